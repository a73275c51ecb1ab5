// swift-tools-version: 6.1
import PackageDescription

let upcomingFeatures: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "Facsimile",
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .library(name: "Facsimile", targets: ["Facsimile"]),
    // The engine alone (Foundation only, no Apple framework's names): what app code that ships
    // on iOS links to declare types of its own that tests fabricate (Docs/Extending.md).
    .library(name: "FacsimileCore", targets: ["FacsimileCore"]),
    .library(name: "FacsimileSeams", targets: ["FacsimileSeams"]),
    .library(name: "FacsimileTesting", targets: ["FacsimileTesting"]),
    .executable(name: "facsimile", targets: ["FacsimileCommand"]),
  ],
  targets: [
    // The engine: key tables, keyed storage, key-value coding, coercion, the keyed coder.
    .target(name: "FacsimileCore", swiftSettings: upcomingFeatures),
    // Framework-like models, one target per Apple framework.
    .target(
      name: "FacsimileUserNotifications", dependencies: ["FacsimileCore"],
      swiftSettings: upcomingFeatures),
    .target(
      name: "FacsimileUIKit", dependencies: ["FacsimileCore", "FacsimileUserNotifications"],
      swiftSettings: upcomingFeatures),
    // The seams app code depends on (NotificationCenterProtocol, TimerScheduler): Foundation only,
    // so an app target links it on every platform, with no test framework.
    .target(name: "FacsimileSeams", swiftSettings: upcomingFeatures),
    // The umbrella: `import Facsimile` is all a user needs.
    .target(
      name: "Facsimile",
      dependencies: [
        "FacsimileCore", "FacsimileUserNotifications", "FacsimileUIKit", "FacsimileSeams",
      ],
      swiftSettings: upcomingFeatures),
    // Test doubles and assertions: the only target that imports XCTest or Testing.
    .target(name: "FacsimileTesting", dependencies: ["Facsimile"], swiftSettings: upcomingFeatures),
    // The `facsimile` command-line tool.
    .executableTarget(
      name: "FacsimileCommand", dependencies: ["Facsimile"], swiftSettings: upcomingFeatures),
    .testTarget(
      name: "FacsimileCoreTests", dependencies: ["FacsimileCore"], resources: [.copy("Fixtures")],
      swiftSettings: upcomingFeatures),
    .testTarget(
      name: "FacsimileUserNotificationsTests", dependencies: ["FacsimileUserNotifications"],
      swiftSettings: upcomingFeatures),
    .testTarget(
      name: "FacsimileUIKitTests", dependencies: ["FacsimileUIKit", "Facsimile"],
      swiftSettings: upcomingFeatures),
    .testTarget(
      name: "FacsimileTestingTests", dependencies: ["FacsimileTesting"],
      swiftSettings: upcomingFeatures),
    .testTarget(
      name: "FacsimileCommandTests", dependencies: ["FacsimileCommand"],
      swiftSettings: upcomingFeatures),
    .testTarget(
      name: "FacsimileReliabilityTests", dependencies: ["Facsimile", "FacsimileCommand"],
      swiftSettings: upcomingFeatures),
  ],
  swiftLanguageModes: [.v6]
)
