import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// How a model's `init?(coder:)` reads a coder that is neither a ``KeyedCoder`` nor an
/// unarchiver: a test's stub, such as the fake `NSKeyedArchiver` of the classic articles.
///
/// Each key is read as Apple's `initWithCoder:` reads it: a Boolean with `decodeBool(forKey:)`,
/// an integer or an enum with `decodeInt64(forKey:)` (what `decodeInteger(forKey:)` calls on
/// Apple platforms), a floating-point number with `decodeDouble(forKey:)`, anything else with
/// `decodeObject(forKey:)`, every key, without asking `containsValue(forKey:)` first. So a stub
/// that answers only what iOS asks is read, whatever it says it contains.
///
/// `NSCoder`'s own `decode...` methods trap on Linux ("must be overriden"), as they raise on
/// Apple platforms, so a stub that leaves one to `NSCoder` must never be asked through it: which
/// methods a stub's class overrides is asked of the runtime once per class (``Method``), and
/// a key whose method the stub does not override is read with `decodeObject(forKey:)` if it
/// overrides that, else not at all. A value that does not fit its key is skipped.
enum StubCoder {
  /// Reads `object`'s keys from `coder`.
  static func decodeKeys(of object: any KeyValueCodable, from coder: NSCoder) {
    let overrides = Method.overridden(by: type(of: coder))
    let table = type(of: object).keyTable
    try? Fabricator.write(
      to: object, table: table, in: table.rootContext, policy: .lenient, isFresh: false,
      capacity: table.keys.count
    ) { write in
      // Every key is asked for, as Apple's `initWithCoder:` asks: never `containsValue(forKey:)`
      // first, which a stub may answer `false` for keys it answers all the same.
      for key in table.keys {
        if let value = read(key, from: coder, overrides) { write.add(value, to: key) }
      }
    }
  }

  /// `key`'s value as `coder` answers it, through a method its class overrides; `nil` if it
  /// answers none of those the key may be read with.
  private static func read(_ key: KeyTable.Key, from coder: NSCoder, _ overrides: Set<Method>)
    -> Any?
  {
    let name = key.name
    switch key.valueType.codedScalar {
    case .bool?:
      if overrides.contains(.bool) { return coder.decodeBool(forKey: name) }
    case .integer?:
      if overrides.contains(.int64) { return coder.decodeInt64(forKey: name) }
      if overrides.contains(.integer) { return coder.decodeInteger(forKey: name) }
      if overrides.contains(.int32) { return coder.decodeInt32(forKey: name) }
    case .floatingPoint?:
      if overrides.contains(.double) { return coder.decodeDouble(forKey: name) }
      if overrides.contains(.float) { return coder.decodeFloat(forKey: name) }
    case nil: break
    }
    return overrides.contains(.object) ? coder.decodeObject(forKey: name) : nil
  }

  /// An `NSCoder` method a model's keys are read with, by the name the lookup knows it by on
  /// Linux: the mangled name of its method descriptor without the `Tq` suffix.
  enum Method: String, CaseIterable {
    case object = "12decodeObject6forKeyypSgSS_tF"
    case bool = "10decodeBool6forKeySbSS_tF"
    case int64 = "11decodeInt646forKeys0D0VSS_tF"
    case integer = "13decodeInteger6forKeySiSS_tF"
    case int32 = "11decodeInt326forKeys0D0VSS_tF"
    case double = "12decodeDouble6forKeySdSS_tF"
    case float = "11decodeFloat6forKeySfSS_tF"

    private static let known = Mutex<[ObjectIdentifier: Set<Method>]>([:])

    /// The methods `coderClass` overrides, found once per class.
    static func overridden(by coderClass: NSCoder.Type) -> Set<Method> {
      let id = ObjectIdentifier(coderClass)
      if let found = known.withLock({ $0[id] }) { return found }
      let found = Set(allCases.filter { MethodLookup.overrides($0, in: coderClass) })
      known.withLock { $0[id] = found }
      return found
    }
  }
}

#if canImport(ObjectiveC)
  /// Whether a coder class overrides a method of `NSCoder`: its implementation of the selector
  /// is not `NSCoder`'s.
  private enum MethodLookup {
    private static let selectors: [StubCoder.Method: Selector] = [
      .object: #selector(NSCoder.decodeObject(forKey:)),
      .bool: #selector(NSCoder.decodeBool(forKey:)),
      .int64: #selector(NSCoder.decodeInt64(forKey:)),
      .integer: #selector(NSCoder.decodeInteger(forKey:)),
      .int32: #selector(NSCoder.decodeInt32(forKey:)),
      .double: #selector(NSCoder.decodeDouble(forKey:)),
      .float: #selector(NSCoder.decodeFloat(forKey:)),
    ]

    static func overrides(_ method: StubCoder.Method, in coderClass: NSCoder.Type) -> Bool {
      guard let selector = selectors[method] else { return false }
      return coderClass.instanceMethod(for: selector) != NSCoder.instanceMethod(for: selector)
    }
  }
#else
  /// Whether a coder class overrides a method of `NSCoder`, asked of the Swift runtime: its
  /// `swift_lookUpClassMethod` (what compiled code calls to dispatch a method of a class from a
  /// library built for evolution) gives the implementation a class's vtable holds for the
  /// method's descriptor, which Foundation exports; a class overrides the method where that is
  /// not `NSCoder`'s. Where the runtime or the symbols cannot be found (a statically linked
  /// program), no method counts as overridden, and a stub is read for nothing.
  private enum MethodLookup {
    private typealias LookUp =
      @convention(c) (UnsafeRawPointer, UnsafeRawPointer, UnsafeRawPointer) -> UnsafeRawPointer?

    private struct Runtime: @unchecked Sendable {
      let lookUp: LookUp
      let coderDescriptor: UnsafeRawPointer
    }

    private static let runtime: Runtime? = {
      let process = dlopen(nil, RTLD_NOW)
      guard let lookUp = dlsym(process, "swift_lookUpClassMethod"),
        let descriptor = dlsym(process, "$s10Foundation7NSCoderCMn")
      else { return nil }
      return Runtime(
        lookUp: unsafeBitCast(lookUp, to: LookUp.self),
        coderDescriptor: UnsafeRawPointer(descriptor))
    }()

    static func overrides(_ method: StubCoder.Method, in coderClass: NSCoder.Type) -> Bool {
      guard let runtime,
        let descriptor = dlsym(
          dlopen(nil, RTLD_NOW), "$s10Foundation7NSCoderC\(method.rawValue)Tq")
      else { return false }
      func implementation(_ type: NSCoder.Type) -> UnsafeRawPointer? {
        runtime.lookUp(
          unsafeBitCast(type, to: UnsafeRawPointer.self), UnsafeRawPointer(descriptor),
          runtime.coderDescriptor)
      }
      guard let own = implementation(coderClass), let base = implementation(NSCoder.self)
      else { return false }
      return own != base
    }
  }
#endif
