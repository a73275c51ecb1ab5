public import Foundation

extension JSONFixture {
  /// Reads and parses a JSON resource of a bundle, such as a test target's `Bundle.module`,
  /// keeping the line and column of every key.
  ///
  /// ```swift
  /// // Package.swift: .testTarget(name: "AppTests", resources: [.copy("Fixtures")])
  /// let document = try JSONFixture(resource: "open-article", in: .module, subdirectory: "Fixtures")
  /// let response = try document.fabricate(UNNotificationResponse.self)
  /// ```
  ///
  /// SwiftPM copies resources into the build folder. Problems name the file you edit instead,
  /// `Tests/AppTests/Fixtures/open-article.json:7:9`, when it can be found: below the calling
  /// test file's folders, or in the target folder the bundle's name spells, holding the same
  /// bytes as the copy. A source edited since the build is named beside the copy, so the message
  /// says to build again.
  ///
  /// - Parameters:
  ///   - name: The resource's name, without the `.json` extension.
  ///   - bundle: The bundle holding it.
  ///   - subdirectory: The folder inside the bundle, if any.
  ///   - filePath: The calling file, a `StaticString` that defaults to `#filePath` (leave it
  ///     out), whose folders are searched for the resource's source.
  /// - Throws: ``FacsimileError`` of kind ``FacsimileError/Kind/missingFile`` if there is no
  ///   such resource, or as ``init(contentsOf:)``, naming the source file.
  public init(
    resource name: String, in bundle: Bundle, subdirectory: String? = nil,
    filePath: StaticString = #filePath
  ) throws {
    guard
      let url = bundle.url(forResource: name, withExtension: "json", subdirectory: subdirectory)
    else {
      throw FacsimileError(
        FacsimileError.Problem(
          .missingFile, typeName: "", keyPath: [],
          detail: "no resource \(quoted(name + ".json")) in \(bundle.bundlePath)"
            + (subdirectory.map { "/\($0)" } ?? "")))
    }
    let data = try Self.contents(of: url)
    let file = ResourceSource.name(
      forCopy: url, bytes: data,
      relativePath: ResourceSource.relativePath(name: name, subdirectory: subdirectory),
      callerFile: "\(filePath)")
    try self.init(data: data, file: file)
  }
}
