// swift-tools-version: 6.0
//
// The kit's mutation tool: a package of its own, so it builds in seconds and never rebuilds the
// kit it measures. It depends on Foundation and on one small target of the kit, ArgumentTable
// (the argument parser every command line of the repository shares, standard library only).
// Run it from the kit's root: `swift run --package-path Tools/Mutants mutants --help`.
import PackageDescription

let package = Package(
  name: "Mutants",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "ArchDemo", path: "../..")
  ],
  targets: [
    .executableTarget(name: "mutants", dependencies: [.product(name: "ArgumentTable", package: "ArchDemo")]),
    // Where a run writes and what recording keeps: no mutant is built or run.
    .testTarget(name: "MutantsTests", dependencies: ["mutants"]),
  ],
  swiftLanguageModes: [.v6]
)
