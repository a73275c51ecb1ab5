// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "NotificationApp",
  platforms: [.macOS(.v15), .iOS(.v18)],
  dependencies: [
    .package(name: "Facsimile", path: "../.."),
  ],
  targets: [
    // App code: links no test framework. UIKit and UserNotifications on iOS; Facsimile's models
    // of them where those frameworks do not exist. The seams (NotificationCenterProtocol,
    // TimerScheduler) come from FacsimileSeams everywhere.
    .target(
      name: "NotificationApp",
      dependencies: [
        .product(name: "FacsimileSeams", package: "Facsimile"),
        // The engine, on every platform: the app declares types of its own with it.
        .product(name: "FacsimileCore", package: "Facsimile"),
        .product(
          name: "Facsimile", package: "Facsimile", condition: .when(platforms: [.linux, .macOS])),
      ]),
    .testTarget(
      name: "NotificationAppTests",
      dependencies: ["NotificationApp", .product(name: "FacsimileTesting", package: "Facsimile")],
      resources: [.copy("Fixtures")]),
  ],
  swiftLanguageModes: [.v6]
)

// Payloads a DocC example checks in place, in the source tree: not resources.
package.targets.first { $0.name == "NotificationAppTests" }?.exclude = ["Documentation/Payloads"]

// A payments SDK's code and its tests, in the Swift 5 language mode, as such SDKs are written:
// they read UIKit's objects from code that is not on the main actor, subclass UIOpenURLContext,
// override a service extension's method on the main actor.
package.targets += [
  .target(
    name: "PartnerKit",
    dependencies: [
      .product(
        name: "Facsimile", package: "Facsimile", condition: .when(platforms: [.linux, .macOS]))
    ],
    swiftSettings: [.swiftLanguageMode(.v5)]),
  .testTarget(
    name: "PartnerKitTests",
    dependencies: ["PartnerKit", .product(name: "FacsimileTesting", package: "Facsimile")],
    swiftSettings: [.swiftLanguageMode(.v5)]),
]
