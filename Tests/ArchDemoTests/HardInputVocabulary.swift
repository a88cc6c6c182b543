import ArchDemoKit
import DomainTestSupport
import Foundation

/// The words random command lines and action lines are made of: valid ones, near misses and
/// hostile ones (control characters, very long text, repaired invalid UTF-8, combining marks).
struct HardInputVocabulary {
  let commands = ["run", "list", "help", "--help", "-h", "compare", "", "RUN", "run run"]
  let flags = ["--pattern", "--script", "--today", "--data", "--api", "--store", "--fault", "--trace", "-p", "--", "-"]
  let patterns = ["mvp", "MVP", "mvc", "mvvm", "viper", "mv", ""]
  let features = ["users", "drivers", "news", "todos", "melodies", "Users", "todo", ""]
  let values: [String]
  let hostile: [String]
  /// Options with values that fit them, good and bad, so that runs get past the parser.
  let optionPairs: [[String]]

  init(folder: TemporaryFolder) throws {
    let badFixtures = folder.url.appendingPathComponent("bad")
    try FileManager.default.createDirectory(at: badFixtures, withIntermediateDirectories: true)
    for name in ["users", "drivers", "news", "melodies"] {
      try Data(#"{"truncated": "#.utf8).write(to: badFixtures.appendingPathComponent("\(name).json"))
    }
    let badStore = try folder.file("bad-store.json", contents: "[{]")
    let closedPort = try LoopbackHTTPServer.closedPort()
    values = [
      "2026-11-18", "2026-02-30", "18/11/2026", "network", "decode", "empty", "fire", badFixtures.path, "/no/such/dir",
      badStore.path, folder.url.appendingPathComponent("missing/todos.json").path, "not a url", "ftp://127.0.0.1",
      "http://127.0.0.1:\(closedPort)", "search perez; clear", "refresh", "select 0", "select -1; quit", "bogus",
      "add; name x; due today; save", ";;;", "search", "=",
    ]
    optionPairs = [
      ["--data", badFixtures.path], ["--data", badFixtures.path], ["--store", badStore.path], ["--fault", "empty"],
      ["--fault", "network"], ["--today", "2026-11-22"], ["--script", "search perez; clear; refresh"],
      ["--script", "add; name Buy milk; due tomorrow; save"], ["--script", "select 2; back; offline; online"],
      ["--api", "http://127.0.0.1:\(closedPort)"], ["--api", "nonsense"],
    ]
    hostile = [
      String(repeating: "a", count: 100_000), "\u{0}", "\u{7}\u{1B}[2J", "\r\n", "e\u{301}\u{301}\u{301}", "🏎️👩‍💻",
      String(decoding: [0xFF, 0xFE, 0xC3, 0x28], as: UTF8.self), "\t", " ", "--pattern=mvp", "--fault=", "—pattern",
    ]
  }

  func argumentVector(using generator: inout some RandomNumberGenerator) -> [String] {
    var arguments: [String] = []
    if Int.random(in: 0..<10, using: &generator) < 7 {
      arguments = [
        "run", "--pattern", patterns.randomElement(using: &generator)!, features.randomElement(using: &generator)!,
      ]
      for _ in 0..<Int.random(in: 0...2, using: &generator) {
        arguments += optionPairs.randomElement(using: &generator)!
      }
      if Int.random(in: 0..<2, using: &generator) == 0 { return arguments }
    }
    for _ in 0..<Int.random(in: 0...5, using: &generator) {
      let word =
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: commands.randomElement(using: &generator)!
        case 1, 2: flags.randomElement(using: &generator)!
        case 3: hostile.randomElement(using: &generator)!
        default: values.randomElement(using: &generator)!
        }
      arguments.insert(word, at: Int.random(in: 0...arguments.count, using: &generator))
    }
    return arguments
  }

  func actionLine(using generator: inout some RandomNumberGenerator) -> String {
    let names = SessionCommand.allUsages.map { String($0.prefix { $0 != " " }) } + ["SEARCH", "sElEcT", "frob", ""]
    let name = names.randomElement(using: &generator)!
    let argument =
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: ""
      case 1: hostile.randomElement(using: &generator)!
      case 2: String(Int.random(in: -3...12, using: &generator))
      default: values.randomElement(using: &generator)!
      }
    return Int.random(in: 0..<8, using: &generator) == 0 ? argument : "\(name) \(argument)"
  }
}
