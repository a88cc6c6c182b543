// swift-tools-version: 6.0
//
// ArchDemo: the same features in MVC, MVP, MVVM, VIPER and UDF over one shared Domain.
// Zero dependencies: everything here comes with the Swift toolchain.
//
// macOS 15 is the floor because the kit locks with `Mutex` (Synchronization), which macOS 14
// lacks; `Scripts/check-portability` fails when code uses an API newer than this floor.
import PackageDescription

let package = Package(
  name: "ArchDemo",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "archdemo", targets: ["archdemo"]),
    // For the benchmarks (Benchmarks/) and the course: the harness that drives any pattern.
    .library(name: "Harness", targets: ["Harness"]),
    // For archbench and the mutation tool: the one argument parser of the repository's commands.
    .library(name: "ArgumentTable", targets: ["ArgumentTable"]),
    .library(name: "DomainTestSupport", targets: ["DomainTestSupport"]),
    // For the course (Examples/Course): exercises build on the shared rules and the text-mode
    // UIKit, and carry their own small copies of the pattern code they teach.
    .library(name: "Domain", targets: ["Domain"]),
    .library(name: "TextUI", targets: ["TextUI"]),
    .library(name: "Tracing", targets: ["Tracing"]),
  ],
  targets: [
    // Core: the rules every pattern shares, the text-mode stand-in for UIKit, and the trace
    // that the edges report messages to (it imports nothing but the standard library).
    .target(name: "Domain"),
    .target(name: "Tracing"),
    .target(name: "TextUI", dependencies: ["Tracing"]),
    // The SwiftUI-shaped half of the text-mode UI: views as values, drawn with TextUI's widgets.
    .target(name: "DeclarativeUI", dependencies: ["TextUI"]),
    // Live implementations that only the composition imports, never a pattern: the bundled and
    // directory fixtures, the services that decode them, the file stores with their locks, and
    // the data source over HTTP.
    .target(name: "DomainLive", dependencies: ["Domain", "HTTPClient"], resources: [.copy("Resources/Fixtures")]),
    // The HTTP/1.1 client: plain http over the kit's own sockets (a Darwin and a Linux branch in
    // one file), https through URLSession, both bounded in time and size.
    .target(name: "HTTPClient"),

    // Patterns: each imports Domain, TextUI, DeclarativeUI (its SwiftUI-shaped views, in
    // `Declarative/`) and Tracing, never another pattern. Logic roles (presenters, view models,
    // interactors, reducers) import neither view layer nor Tracing (PatternSourceRulesTests).
    .target(name: "MVC", dependencies: ["Domain", "TextUI", "DeclarativeUI", "Tracing"]),
    .target(name: "MVP", dependencies: ["Domain", "TextUI", "DeclarativeUI", "Tracing"]),
    .target(name: "MVVM", dependencies: ["Domain", "TextUI", "DeclarativeUI", "Tracing"]),
    .target(name: "VIPER", dependencies: ["Domain", "TextUI", "DeclarativeUI", "Tracing"]),
    .target(name: "UDF", dependencies: ["Domain", "TextUI", "DeclarativeUI", "Tracing"]),

    // Tools, one job each: decorators that observe services and inject faults; the harness that
    // drives any pattern (the catalogs, `Session`, the scenarios and their transcripts — the only
    // target that knows all five patterns); `compare`'s figures, and what each change request
    // cost, read from its patches; the SVG diagrams; the argument parser every command line
    // shares; the console and the command-line errors; a child process in a group of its own,
    // ended with archdemo; the course runner; and the command line's logic, which the thin
    // executable calls. No target but a pattern's holds more than 2,000 lines (TargetSizeTests).
    .target(name: "Instrumentation", dependencies: ["Domain", "DomainLive", "Tracing"]),
    .target(
      name: "Harness",
      dependencies: [
        "Domain", "DomainLive", "TextUI", "Tracing", "Instrumentation", "MVC", "MVP", "MVVM", "VIPER", "UDF",
      ]),
    .target(
      name: "Comparison", dependencies: ["Harness", "Domain", "TextUI", "Tracing", "Instrumentation", "Diagrams"]),
    .target(name: "ChangeCosts", dependencies: ["Comparison", "Harness"]),
    .target(name: "Diagrams", dependencies: ["TextUI", "Tracing"]),
    .target(
      name: "Explorer", dependencies: ["Harness", "Comparison", "Diagrams", "HTTPClient", "TextUI", "Tracing"]),
    .target(name: "ArgumentTable"),
    .target(name: "ConsoleIO"),
    .target(name: "ChildProcesses"),
    // `swift test` run in a process group of its own, and its output read back.
    .target(name: "TestRuns", dependencies: ["ChildProcesses"]),
    .target(
      name: "Course",
      dependencies: ["ConsoleIO", "ArgumentTable", "ChildProcesses", "TestRuns", "Harness", "Domain", "TextUI"]),
    .target(
      name: "ArchDemoKit",
      dependencies: [
        "Harness", "Comparison", "ChangeCosts", "Diagrams", "Course", "TestRuns", "Explorer", "ConsoleIO",
        "ArgumentTable",
        "Domain",
        "DomainLive",
        "TextUI", "Tracing", "Instrumentation",
      ]),
    .executableTarget(name: "archdemo", dependencies: ["ArchDemoKit", "ChildProcesses", "ConsoleIO"]),

    // Tests: shared doubles first, then one test target per layer.
    .target(
      name: "DomainTestSupport",
      dependencies: ["Domain", "DomainLive", "HTTPClient", "TextUI", "Tracing", "Instrumentation"]),
    .testTarget(name: "DomainTests", dependencies: ["Domain", "DomainLive", "DomainTestSupport", "Instrumentation"]),
    .testTarget(name: "DomainLiveTests", dependencies: ["DomainLive", "HTTPClient", "Domain", "DomainTestSupport"]),
    .testTarget(name: "HTTPClientTests", dependencies: ["HTTPClient", "DomainTestSupport"]),
    .testTarget(
      name: "InstrumentationTests", dependencies: ["Instrumentation", "Domain", "DomainLive", "DomainTestSupport"]),
    .testTarget(name: "TracingTests", dependencies: ["Tracing"]),
    .testTarget(name: "TextUITests", dependencies: ["TextUI", "Tracing"]),
    .testTarget(name: "DeclarativeUITests", dependencies: ["DeclarativeUI", "TextUI"]),
    .testTarget(name: "ArgumentTableTests", dependencies: ["ArgumentTable"]),
    .testTarget(
      name: "MVCTests",
      dependencies: [
        "MVC", "Domain", "DomainLive", "TextUI", "DeclarativeUI", "Tracing", "Instrumentation", "DomainTestSupport",
      ]),
    .testTarget(
      name: "MVPTests",
      dependencies: [
        "MVP", "Domain", "DomainLive", "TextUI", "DeclarativeUI", "Tracing", "Instrumentation", "DomainTestSupport",
      ]),
    .testTarget(
      name: "MVVMTests",
      dependencies: [
        "MVVM", "Domain", "DomainLive", "TextUI", "DeclarativeUI", "Tracing", "Instrumentation", "DomainTestSupport",
      ]),
    .testTarget(
      name: "VIPERTests",
      dependencies: [
        "VIPER", "Domain", "DomainLive", "TextUI", "DeclarativeUI", "Tracing", "Instrumentation", "DomainTestSupport",
      ]),
    .testTarget(
      name: "UDFTests",
      dependencies: [
        "UDF", "Harness", "Domain", "DomainLive", "TextUI", "DeclarativeUI", "Tracing", "Instrumentation",
        "DomainTestSupport",
      ]),
    .testTarget(
      name: "ParityTests",
      dependencies: ["Harness", "Domain", "TextUI", "Tracing", "Instrumentation", "DomainTestSupport"],
      exclude: ["Transcripts", "Traces"]
    ),
    // The diagrams' two renderers as pure functions, their SVG read back with an XML parser.
    .testTarget(name: "DiagramsTests", dependencies: ["Diagrams", "Tracing", "DomainTestSupport"]),
    // compare's figures read from the kit's sources and its mutation results, without the binary.
    .testTarget(name: "ComparisonTests", dependencies: ["Comparison", "Diagrams", "Harness", "DomainTestSupport"]),
    // compare --changes' figures: unified diffs and change costs over a fixture with known figures.
    .testTarget(name: "ExplorerTests", dependencies: ["Explorer", "Harness", "HTTPClient", "DomainTestSupport"]),
    .testTarget(name: "ChangeCostsTests", dependencies: ["ChangeCosts", "Comparison"], exclude: ["Expected"]),
    // The course runner: its commands over a fake course and a scripted `swift test`, and the
    // built binary end to end (signals, a hanging or flooding test, concurrent hints).
    .testTarget(
      name: "CourseTests",
      dependencies: ["Course", "TestRuns", "ArchDemoKit", "ConsoleIO", "TextUI", "DomainTestSupport", "archdemo"],
      exclude: ["Expected"]
    ),
    .testTarget(
      name: "ArchDemoTests",
      dependencies: [
        "ArchDemoKit", "Harness", "Comparison", "Diagrams", "ConsoleIO", "Domain", "DomainLive",
        "TextUI",
        "Tracing", "Instrumentation", "DomainTestSupport", "archdemo",
      ],
      exclude: ["Expected", "Portability"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
