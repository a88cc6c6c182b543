import Foundation
import Testing

/// `Scripts/check-portability`, the Mac build's stand-in on a Linux CI: fed a file with each kind
/// of mistake, it names every one on its line and nothing else; fed code that branches per
/// platform, it reports nothing; and the kit itself passes it.
///
/// The samples are `.txt` files in `Portability/`, so neither the compiler nor the check reads
/// them as the kit's code. A sample line marked `expect: <words>` must be reported with those
/// words; an unmarked line must not be reported at all.
@Suite("Scripts/check-portability", .enabled(if: PortabilityCheck.canRun, "needs python3 on the PATH"))
struct PortabilityCheckTests {
  @Test func eachLinuxOnlyNameAndNewerAPI_isNamedOnItsLine() throws {
    let result = try PortabilityCheck.run(samples: ["Mistakes.txt": "Sources/Sample/Mistakes.swift"])

    #expect(result.status == 1)
    try PortabilityCheck.expectReportsMatchMarks(result, sample: "Mistakes.txt", as: "Mistakes.swift")
  }

  @Test func linuxBranchInAFileWithNoDarwinBranch_isNamed() throws {
    let result = try PortabilityCheck.run(samples: ["LinuxOnlyBranch.txt": "Sources/Sample/Peak.swift"])

    #expect(result.status == 1)
    try PortabilityCheck.expectReportsMatchMarks(result, sample: "LinuxOnlyBranch.txt", as: "Peak.swift")
  }

  @Test func scriptUsingWhatAMacLacks_isNamedOnEachLine() throws {
    let result = try PortabilityCheck.run(samples: ["MacScript.txt": "Scripts/sample-script"])

    #expect(result.status == 1)
    try PortabilityCheck.expectReportsMatchMarks(result, sample: "MacScript.txt", as: "sample-script")
  }

  @Test func scriptThatSaysItIsForCIOnLinux_isLeftAlone() throws {
    let script = try PortabilityCheck.sample("MacScript.txt")
      .replacingOccurrences(of: "set -euo pipefail", with: "# This one is for CI on Linux.\nset -euo pipefail")

    let result = try PortabilityCheck.run(files: ["Scripts/sample-script": script])

    #expect(result.status == 0, "\(result.output)")
  }

  @Test func codeThatBranchesPerPlatform_passes() throws {
    let result = try PortabilityCheck.run(samples: ["Portable.txt": "Sources/Sample/Portable.swift"])

    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.hasSuffix("0 problems\n"))
  }

  @Test func eachLanguageFeatureNewerThanTheToolsVersion_isNamedOnItsLine() throws {
    let result = try PortabilityCheck.run(samples: ["NewerLanguage.txt": "Tests/SampleTests/NewerLanguage.swift"])

    #expect(result.status == 1)
    try PortabilityCheck.expectReportsMatchMarks(result, sample: "NewerLanguage.txt", as: "NewerLanguage.swift")
  }

  @Test func languageFeaturesUnderAToolsVersionThatHasThem_pass() throws {
    let sample = try PortabilityCheck.sample("NewerLanguage.txt")

    let result = try PortabilityCheck.run(
      files: ["Tests/SampleTests/NewerLanguage.swift": sample], floor: 26, swift: "6.2")

    #expect(result.status == 0, "\(result.output)")
  }

  @Test func newerAPIUnderAHigherFloor_passes() throws {
    let result = try PortabilityCheck.run(
      files: ["Sources/Sample/Lock.swift": "import Synchronization\nlet lock = Mutex(0)\n"], floor: 15)

    #expect(result.status == 0, "\(result.output)")
  }

  @Test func theKitItself_passes() throws {
    let result = try PortabilityCheck.execute([PortabilityCheck.repository.path])

    #expect(result.status == 0, "\(result.output)")
    #expect(result.output.contains("in 4 packages, 0 problems"))
  }
}

/// Runs the check on a package made in a temporary folder.
enum PortabilityCheck {
  struct Result {
    var status: Int32
    var output: String
  }

  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Portability")

  static var canRun: Bool {
    (try? execute(["--version"], program: "python3").status) == 0
  }

  static func sample(_ name: String) throws -> String {
    try String(contentsOf: samples.appendingPathComponent(name), encoding: .utf8)
  }

  /// Copies each sample to its path in a package whose floor is macOS 14, and checks it.
  static func run(samples: [String: String]) throws -> Result {
    try run(files: samples.reduce(into: [:]) { files, entry in files[entry.value] = try sample(entry.key) })
  }

  /// Writes `files` into a package whose floor is macOS `floor` and Swift `swift`, and checks it.
  static func run(files: [String: String], floor: Int = 14, swift: String = "6.0") throws -> Result {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("check-portability-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let manifest = """
      // swift-tools-version: \(swift)
      import PackageDescription

      let package = Package(name: "Sample", platforms: [.macOS(.v\(floor))], targets: [.target(name: "Sample")])

      """
    for (path, text) in files.merging(["Package.swift": manifest], uniquingKeysWith: { first, _ in first }) {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return try execute([root.path])
  }

  static func execute(_ arguments: [String], program: String? = nil) throws -> Result {
    let script = repository.appendingPathComponent("Scripts/check-portability").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = program.map { [$0] + arguments } ?? ["python3", script] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }

  /// Expects one report or more on each line of `sample` marked `expect:`, each such line's
  /// reports to contain the words after the mark, and no report on an unmarked line.
  static func expectReportsMatchMarks(
    _ result: Result, sample name: String, as file: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let lines = try sample(name).components(separatedBy: "\n")
    var marks: [Int: String] = [:]
    for (index, line) in lines.enumerated() {
      guard let mark = line.range(of: "expect: ") else { continue }
      marks[index + 1] = String(line[mark.upperBound...])
    }
    #expect(!marks.isEmpty, "the sample marks its mistakes", sourceLocation: sourceLocation)
    let reports = result.output.split(separator: "\n").compactMap { report -> (line: Int, text: String)? in
      guard let start = report.range(of: "\(file):") else { return nil }
      let rest = report[start.upperBound...]
      guard let number = Int(rest.prefix { $0.isNumber }) else { return nil }
      return (number, String(rest))
    }
    for (line, words) in marks.sorted(by: { $0.key < $1.key }) {
      let onLine = reports.filter { $0.line == line }
      #expect(!onLine.isEmpty, "line \(line) of \(name) is not reported", sourceLocation: sourceLocation)
      #expect(
        onLine.contains { $0.text.contains(words) }, "line \(line) is reported without “\(words)”: \(onLine)",
        sourceLocation: sourceLocation)
    }
    for report in reports where marks[report.line] == nil {
      Issue.record("an unmarked line is reported: \(report.text)", sourceLocation: sourceLocation)
    }
  }
}
