package import Foundation

/// A model whose subclasses the engine makes even without a key table of their own, as
/// `[[cls alloc] init]` makes any subclass on iOS: through `init?(coder:)`, with an empty
/// ``KeyedCoder``, then by key with the model's table.
///
/// Swift makes an object of a class known only at run time through a `required` initializer
/// alone. A model adopts this protocol only where `init?(coder:)` is the one initializer a
/// subclass can call: the immutable models Apple makes `NSSecureCoding` with no public
/// initializer (``KeyedCodingObject``), and `UIApplication`, whose `init()` is unavailable.
/// So every subclass of one either declares no initializer, and inherits it, or declares its
/// own that must reach `super.init(coder:)`, and its `init?(coder:)` makes an object too.
///
/// The other models have public designated initializers (contents, views, view controllers,
/// scenes): a subclass may declare one of its own (`init(viewModel:)`) and answer
/// `init?(coder:)` with Xcode's `fatalError` stub, and Swift cannot tell that subclass from one
/// that inherited the initializer, so the engine never calls it: such a subclass needs a key
/// table to be made by key (`Docs/Extending.md`).
package protocol InheritedCoderInitializer: KeyValueCodable {
  /// Makes an instance from a coder, as the model's `init?(coder:)` does.
  init?(coder: NSCoder)
}

extension KeyTable {
  /// A blank instance of `type`: of the table's own type through ``make``, or of a subclass
  /// that answers with this table (it declares none of its own) through its inherited
  /// `init?(coder:)`, where the model is an ``InheritedCoderInitializer``; `nil` if neither
  /// can make one.
  func makeInstance(of type: any KeyValueCodable.Type) -> (any KeyValueCodable)? {
    let made: (any KeyValueCodable)?
    if type == objectType {
      made = make()
    } else if canMake(type), let inheriting = type as? any InheritedCoderInitializer.Type {
      made = inheriting.init(coder: KeyedCoder())
    } else {
      made = nil
    }
    // A key a subclass declared again starts at the subclass's default in both places.
    if let made { for key in redeclared { key.copyToSuperclassDeclaration(on: made) } }
    return made
  }

  /// Whether ``makeInstance(of:)`` can make a `type`: the table's own, or a subclass of it that
  /// inherits `init?(coder:)` from an ``InheritedCoderInitializer``.
  func canMake(_ type: any KeyValueCodable.Type) -> Bool {
    type == objectType
      || (type is any InheritedCoderInitializer.Type && isSubclass(type, of: objectType))
  }
}
