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
