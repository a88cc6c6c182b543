import Foundation
import Harness
import Testing

/// The binary's whole output, compared with the files in `Expected/`. With
/// `ARCHDEMO_RECORD_GOLDEN=1` (as `Scripts/record` sets it) the files are written from the
/// output instead, NO_COLOR being what a test's pipe gets anyway.
@Suite("archdemo output")
struct GoldenOutputTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var input = ""
    var stdout: String
    var stderr: String?
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases = [
    Case(arguments: [], stdout: "help.txt"),
    Case(arguments: ["--help"], stdout: "help.txt"),
    Case(arguments: ["list"], stdout: "list.txt"),
    Case(
      arguments: ["run", "--pattern", "mvp", "drivers", "--script", "search perez"], stdout: "drivers-search-perez.txt"),
    Case(arguments: ["run", "--pattern", "mvp", "users", "--script", "refresh"], stdout: "users-refresh.txt"),

    Case(
      arguments: [
        "run", "--pattern", "mvp", "todos", "--today", "2026-11-22", "--script",
        "add; save; name Buy milk; due tomorrow; save",
      ],
      stdout: "todos-add.txt"),
    Case(arguments: ["run", "--pattern", "mvp", "news", "--fault", "network"], stdout: "news-fault-network.txt"),
    Case(
      arguments: ["run", "--pattern", "mvp", "drivers"],
      input: "help\nfrobnicate\nsave\nselect 9\nsearch lewis hamilton\nquit\nsearch never\n",
      stdout: "drivers-stdin.txt", stderr: "drivers-stdin.stderr.txt"),
  ]

  /// The SwiftUI-shaped views print what the UIKit-shaped ones print, byte for byte.
  static let declarativeCases =
    Pattern.declarativeViewsBuilt
    ? [
      Case(
        arguments: ["run", "--pattern", "mvvm", "drivers", "--views", "declarative", "--script", "search perez"],
        stdout: "drivers-search-perez.txt")
    ] : []

  @Test(arguments: cases + declarativeCases)
  func wholeOutput_matchesGoldenFile(_ testCase: Case) throws {
    // when
    let result = try ArchdemoProcess.run(testCase.arguments, input: testCase.input)
    if ProcessInfo.processInfo.environment["ARCHDEMO_RECORD_GOLDEN"] == "1" {
      try Data(result.stdout.utf8).write(to: ArchdemoProcess.expectedURL(testCase.stdout))
      if let stderr = testCase.stderr { try Data(result.stderr.utf8).write(to: ArchdemoProcess.expectedURL(stderr)) }
    }

    // then
    #expect(result.status == 0)
    #expect(result.stdout == (try ArchdemoProcess.expected(testCase.stdout)))
    #expect(result.stderr == (try testCase.stderr.map(ArchdemoProcess.expected) ?? ""))
  }

  @Test func driversSearchPerez_showsSergioPerez() throws {
    let result = try ArchdemoProcess.run(["run", "--pattern", "mvp", "drivers", "--script", "search perez"])

    let lastFrame = result.stdout.components(separatedBy: "┌─").last ?? ""
    #expect(lastFrame.contains("Sergio PÉREZ"))
    #expect(!lastFrame.contains("HAMILTON"))
  }

  @Test func pipedInput_printsNoPrompt() throws {
    let result = try ArchdemoProcess.run(["run", "--pattern", "mvp", "users"], input: "refresh\n")

    #expect(result.status == 0)
    #expect(!result.stdout.contains("Users>"))
  }
}
