import DomainTestSupport
import Foundation
import Harness

/// The words random command lines and action lines are made of: valid ones, near misses and
/// hostile ones (control characters — every C0, DEL and C1 among them — very long text, repaired
/// invalid UTF-8, combining marks, wide characters, malformed URLs). Every URL either fails
/// validation or points at the loopback interface.
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
    var values = [
      "2026-11-18", "2026-02-30", "18/11/2026", "network", "decode", "empty", "fire", badFixtures.path, "/no/such/dir",
      badStore.path, folder.url.appendingPathComponent("missing/todos.json").path, "not a url", "ftp://127.0.0.1",
      "http://127.0.0.1:\(closedPort)", "search perez; clear", "refresh", "select 0", "select -1; quit", "bogus",
      "add; name x; due today; save", ";;;", "search", "=",
    ]
    var optionPairs = [
      ["--data", badFixtures.path], ["--data", badFixtures.path], ["--store", badStore.path], ["--fault", "empty"],
      ["--fault", "network"], ["--today", "2026-11-22"], ["--script", "search perez; clear; refresh"],
      ["--script", "add; name Buy milk; due tomorrow; save"], ["--script", "select 2; back; offline; online"],
      ["--api", "http://127.0.0.1:\(closedPort)"], ["--api", "nonsense"],
    ]
    var generator = SeededGenerator(seed: 0xC0_0C1)
    let controls = (Array(0x00...0x1F) + Array(0x7F...0x9F)).compactMap(Unicode.Scalar.init)
    let controlTexts = (0..<40).map { _ in
      String(
        String.UnicodeScalarView(
          (0..<Int.random(in: 1...6, using: &generator)).flatMap { _ in
            [controls.randomElement(using: &generator)!, "x"]
          }))
    }
    let wide = ["日本語のタスク", "🎉 Party 🎉", "ＡＢＣ", "한국어 메모", "name 日本語", "search 🏎️", "e\u{301}日\u{1B}本"]
    let malformedURLs = [
      "HTTP://127.0.0.1:\(closedPort)", "http://127.0.0.1:99999", "http://127.0.0.1:0", "http://127.0.0.1:-1",
      "http://[::1", "http://[::1]:\(closedPort)", "http://%zz", "http://a b", "http:///users", "https://",
      "http://127.0.0.1:\(closedPort)/?q=1#f", "http://user@127.0.0.1:\(closedPort)", "javascript:alert(1)",
      "http://127.0.0.1:\(closedPort)/\u{1B}[2J", "hTtP://localhost:\(closedPort)", "//127.0.0.1", "http:",
    ]
    optionPairs += malformedURLs.map { ["--api", $0] }
    values += malformedURLs + wide
    hostile =
      controlTexts + wide + malformedURLs + [
        String(repeating: "a", count: 100_000), "\u{0}", "\u{7}\u{1B}[2J", "\r\n", "e\u{301}\u{301}\u{301}", "🏎️👩‍💻",
        String(decoding: [0xFF, 0xFE, 0xC3, 0x28], as: UTF8.self), "\t", " ", "--pattern=mvp", "--fault=", "—pattern",
      ]
    self.values = values
    self.optionPairs = optionPairs
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
