/// A JSON Schema validator for the part of draft 2020-12 that `facsimile schema` uses: `type`,
/// `properties`, `additionalProperties`, `required`, `enum`, `const`, `items`, `$ref` into
/// `$defs`, `oneOf`, `anyOf`, `if`/`then`/`else`, `minimum`, `maximum`. Annotations (`title`,
/// `description`, `format`, `contentEncoding`) are not checked. Any other keyword is reported as
/// an error, so that the schema cannot start using one the tests do not check.
struct JSONSchemaValidator {
  let root: JSONValue

  private static let annotations: Set<String> = [
    "$schema", "$defs", "title", "description", "format", "contentEncoding",
  ]

  /// Every way `instance` breaks the schema, one line each with its location (`/notification`).
  func errors(in instance: JSONValue) -> [String] {
    var errors: [String] = []
    validate(instance, against: root, at: "", into: &errors)
    return errors
  }

  private func validate(
    _ instance: JSONValue, against schema: JSONValue, at path: String, into errors: inout [String]
  ) {
    let location = path.isEmpty ? "/" : path
    switch schema {
    case .bool(true): return
    case .bool(false):
      errors.append("\(location): no value is allowed here")
      return
    case .object(let keywords):
      for (keyword, value) in keywords.sorted(by: { $0.key < $1.key }) {
        validate(instance, keyword: keyword, value, in: keywords, at: path, into: &errors)
      }
    default:
      errors.append("\(location): the schema is not an object or a Boolean")
    }
  }

  private func validate(
    _ instance: JSONValue, keyword: String, _ value: JSONValue,
    in keywords: [String: JSONValue], at path: String, into errors: inout [String]
  ) {
    let location = path.isEmpty ? "/" : path
    switch keyword {
    case _ where Self.annotations.contains(keyword), "then", "else":
      return
    case "type":
      let names: [String]
      switch value {
      case .string(let name): names = [name]
      case .array(let list):
        names = list.compactMap { if case .string(let s) = $0 { s } else { nil } }
      default: names = []
      }
      if !names.contains(where: { Self.instance(instance, isOfType: $0) }) {
        errors.append("\(location): expected \(names.joined(separator: " or ")), found \(instance)")
      }
    case "properties":
      guard case .object(let object) = instance, case .object(let properties) = value else {
        return
      }
      for (key, subschema) in properties {
        if let member = object[key] {
          validate(member, against: subschema, at: path + "/" + key, into: &errors)
        }
      }
    case "additionalProperties":
      guard case .object(let object) = instance else { return }
      var declared: Set<String> = []
      if case .object(let properties)? = keywords["properties"] { declared = Set(properties.keys) }
      for (key, member) in object where !declared.contains(key) {
        if case .bool(false) = value {
          errors.append("\(location): '\(key)' was unexpected")
        } else {
          validate(member, against: value, at: path + "/" + key, into: &errors)
        }
      }
    case "required":
      guard case .object(let object) = instance, case .array(let names) = value else { return }
      for case .string(let name) in names where object[name] == nil {
        errors.append("\(location): '\(name)' is required")
      }
    case "enum":
      guard case .array(let choices) = value else { return }
      if !choices.contains(where: { $0.isSchemaEqual(to: instance) }) {
        errors.append("\(location): \(instance) is not one of \(choices)")
      }
    case "const":
      if !value.isSchemaEqual(to: instance) {
        errors.append("\(location): expected \(value), found \(instance)")
      }
    case "items":
      guard case .array(let elements) = instance else { return }
      for (index, element) in elements.enumerated() {
        validate(element, against: value, at: path + "/\(index)", into: &errors)
      }
    case "minimum", "maximum":
      guard let number = instance.number, let limit = value.number else { return }
      if keyword == "minimum" ? number < limit : number > limit {
        errors.append("\(location): \(number) is out of range (\(keyword) \(limit))")
      }
    case "$ref":
      guard case .string(let reference) = value, reference.hasPrefix("#/$defs/"),
        case .object(let root) = root, case .object(let definitions)? = root["$defs"],
        let target = definitions[String(reference.dropFirst("#/$defs/".count))]
      else {
        errors.append("\(location): cannot resolve $ref \(value)")
        return
      }
      validate(instance, against: target, at: path, into: &errors)
    case "anyOf", "oneOf":
      guard case .array(let branches) = value else { return }
      let branchErrors = branches.map { branch in
        var branchErrors: [String] = []
        validate(instance, against: branch, at: path, into: &branchErrors)
        return branchErrors
      }
      let matches = branchErrors.filter(\.isEmpty).count
      if matches == 0 || (keyword == "oneOf" && matches > 1) {
        let reasons = branchErrors.flatMap { $0 }.joined(separator: "; ")
        errors.append("\(location): \(matches) of the \(keyword) branches match (\(reasons))")
      }
    case "if":
      var conditionErrors: [String] = []
      validate(instance, against: value, at: path, into: &conditionErrors)
      if let branch = conditionErrors.isEmpty ? keywords["then"] : keywords["else"] {
        validate(instance, against: branch, at: path, into: &errors)
      }
    default:
      errors.append("\(location): the validator does not support the keyword '\(keyword)'")
    }
  }

  private static func instance(_ instance: JSONValue, isOfType name: String) -> Bool {
    switch (name, instance) {
    case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array),
      ("object", .object), ("integer", .integer), ("number", .integer), ("number", .number):
      true
    case ("integer", .number(let number)): number.rounded() == number
    default: false
    }
  }
}
