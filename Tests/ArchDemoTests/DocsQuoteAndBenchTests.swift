import Foundation
import Testing

/// The parts of ``DocsFigures`` that quote the kit's code and read the benchmarks' recorded run,
/// on planted input.
@Suite("Docs: quotes of the kit's code and ratios of the recorded benchmarks")
struct DocsQuoteAndBenchTests {
  @Test func quote_takesAWholeDeclaration_aOneLineOne_andARangeThroughADeclaration() throws {
    // given a file of the kit with a doc comment, a one-line declaration and a multi-line one
    let file = "Sources/VIPER/Drivers/DriversProtocols.swift"
    let text = try String(contentsOf: DocsFiles.package.appendingPathComponent(file), encoding: .utf8)
    try #require(text.contains("protocol DriversRouterInterface: AnyObject {}"))

    // when
    let oneLine = try DocsFigures.quote(file, "protocol DriversRouterInterface: AnyObject {}")
    let withComment = try DocsFigures.quote(
      file, "/// Where the drivers module can go", through: "protocol DriversRouterInterface: AnyObject {}")

    // then
    #expect(oneLine == "```swift\nprotocol DriversRouterInterface: AnyObject {}\n```")
    #expect(withComment.hasPrefix("```swift\n/// Where the drivers module can go"))
    #expect(withComment.hasSuffix("@MainActor\nprotocol DriversRouterInterface: AnyObject {}\n```"))
    #expect(throws: DocsFigures.Unresolved.self) { try DocsFigures.quote(file, "protocol NoSuchThing") }
  }

  @Test func benchFigures_areRatiosAndCellsOfTheRecordedTables() throws {
    // given a recorded run as Benchmarks/README.md holds one
    let readme = """
      \(BenchmarksPageTests.begin)
      ### Presenter throughput, 20 drivers (median per action)

      | pattern | screen | Session |
      |---|---|---|
      | MVC | 15.00 µs, 1/s | 16.00 µs, 1/s |
      | MVVM | 21.00 µs, 1/s | 0.02 ms, 1/s |

      ### Targets (ratios)

      | target | for | measured |
      |---|---|---|
      | domain ÷ floor | Domain | 2.50× |
      | scroll | MVC | 1.07× |
      | scroll | MVP | 1.09× |
      \(BenchmarksPageTests.end)
      """
    let tables = try DocsFigures.bench(readme: readme)
    let value = { (path: String) in
      try DocsFigures.benchValue(path.split(separator: ".").map(String.init), path: path, in: tables)
    }

    // then
    #expect(try value("presenter-throughput.screen.spread") == "1.40")
    #expect(try value("presenter-throughput.session.spread") == "1.25")
    #expect(try value("presenter.screen.max") == "21.00")
    #expect(try value("targets.domain-floor-domain.measured") == "2.50")
    #expect(try value("targets.scroll-mvc+scroll-mvp.measured.max") == "1.09")
    #expect(try value("targets.scroll*.measured.min") == "1.07")
    #expect(throws: DocsFigures.Unresolved.self) { try value("targets.scroll.measured") }
    #expect(throws: DocsFigures.Unresolved.self) { try value("targets.scroll*.measured") }
    #expect(throws: DocsFigures.Unresolved.self) { try value("presenter-throughput.trace.spread") }
  }
}
