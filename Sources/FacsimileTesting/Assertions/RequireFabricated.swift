/// Fabricates an instance with ``/FacsimileCore/InstanceHelper/create(_:properties:)``, turning an
/// engine error into a test failure at the caller's line that shows the error in full.
///
/// Use it instead of `try InstanceHelper.create(...)` in a test: a thrown `FacsimileError` is then
/// reported where the fixture is written, with every problem listed, rather than as an error caught
/// by the test function.
///
/// ```swift
/// @Test @MainActor func sceneHasSession() throws {
///   let session = try requireFabricated(UISceneSession.self, ["persistentIdentifier": "main"])
///   let scene = try requireFabricated(UIWindowScene.self, ["session": session])
///   #expect(scene.session.persistentIdentifier == "main")
/// }
/// ```
///
/// - Parameters:
///   - type: A key-value codable type.
///   - properties: Key names to values, as
///     ``/FacsimileCore/InstanceHelper/create(_:properties:)`` takes them.
///   - message: Words to add to the failure.
///   - fileID: The caller's file ID.
///   - filePath: The caller's file path.
///   - line: The caller's line.
///   - column: The caller's column.
/// - Returns: The new instance.
/// - Throws: When the engine rejects the properties, after recording a failure at the caller's
///   line with the full ``/FacsimileCore/FacsimileError`` description (every problem, each with
///   its key path); the test framework does not record the error a second time.
public func requireFabricated<T: KeyValueCodable>(
  _ type: T.Type, _ properties: [String: Any] = [:],
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath,
  line: UInt = #line, column: UInt = #column
) throws -> T {
  do {
    return try InstanceHelper.create(type, properties: properties)
  } catch {
    try failRequirement(
      failureMessage("Could not fabricate \(T.self): \(error)", message()),
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
