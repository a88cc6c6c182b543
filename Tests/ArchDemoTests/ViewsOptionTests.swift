import Harness
import Testing

@testable import ArchDemoKit

/// `archdemo run --views declarative`: the same run through the SwiftUI-shaped views prints the
/// same frames and messages as through the UIKit-shaped ones, in every pattern.
@MainActor
@Suite(.enabled(if: Pattern.declarativeViewsBuilt, "a copy of the kit without its declarative views"))
struct ViewsOptionTests {
  static let runs: [[String]] = [
    ["drivers", "--script", "search perez; clear; refresh; select 1"],
    ["news", "--script", "select 2; back; search swift"],
    ["todos", "--today", "2026-11-22", "--script", "add; save; name Buy milk; due tomorrow; save"],
    ["favourites", "--script", "select 1; star; back"],
  ]

  @Test(arguments: Pattern.allCases)
  func declarativeViews_printWhatTheImperativeOnesPrint(_ pattern: Pattern) async {
    for run in Self.runs where Feature(rawValue: run[0]).map({ pattern.hasBuilt($0, views: .declarative) }) == true {
      // given
      let imperative = RecordingConsole()
      let declarative = RecordingConsole()
      let arguments = ["run", "--pattern", pattern.rawValue] + run

      // when
      let imperativeStatus = await ArchDemoProgram.main(arguments, console: imperative)
      let declarativeStatus = await ArchDemoProgram.main(arguments + ["--views", "declarative"], console: declarative)

      // then
      #expect(imperativeStatus == 0)
      #expect(declarativeStatus == imperativeStatus)
      #expect(declarative.output == imperative.output, "\(pattern.rawValue) \(run.joined(separator: " "))")
      #expect(declarative.errors == imperative.errors, "\(pattern.rawValue) \(run.joined(separator: " "))")
    }
  }

  @Test func unknownViews_isAUsageMistake() async {
    // given
    let console = RecordingConsole()

    // when
    let status = await ArchDemoProgram.main(
      ["run", "--pattern", "mvvm", "users", "--views", "swiftui"], console: console)

    // then
    #expect(status == 64)
    #expect(console.errors.contains("unknown views 'swiftui' (views: imperative, declarative)"))
    #expect(console.output.isEmpty)
  }
}
