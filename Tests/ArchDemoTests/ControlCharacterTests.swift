import ArchDemoKit
import Domain
import DomainTestSupport
import Foundation
import Harness
import Testing
import TextUI
import Tracing

/// Untrusted text holding control characters reaches the terminal escaped, never raw: frames,
/// alerts, trace lines and standard error alike, in every feature and every pattern.
@Suite("Control characters in untrusted text")
@MainActor
struct ControlCharacterTests {
  /// The bidirectional controls, which reorder what a terminal shows around them.
  static let bidirectional = [0x061C, 0x200E, 0x200F] + Array(0x202A...0x202E) + Array(0x2066...0x2069)

  /// Every C0 character, DEL, every C1 character, every bidirectional control, and three
  /// classic attacks.
  static let hostile: String = {
    let controls = (0x00...0x1F).map { $0 } + (0x7F...0x9F).map { $0 } + bidirectional
    let scalars = controls.compactMap(Unicode.Scalar.init).map(Character.init)
    return "Eve" + String(scalars) + "\u{1B}]0;pwned\u{07}\u{1B}[2J\n└─ Fake frame end \u{202E}gpj.exe"
  }()

  /// What a terminal would act on: C0 other than the frame's own line breaks, DEL, C1, and the
  /// bidirectional controls.
  static func rawControls(in text: String) -> [String] {
    var found = text.unicodeScalars.filter { bidirectional.contains(Int($0.value)) }.map {
      String($0.value, radix: 16)
    }
    let bytes = Array(text.utf8)
    for (index, byte) in bytes.enumerated() {
      if (byte < 0x20 && byte != 0x0A) || byte == 0x7F
        || (byte == 0xC2 && index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]))
      {
        found.append(String(byte, radix: 16))
      }
    }
    return found
  }

  static func fixtures(in folder: TemporaryFolder) throws {
    let name = hostile
    func json(_ object: Any) throws -> String {
      String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }
    _ = try folder.file(
      "users.json",
      contents: try json([
        ["firstName": name, "lastName": name, "age": 30], ["firstName": "Ann", "lastName": "B", "age": 2],
      ]))
    _ = try folder.file(
      "drivers.json",
      contents: try json([
        ["number": 7, "firstName": name, "lastName": name, "team": name],
        ["number": 8, "firstName": "Ann", "lastName": "B", "team": "C"],
      ]))
    let article: [String: Any] = [
      "source": ["id": name, "name": name], "author": name, "title": name, "description": name,
      "url": name, "publishedAt": name, "content": name,
    ]
    _ = try folder.file(
      "news.json", contents: try json(["status": "ok", "totalResults": 1, "articles": [article]]))
    _ = try folder.file(
      "melodies.json", contents: try json([["title": name, "artist": name, "duration": 61]]))
    _ = try folder.file(
      "todos.json",
      contents: try json([["id": UUID().uuidString, "name": name, "dueDate": "2026-11-19T09:00:00Z"]]))
  }

  static let scripts: [Feature: String] = [
    .users: "refresh; fly",
    .drivers: "search eve; clear; select 9",
    .news: "select 1; back; search eve; clear",
    .todos: "add; name Tea; due tomorrow; save",
    .melodies: "offline; online",
  ]

  @Test(arguments: Pattern.builtPairs)
  func fixturesAndStoreWithControlCharacters_reachTheOutputEscaped(_ pattern: Pattern, _ feature: Feature)
    async throws
  {
    // given
    let folder = try TemporaryFolder()
    try Self.fixtures(in: folder)
    // Wide enough that no cell is cut: the escapes are checked whole (a cut is TextUI's own test).
    var arguments = ["run", "--pattern", pattern.rawValue, feature.rawValue, "--trace", "--columns", "1000"]
    arguments +=
      feature == .todos
      ? ["--today", "2026-11-18", "--store", folder.url.appendingPathComponent("todos.json").path]
      : ["--data", folder.url.path]
    let console = RecordingConsole(input: (Self.scripts[feature] ?? "").components(separatedBy: "; ") + ["help"])

    // when
    let status = await ArchDemoProgram.main(arguments, console: console)

    // then
    #expect(status == 0)
    #expect(console.output.contains(#"\u{1B}]0;pwned\u{7}"#) || console.output.contains(#"\\u{1B}]0;pwned"#))
    #expect(Self.rawControls(in: console.output) == [])
    #expect(Self.rawControls(in: console.errors) == [])
    #expect(!console.output.contains("\n└─ Fake frame end"))
  }

  @Test(arguments: Pattern.builtPairs)
  func typedTextWithControlCharacters_isShownEscapedByTheHarness(_ pattern: Pattern, _ feature: Feature)
    async throws
  {
    // given a session driven directly, past the command line's refusal of such text
    var output = ""
    let trace = TraceLog { output += "  · " + TerminalText.escaped($0.description) + "\n" }
    let session = Session(
      pattern: pattern, feature: feature, environment: FeatureEnvironment(todoStorage: .items([])), trace: trace
    ) { output += $0.rendered() + "\n" }
    await session.start()

    // when
    for action: UserAction in [.search(Self.hostile), .add, .name(Self.hostile), .due(Self.hostile), .save] {
      if session.acceptedActions.contains(action.kind) { try? await session.perform(action) }
    }
    session.close()

    // then
    #expect(Self.rawControls(in: output) == [])
    #expect(!output.contains("\n└─ Fake frame end"))
  }

  @Test(arguments: ["name", "search", "due"])
  func typedTextWithAControlCharacter_isRefusedWithAClearMessage(_ action: String) async throws {
    // given
    let console = RecordingConsole(input: ["add", "\(action) Two\u{1B}[2JLines"])
    let feature = action == "search" ? "drivers" : "todos"

    // when
    let status = await ArchDemoProgram.main(["run", "--pattern", "mvp", feature], console: console)

    // then
    #expect(status == 0)
    #expect(console.errors.contains("'\(action)' takes one line of visible text; remove the control character \\u{1B}"))
    #expect(Self.rawControls(in: console.errors) == [])
  }

  @Test func twoLineNameInAScript_isAUsageMistake() async {
    let console = RecordingConsole()

    let status = await ArchDemoProgram.main(
      ["run", "--pattern", "mvp", "todos", "--script", "add; name Two\nLines; due tomorrow; save"], console: console)

    #expect(status == 64)
    #expect(console.output.isEmpty)
    #expect(console.errors.contains(#"remove the control character \n"#))
  }
}
