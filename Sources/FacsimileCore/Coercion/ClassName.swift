import Foundation

/// A class's name as fixtures write it, and the class a name names: `String(reflecting:)`'s
/// form, `Module.Type` or `Module.Outer.Type` for a class nested in another type (how test
/// suites keep their scene delegates).
///
/// Not `NSStringFromClass`, which traps on Linux for a nested class ("not a top-level class"),
/// nor `NSClassFromString` alone, which finds top-level classes only: a nested class is found by
/// the mangled names its path can have (each enclosing type a class, a struct or an enum).
enum ClassName {
  /// The name of `type`, never trapping: `Module.Outer.Type`. A class declared `private` or
  /// inside a function has a name no one can read back (`Module.(unknown context at $…).Type`).
  static func of(_ type: AnyClass) -> String {
    String(reflecting: type)
  }

  /// The class `name` names, or `nil`: a top-level class by its qualified name, a nested one
  /// (`Module.Outer.Type`, up to 4 enclosing types) by the mangled names its path can have.
  static func named(_ name: String) -> AnyClass? {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    // One part is a Foundation class's own name (`NSObject`); two, a top-level class.
    guard parts.count > 2 else {
      return parts.allSatisfy(isIdentifier)
        ? (_typeByName(name) as? AnyClass) ?? NSClassFromString(name) : nil
    }
    guard parts.count <= 6, parts.allSatisfy(isIdentifier) else { return nil }
    // Module, enclosing types, the class: `1M5OuterV5InnerC` for `M.Outer.Inner` in a struct.
    let enclosing = parts.count - 2
    var kinds = Array(repeating: 0, count: enclosing)
    while true {
      var mangled = mangledIdentifier(parts[0])
      for (index, kind) in kinds.enumerated() {
        mangled += mangledIdentifier(parts[index + 1]) + ["C", "V", "O"][kind]
      }
      mangled += mangledIdentifier(parts[parts.count - 1]) + "C"
      if let found = _typeByName(mangled) as? AnyClass, of(found) == name { return found }
      // The next combination of kinds, as a number in base 3.
      var position = 0
      while position < enclosing, kinds[position] == 2 {
        kinds[position] = 0
        position += 1
      }
      guard position < enclosing else { return nil }
      kinds[position] += 1
    }
  }

  /// An identifier as a mangled name spells it: its length, then its ASCII characters.
  private static func mangledIdentifier(_ identifier: String) -> String {
    "\(identifier.utf8.count)\(identifier)"
  }

  /// Whether `text` is an ASCII Swift identifier (what a mangled name holds as it is).
  private static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.utf8.first, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
    else { return false }
    return text.utf8.allSatisfy { byte in
      byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
  }
}
