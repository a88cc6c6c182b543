// swift-tools-version: 6.0
//
// ArchDemo: the same five features in MVC, MVP, MVVM and VIPER over one shared Domain.
// Zero dependencies: everything here comes with the Swift toolchain.
import PackageDescription

let package = Package(
  name: "ArchDemo",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "archdemo", targets: ["archdemo"]),
    .library(name: "ArchDemoKit", targets: ["ArchDemoKit"]),
    .library(name: "DomainTestSupport", targets: ["DomainTestSupport"]),
  ],
  targets: [
    // Core: the rules every pattern shares, and the text-mode stand-in for UIKit.
    .target(name: "Domain", resources: [.copy("Resources/Fixtures")]),
    .target(name: "TextUI"),

    // Patterns: each imports Domain and TextUI, never another pattern.
    .target(name: "MVC", dependencies: ["Domain", "TextUI"]),
    .target(name: "MVP", dependencies: ["Domain", "TextUI"]),
    .target(name: "MVVM", dependencies: ["Domain", "TextUI"]),
    .target(name: "VIPER", dependencies: ["Domain", "TextUI"]),

    // Tools: the catalogs and harness that drive any pattern, and the thin command line.
    .target(name: "ArchDemoKit", dependencies: ["Domain", "TextUI", "MVC", "MVP", "MVVM", "VIPER"]),
    .executableTarget(name: "archdemo", dependencies: ["ArchDemoKit"]),

    // Tests: shared doubles first, then one test target per layer.
    .target(name: "DomainTestSupport", dependencies: ["Domain", "TextUI"]),
    .testTarget(name: "DomainTests", dependencies: ["Domain", "DomainTestSupport"]),
    .testTarget(name: "TextUITests", dependencies: ["TextUI"]),
    .testTarget(name: "MVCTests", dependencies: ["MVC", "Domain", "TextUI", "DomainTestSupport"]),
    .testTarget(name: "MVPTests", dependencies: ["MVP", "Domain", "TextUI", "DomainTestSupport"]),
    .testTarget(name: "MVVMTests", dependencies: ["MVVM", "Domain", "TextUI", "DomainTestSupport"]),
    .testTarget(name: "VIPERTests", dependencies: ["VIPER", "Domain", "TextUI", "DomainTestSupport"]),
    .testTarget(
      name: "ParityTests",
      dependencies: ["ArchDemoKit", "Domain", "TextUI", "DomainTestSupport"],
      exclude: ["Transcripts"]
    ),
    .testTarget(
      name: "ArchDemoTests",
      dependencies: ["ArchDemoKit", "Domain", "TextUI", "DomainTestSupport", "archdemo"],
      exclude: ["Expected"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
