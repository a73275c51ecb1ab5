package import Foundation

/// Finds the file a user edits for a resource SwiftPM copied into a build folder, so that a problem
/// in it names `Tests/AppTests/Fixtures/alert.json`, not
/// `.build/debug/App_AppTests.resources/Fixtures/alert.json`.
///
/// A resource declared with `.copy("Fixtures")` keeps its path below the target's folder. Two
/// places are searched for that path: the folders from the calling test file up to the package
/// (the folder holding `Package.swift`), and the target's folder that the bundle's name spells
/// (`<Package>_<Target>.resources` on Linux, `.bundle` on Apple platforms:
/// `Tests/<Target>` or `Sources/<Target>` of the package that holds the build folder). A
/// candidate counts only if it holds the same bytes as the copy; one that differs (edited since
/// the build) is named beside the copy.
package enum ResourceSource {
  /// The name to report problems in a resource under: the source file, the copy and a changed
  /// source, or the copy alone.
  package static func name(
    forCopy copy: URL, bytes: Data, relativePath: String, callerFile: String
  ) -> String {
    var changed: String?
    for candidate in candidates(copy: copy, relativePath: relativePath, callerFile: callerFile) {
      guard case .success(let data) = FileReader.contents(of: candidate.path) else { continue }
      if data == bytes { return candidate.path }
      changed = changed ?? candidate.path
    }
    guard let changed else { return copy.path }
    return "\(copy.path) (the copy of \(changed), which has changed since the build)"
  }

  /// The resource's path below its bundle: `Fixtures/alert.json`.
  package static func relativePath(name: String, subdirectory: String?) -> String {
    let file = name.hasSuffix(".json") ? name : name + ".json"
    guard let subdirectory, !subdirectory.isEmpty else { return file }
    return subdirectory + "/" + file
  }

  private static func candidates(copy: URL, relativePath: String, callerFile: String) -> [URL] {
    // From the caller's folder up to its package.
    let callerFolder = URL(fileURLWithPath: callerFile).deletingLastPathComponent()
    var found = foldersUpToPackage(from: callerFolder).prefix(16).map {
      $0.appendingPathComponent(relativePath)
    }
    // The target's folder the bundle's name spells, in the package that holds the build folder.
    var bundle = copy.deletingLastPathComponent()
    for _ in relativePath.split(separator: "/").dropLast() {
      bundle = bundle.deletingLastPathComponent()
    }
    let bundleName = bundle.deletingPathExtension().lastPathComponent
    if let underscore = bundleName.firstIndex(of: "_"),
      let root = packageRoot(containing: bundle)
    {
      let target = String(bundleName[bundleName.index(after: underscore)...])
      for kind in ["Tests", "Sources"] {
        found.append(
          root.appendingPathComponent(kind).appendingPathComponent(target)
            .appendingPathComponent(relativePath))
      }
    }
    return found
  }

  /// The nearest folder above `url` that holds a `Package.swift`: the package whose build folder
  /// (`.build`, or any `--scratch-path` inside the package, such as `.build-tsan`) `url` lies in.
  private static func packageRoot(containing url: URL) -> URL? {
    let folders = foldersUpToPackage(from: url.deletingLastPathComponent())
    guard let last = folders.last, holdsPackage(last) else { return nil }
    return last
  }

  /// `folder` and the folders above it, up to the first that holds a `Package.swift`, or to the
  /// root of the file system.
  private static func foldersUpToPackage(from folder: URL) -> [URL] {
    var folders = [folder]
    while let folder = folders.last, !holdsPackage(folder) {
      let parent = folder.deletingLastPathComponent()
      guard parent.path != folder.path else { break }
      folders.append(parent)
    }
    return folders
  }

  private static func holdsPackage(_ folder: URL) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
  }
}
