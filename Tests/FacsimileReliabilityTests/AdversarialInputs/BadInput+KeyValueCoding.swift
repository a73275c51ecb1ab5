import Facsimile
import Foundation

extension BadInput {
  /// `setValue(_:forKey:)`, `setValue(_:forKeyPath:)` and `value(forKeyPath:)`.
  static let keyValueCoding: [BadInput] = [
    BadInput(
      .keyValueCoding, "a misspelt key past a nil on the way", .unknownKey,
      #"UNNotificationResponse.notification.request.trigger.repeatz: UNNotificationTrigger has no key "repeatz"; did you mean "repeats"?"#
    ) {
      // The response's request has no trigger; the trigger's type still has keys.
      _ = try InstanceHelper.create(UNNotificationResponse.self)
        .value(forKeyPath: "notification.request.trigger.repeatz")
    },
    BadInput(.keyValueCoding, "setValue for an unknown key", .unknownKey, #"did you mean "count"?"#)
    {
      try Node.blank().setValue(1, forKey: "cont")
    },
    BadInput(
      .keyValueCoding, "value(forKey:) for an unknown key", .unknownKey, #"Node has no key "x""#
    ) {
      _ = try Node.blank().value(forKey: "x")
    },
    BadInput(
      .keyValueCoding, "nil for a required key", .typeMismatch,
      "Node.name: expected String, found null"
    ) {
      try Node.blank().setValue(nil, forKey: "name")
    },
    BadInput(
      .keyValueCoding, "an object set as its own child", .cycle,
      "Node.child: setting this Node would make it its own descendant"
    ) {
      let node = try Node.blank()
      try node.setValue(node, forKey: "child")
    },
    BadInput(
      .keyValueCoding, "an object set as its own grandchild", .cycle,
      "Node.child: setting this Node would make it its own descendant"
    ) {
      let parent = try Node.blank()
      let child = try Node.blank()
      try parent.setValue(child, forKey: "child")
      try child.setValue(parent, forKey: "child")
    },
    BadInput(
      .keyValueCoding, "an object set inside its own array", .cycle,
      "Node.children[1]: setting this Node would make it its own descendant"
    ) {
      let node = try Node.blank()
      try node.setValue([try Node.blank(), node], forKey: "children")
    },
    BadInput(
      .keyValueCoding, "an object set as its own descendant by key path", .cycle,
      "Node.child.child: setting this Node would make it its own descendant"
    ) {
      let root = try InstanceHelper.create(Node.self, properties: ["child": [:]])
      try root.setValue(root, forKeyPath: "child.child")
    },
    BadInput(
      .keyValueCoding, "an object set as its own descendant through userInfo", .cycle,
      "Node.info: setting this Node would make it its own descendant"
    ) {
      let node = try Node.blank()
      try node.setValue(["me": node], forKey: "info")
      // Break the cycle again so the test leaks nothing, whatever happened.
      try? node.setValue([:] as [AnyHashable: Any], forKey: "info")
    },
    BadInput(
      .keyValueCoding, "an object set as its own descendant inside a nested dictionary", .cycle,
      "Node.child.child: setting this Node would make it its own descendant"
    ) {
      let node = try Node.blank()
      try node.setValue(["name": "new", "child": node], forKey: "child")
    },
    BadInput(
      .keyValueCoding, "an object set as its own descendant in an array inside userInfo", .cycle,
      "Node.info: setting this Node would make it its own descendant"
    ) {
      let node = try Node.blank()
      try node.setValue(["list": [1, ["me": node]]], forKey: "info")
      try? node.setValue([:] as [AnyHashable: Any], forKey: "info")
    },
    BadInput(
      .keyValueCoding, "an object 64 deep set as a child", .tooDeep,
      "Node.child: nesting deeper than 64 levels"
    ) {
      let deep = try InstanceHelper.create(Node.self, properties: nestedProperties(64))
      try Node.blank().setValue(deep, forKey: "child")
    },
    BadInput(
      .keyValueCoding, "an empty key path", .invalidKeyPath,
      #"key path "" has an empty segment at position 1"#
    ) {
      try Node.blank().setValue(1, forKeyPath: "")
    },
    BadInput(
      .keyValueCoding, "an empty segment inside", .invalidKeyPath,
      #"key path "child..name" has an empty segment at position 2"#
    ) {
      try Node.blank().setValue("x", forKeyPath: "child..name")
    },
    BadInput(
      .keyValueCoding, "a leading dot", .invalidKeyPath,
      #"key path ".name" has an empty segment at position 1"#
    ) {
      _ = try Node.blank().value(forKeyPath: ".name")
    },
    BadInput(
      .keyValueCoding, "a trailing dot", .invalidKeyPath,
      #"key path "name." has an empty segment at position 2"#
    ) {
      _ = try Node.blank().value(forKeyPath: "name.")
    },
    BadInput(
      .keyValueCoding, "only dots", .invalidKeyPath,
      #"key path "..." has an empty segment at position 1"#
    ) {
      _ = try Node.blank().value(forKeyPath: "...")
    },
    BadInput(
      .keyValueCoding, "a key path through a string", .invalidKeyPath,
      #"Node.name: is String "", which has no key "first""#
    ) {
      _ = try Node.blank().value(forKeyPath: "name.first")
    },
    BadInput(
      .keyValueCoding, "setting through a string", .invalidKeyPath,
      #"Node.name: is String "", which has no keys"#
    ) {
      try Node.blank().setValue(1, forKeyPath: "name.first")
    },
    BadInput(
      .keyValueCoding, "setting through nil", .invalidKeyPath,
      "Node.child: is nil; set an object there first"
    ) {
      try Node.blank().setValue("x", forKeyPath: "child.name")
    },
    BadInput(
      .keyValueCoding, "setting inside a dictionary value", .invalidKeyPath,
      #"UNNotificationResponse.notification.request.content.userInfo: is a dictionary with keys "k", which has no keys"#
    ) {
      let response = try UNNotificationResponse.fabricate(
        from: ["notification": ["request": ["content": ["userInfo": ["k": 1]]]]])
      try response.setValue(2, forKeyPath: "notification.request.content.userInfo.k")
    },
    BadInput(
      .keyValueCoding, "the wrong type deep in a model", .typeMismatch,
      #"UNNotificationResponse.notification.request.content.badge: expected NSNumber, found String "three""#
    ) {
      let response = try InstanceHelper.create(UNNotificationResponse.self)
      try response.setValue("three", forKeyPath: "notification.request.content.badge")
    },
    BadInput(
      .keyValueCoding, "65 key path segments", .tooDeep,
      "key path has 65 segments, more than 64 (FacsimileLimits.maximumDepth)"
    ) {
      _ = try Node.blank().value(
        forKeyPath: Array(repeating: "child", count: 65).joined(separator: "."))
    },
    BadInput(
      .keyValueCoding, "100,000 key path segments", .tooDeep,
      "key path has 100000 segments, more than 64 (FacsimileLimits.maximumDepth)"
    ) {
      try Node.blank().setValue(
        1, forKeyPath: Array(repeating: "child", count: 100_000).joined(separator: "."))
    },
    BadInput(
      .keyValueCoding, "a nested dictionary with a bad value", .typeMismatch,
      #"Node.child.count: expected Int, found String "x""#
    ) {
      try Node.blank().setValue(["name": "ok", "count": "x"], forKey: "child")
    },
    BadInput(
      .keyValueCoding, "100,000 nested dictionaries", .tooDeep, "nesting deeper than 64 levels"
    ) {
      let properties = nestedProperties(100_000)
      defer { keepForever(properties) }
      try Node.blank().setValue(properties, forKey: "child")
    },
  ]
}

extension Node {
  /// A blank node, for rows that need an object to start from.
  static func blank() throws -> Node {
    try InstanceHelper.create(Node.self)
  }
}
