/// Proof that the engine, not a caller, is making an instance.
///
/// Only Facsimile can create a `Fabrication`, so an initializer that takes one,
/// ``KeyValueCodable/init(fabrication:)``, is reachable only through the engine:
/// ``InstanceHelper/create(_:properties:)``, ``KeyedCoder`` and fixtures. That is how a model keeps
/// Apple's "no public initializer" while tests can still make it.
///
/// ```swift
/// final class Article: KeyedObject { /* inherits init(fabrication:) */ }
/// let article = try InstanceHelper.create(Article.self)  // the only way in
/// ```
public struct Fabrication: Sendable {
  init() {}
}
