import Harness
import Testing

/// Without `--trace`, the four patterns print the same bytes for the same command line.
@Suite("archdemo output across patterns")
struct CrossPatternOutputTests {
  static let commandLines: [[String]] = [
    ["users"],
    ["users", "--fault", "empty", "--script", "refresh; save"],
    ["drivers", "--script", "search perez; search ham; search zzz; clear; refresh"],
    ["drivers", "--fault", "network", "--script", "search x; refresh"],
    ["news", "--script", "select 4; back; search cafe; select 1; back; clear; select 42"],
    ["news", "--fault", "decode"],
    ["todos", "--today", "2026-11-22", "--script", "add; save; name Tea; due 2026-11-30; save; add; cancel"],
    ["todos", "--today", "2026-11-18", "--fault", "network", "--script", "add; name x; due today; save; cancel"],
    ["melodies", "--script", "offline; refresh; online"],
    ["melodies", "--fault", "network", "--script", "offline; online"],
    ["drivers", "--rows", "4", "--script", "next page; search e; bottom; down; refresh; top; search zzz; down"],
    ["todos", "--today", "2026-11-18", "--rows", "2", "--script", "bottom; add; name Tea; due today; save; top"],
    ["news", "--columns", "40", "--script", "select 1; back; search swift; select 1"],
    ["drivers", "--columns", "24", "--rows", "3", "--script", "next page; search ham"],
  ]

  @Test(arguments: commandLines)
  func sameCommandLine_printsTheSameBytesInEveryPattern(_ rest: [String]) throws {
    let reference = try ArchdemoProcess.run(["run", "--pattern", "mvp"] + rest)
    #expect(reference.status == 0)
    for pattern in Pattern.allCases where pattern != .mvp {
      let other = try ArchdemoProcess.run(["run", "--pattern", pattern.rawValue] + rest)
      #expect(other.status == reference.status, "\(pattern.rawValue)")
      #expect(other.stdout == reference.stdout, "\(pattern.rawValue) stdout")
      #expect(other.stderr == reference.stderr, "\(pattern.rawValue) stderr")
    }
  }

  @Test func sameStandardInput_printsTheSameBytesInEveryPattern() throws {
    let input = "help\nsearch ham\nselect 1\nfrob\nclear\nquit\n"
    let reference = try ArchdemoProcess.run(["run", "--pattern", "mvp", "drivers"], input: input)
    for pattern in Pattern.allCases where pattern != .mvp {
      let other = try ArchdemoProcess.run(["run", "--pattern", pattern.rawValue, "drivers"], input: input)
      #expect(other.stdout == reference.stdout, "\(pattern.rawValue)")
      #expect(other.stderr == reference.stderr, "\(pattern.rawValue)")
    }
  }
}

/// `--trace` adds its lines and nothing else: without them the output is the untraced one.
@Suite("archdemo --trace")
struct TraceOutputTests {
  @Test(arguments: Pattern.allCases)
  func traceLines_areAllThatTraceAdds(_ pattern: Pattern) throws {
    let arguments = ["run", "--pattern", pattern.rawValue, "news", "--script", "search swift; select 1; back"]

    let plain = try ArchdemoProcess.run(arguments)
    let traced = try ArchdemoProcess.run(arguments + ["--trace"])

    let traceLines = traced.stdout.split(separator: "\n", omittingEmptySubsequences: false).filter {
      $0.hasPrefix("  · ")
    }
    let rest = traced.stdout.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("  · ") }
    #expect(traced.status == 0)
    #expect(rest.joined(separator: "\n") == plain.stdout)
    #expect(traceLines.count >= 8)
    #expect(traceLines.allSatisfy { $0.contains(" → ") && $0.contains(": ") })
  }
}
