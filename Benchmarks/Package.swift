// swift-tools-version: 6.0
//
// ArchDemo's benchmarks: a package of its own, so that `swift test` in the kit stays lean.
// It depends on the kit by path (its Harness and ArgumentTable libraries) and on nothing else.
import PackageDescription

let package = Package(
  name: "ArchDemoBenchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "ArchDemo", path: "..")
  ],
  targets: [
    // Tools: one executable that measures every pattern through the kit's harness.
    .executableTarget(
      name: "archbench",
      dependencies: [
        .product(name: "Harness", package: "ArchDemo"), .product(name: "ArgumentTable", package: "ArchDemo"),
      ])
  ],
  swiftLanguageModes: [.v6]
)
