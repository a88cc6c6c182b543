// swift-tools-version: 6.0
//
// The kit's mutation tool: a package of its own, depending on nothing but Foundation, so it
// builds in seconds and never rebuilds the kit it measures. Run it from the kit's root:
// `swift run --package-path Tools/Mutants mutants --help`.
import PackageDescription

let package = Package(
  name: "Mutants",
  platforms: [.macOS(.v14)],
  targets: [
    .executableTarget(name: "mutants")
  ],
  swiftLanguageModes: [.v6]
)
