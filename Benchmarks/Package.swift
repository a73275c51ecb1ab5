// swift-tools-version: 6.1
import PackageDescription

// The benchmark: Facsimile against hand-written code, JSONSerialization and JSONDecoder, measured
// in one run (Docs/Performance.md). A package of its own, so the library's manifest ships no
// benchmark product:
//
//   cd Benchmarks && swift run -c release facsimile-bench
let package = Package(
  name: "FacsimileBenchmarks",
  platforms: [.macOS(.v15)],
  products: [.executable(name: "facsimile-bench", targets: ["FacsimileBenchmark"])],
  dependencies: [.package(name: "Facsimile", path: "..")],
  targets: [
    .executableTarget(
      name: "FacsimileBenchmark",
      dependencies: [
        .product(name: "Facsimile", package: "Facsimile"),
        .product(name: "FacsimileTesting", package: "Facsimile"),
      ],
      swiftSettings: [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
        .enableUpcomingFeature("MemberImportVisibility"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
