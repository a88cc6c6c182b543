import ArchDemoKit
import Foundation
import Harness
import Testing

/// `run … --trace=locations`: every trace line ends with the file and line that sent the message,
/// and that line of the kit's source really sends it.
@Suite("archdemo run --trace=locations")
@MainActor
struct TraceLocationTests {
  /// A script per feature that crosses every kind of boundary it has: services, navigation, input.
  static let scripts: [Feature: String] = [
    .users: "refresh",
    .drivers: "search ham; clear; refresh",
    .news: "search swift; select 1; back",
    .todos: "add; name Buy milk; due tomorrow; save",
    .melodies: "offline; online; refresh",
    .favourites: "select 5; star; back",
  ]

  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func run(_ pattern: Pattern, _ feature: Feature, trace: String) async -> (status: Int32, output: String) {
    let console = RecordingConsole()
    var arguments = ["run", "--pattern", pattern.rawValue, feature.rawValue, trace]
    arguments += ["--script", scripts[feature] ?? ""]
    if feature == .todos { arguments += ["--today", "2026-11-23"] }
    let status = await ArchDemoProgram.main(arguments, console: console)
    return (status, console.output)
  }

  static func traceLines(_ output: String) -> [Substring] {
    output.split(separator: "\n").filter { $0.hasPrefix("  · ") }
  }

  @Test(arguments: Pattern.builtPairs)
  func everyLine_namesTheSourceLineThatSendsIt(pattern: Pattern, feature: Feature) async throws {
    // when
    let located = await Self.run(pattern, feature, trace: "--trace=locations")

    // then
    #expect(located.status == 0)
    let lines = Self.traceLines(located.output)
    #expect(!lines.isEmpty)
    for line in lines {
      let location = try #require(line.split(separator: "  ").last.map(String.init), "\(line)")
      let parts = location.split(separator: ":")
      let path = String(parts.first ?? "")
      let number = try #require(Int(parts.last ?? ""), "no line number in \(line)")
      #expect(path.hasPrefix("Sources/"), "\(line)")
      let text = try String(contentsOf: Self.package.appendingPathComponent(path), encoding: .utf8)
      let sourceLines = text.components(separatedBy: "\n")
      try #require(number >= 1 && number <= sourceLines.count, "\(line)")
      let sent = sourceLines[number - 1]
      let navigates = ["setRoot(", "push(", "present(", "pop(", "dismiss("].contains {
        sent.contains("window.\($0)") || sent.contains("window?.\($0)")
      }
      // An effect sends its answer through the `Send` its store handed it, which traces it for
      // the effect, as the window traces navigation for its caller: the location is the effect's,
      // or, for an action a reducer returns as `.send(…)`, with no task, the reducer's line.
      let effectSends =
        line.contains("· Effect → Store: send(") && (sent.contains("await send(") || sent.contains("return .send("))
      let sends = sent.contains("Trace.message(") || navigates || effectSends
      #expect(sends, "\(location) does not send “\(line)”: \(sent)")
      if line.contains("→ Window: ") {
        // Navigation is traced by the window for its caller: the location is the caller's.
        #expect(!path.hasPrefix("Sources/TextUI/"), "\(line)")
      }
    }
  }

  @Test(arguments: Pattern.allCases)
  func withoutLocations_theTraceIsTheSame(pattern: Pattern) async {
    let plain = await Self.run(pattern, .news, trace: "--trace")
    let located = await Self.run(pattern, .news, trace: "--trace=locations")

    let stripped = Self.traceLines(located.output).map { line in
      line.range(of: "  Sources/", options: .backwards).map { line[..<$0.lowerBound] } ?? line
    }
    #expect(stripped == Self.traceLines(plain.output).map { $0[...] })
    #expect(!Self.traceLines(plain.output).contains { $0.contains("Sources/") })
  }
}
