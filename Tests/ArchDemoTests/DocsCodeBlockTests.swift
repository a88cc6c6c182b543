import Foundation
import Testing

@testable import ArchDemoKit
@testable import Harness

/// Every fenced code block in README.md and the catalog's Markdown pages is accounted for, so
/// that no page shows code, a trace or a run's output the kit no longer has. A block is one of:
///
/// 1. **Generated**: inside a `<!-- figures:begin NAME -->` … `<!-- figures:end -->` region,
///    which ``DocsFiguresTests`` keeps equal to what the kit makes. Every block that shows the
///    kit's Swift (a `quote-NAME` region: a declaration, or the lines from one line to the end of
///    a declaration, see ``DocsFigures/quote(_:_:through:)``), a run's output or trace lines
///    (`output-NAME`, `trace-NAME`, see ``DocsFigures/runs``) or a checked-in file's lines
///    (`excerpt-NAME`) is one.
/// 2. **An illustration**: the line right before its opening fence is `<!-- illustration -->`.
///    For what the kit does not hold: a wrong version shown to teach, another framework's or a
///    classic sample's code, a sketch. The prose around it says it is not the kit's code where
///    that is not plain already. An illustration holds no trace line and no frame: what a run
///    prints is the kit's, and is generated.
/// 3. **Commands a learner types**: a block marked `sh`, `bash` or `console`. Each command line
///    in it that runs `archdemo` (`swift run archdemo …`, `.build/debug/archdemo …`) must parse
///    with the kit's own ``ArgumentParser``, and its `--script` with ``ActionParser``; a line
///    with a placeholder (`<feature>`) or an optional argument (`hint [3]`) is not checked.
///
/// Anything else fails, naming the page and the line of the opening fence.
@Suite("Docs: every code block is generated, an illustration, or commands")
struct DocsCodeBlockTests {
  static let illustration = "<!-- illustration -->"
  static let shellLanguages: Set<String> = ["sh", "bash", "console"]

  /// One fenced block of a page.
  struct Block: CustomStringConvertible {
    enum Kind: Equatable { case generated, illustration, commands, unaccounted }
    /// The page, from the package folder.
    var file: String
    /// The 1-based line of its opening fence.
    var line: Int
    /// What follows the fence's backticks, e.g. `swift`; empty when nothing does.
    var language: String
    var lines: [String]
    var kind: Kind
    var description: String { "\(file):\(line): ```\(language) block" }
  }

  /// The Markdown pages: README.md and every `.md` in the catalog.
  static func pages() throws -> [String] {
    try DocsFigures.pages().filter { $0.hasSuffix(".md") }
  }

  /// The fenced blocks of `text`, each with what accounts for it. Regions are read as
  /// ``DocsFigures/filled(_:file:sources:)`` reads them: their markers count outside a fence only.
  static func blocks(in text: String, file: String) -> [Block] {
    let lines = text.components(separatedBy: "\n")
    var blocks: [Block] = []
    var inRegion = false
    var open: (index: Int, fence: String, language: String)?
    var body: [String] = []
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if let current = open {
        if trimmed == current.fence {
          let kind: Block.Kind =
            if inRegion {
              .generated
            } else if current.index > 0, lines[current.index - 1].trimmingCharacters(in: .whitespaces) == illustration {
              .illustration
            } else if shellLanguages.contains(current.language) {
              .commands
            } else {
              .unaccounted
            }
          blocks.append(
            Block(file: file, line: current.index + 1, language: current.language, lines: body, kind: kind))
          open = nil
          body = []
        } else {
          body.append(line)
        }
        continue
      }
      if trimmed.hasPrefix("```") {
        let fence = String(trimmed.prefix { $0 == "`" })
        open = (index, fence, String(trimmed.dropFirst(fence.count)).trimmingCharacters(in: .whitespaces))
      } else if DocsFigures.Regions.begin(line) != nil {
        inRegion = true
      } else if trimmed == DocsFigures.Regions.end {
        inRegion = false
      }
    }
    return blocks
  }

  /// A shell block's command lines, a line ending in `\` joined with the next, each without its
  /// comment (from an unquoted `#` that starts a word), with the page's line it starts on.
  static func commandLines(of block: Block) -> [(line: Int, text: String)] {
    var commands: [(Int, String)] = []
    var pending: (line: Int, text: String)?
    for (offset, raw) in block.lines.enumerated() {
      var text = ""
      var quote: Character?
      var previous: Character = " "
      for character in raw {
        if let open = quote {
          if character == open { quote = nil }
        } else if character == "\"" || character == "'" {
          quote = character
        } else if character == "#", previous.isWhitespace {
          break
        }
        text.append(character)
        previous = character
      }
      let start = pending?.line ?? block.line + 1 + offset
      let joined = (pending?.text ?? "") + text
      if joined.trimmingCharacters(in: .whitespaces).hasSuffix("\\") {
        pending = (start, String(joined.trimmingCharacters(in: .whitespaces).dropLast()) + " ")
      } else {
        commands.append((start, joined))
        pending = nil
      }
    }
    if let pending { commands.append(pending) }
    return commands
  }

  /// The arguments after `archdemo` of each command line in a shell block that runs it, cut at
  /// the first unquoted `|`, `;`, `&` or `>`, with the line it starts on; `nil` arguments for a
  /// line holding a placeholder (`<p>`) or an optional argument (`[3]`).
  static func archdemoCommands(in block: Block) -> [(line: Int, arguments: [String]?)] {
    var commands: [(Int, [String]?)] = []
    for (number, line) in commandLines(of: block) {
      guard let match = line.firstMatch(of: #/(?:^|[\s/])archdemo(?=\s|$)/#) else { continue }
      var words: [String] = []
      var word: String?
      var quote: Character?
      var placeholder = false
      scan: for character in line[match.range.upperBound...] {
        if let open = quote {
          if character == open { quote = nil } else { word = (word ?? "") + String(character) }
          continue
        }
        switch character {
        case "\"", "'":
          quote = character
          word = word ?? ""
        case " ", "\t":
          if let done = word { words.append(done) }
          word = nil
        case "|", ";", "&", ">":
          break scan
        case "<":
          placeholder = true
          break scan
        default:
          word = (word ?? "") + String(character)
        }
      }
      if let done = word { words.append(done) }
      // `[3]`: an optional argument, as a usage line writes it.
      if words.contains(where: { $0.hasPrefix("[") && $0.hasSuffix("]") }) { placeholder = true }
      commands.append((number, placeholder ? nil : words))
    }
    return commands
  }

  /// Whether `line` is what a run prints: a trace line (`· View → Presenter: …`) or a frame's
  /// edge (`┌─ Drivers`, `│ …`, `└─`).
  static func isRunOutput(_ line: String) -> Bool {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    return trimmed.firstMatch(of: #/^· \S+ → \S+: /#) != nil || trimmed == "└─" || trimmed.hasPrefix("┌─ ")
      || trimmed == "│" || trimmed.hasPrefix("│ ")
  }

  /// Why `arguments` are not a command line `archdemo` accepts, or `nil` when they are.
  static func mistake(in arguments: [String]) -> String? {
    do {
      let invocation = try ArgumentParser.parse(arguments)
      if case .run(let options) = invocation, let script = options.script {
        do {
          _ = try ActionParser.parseScript(script)
        } catch {
          return "in --script: \(error.message)"
        }
      }
      return nil
    } catch {
      return error.message
    }
  }

  @Test func everyBlock_isGenerated_anIllustration_orCommands() throws {
    var counts: [Block.Kind: Int] = [:]
    for page in try Self.pages() {
      let text = try String(contentsOf: DocsFiles.package.appendingPathComponent(page), encoding: .utf8)
      for block in Self.blocks(in: text, file: page) {
        counts[block.kind, default: 0] += 1
        if block.kind == .illustration, let line = block.lines.first(where: Self.isRunOutput) {
          let advice: String =
            "a trace line or a frame: a run's output is the kit's, so generate it "
            + "(an output-NAME or trace-NAME region, DocsFigures.runs)"
          Issue.record("\(block): an illustration holds \"\(line)\", \(advice)")
        }
        if block.kind == .unaccounted {
          let advice: String =
            "not in a generated region, not marked \(Self.illustration) on the line before, not commands "
            + "(sh, bash, console); quote the kit's code or run in a region (DocsFigures), or mark what the kit "
            + "does not hold as an illustration"
          Issue.record("\(block): \(advice)")
        }
      }
    }
    #expect(counts[.generated, default: 0] > 0)
  }

  @Test func everyArchdemoCommandInAShellBlock_parses() throws {
    var checked = 0
    for page in try Self.pages() {
      let text = try String(contentsOf: DocsFiles.package.appendingPathComponent(page), encoding: .utf8)
      for block in Self.blocks(in: text, file: page) where block.kind == .commands {
        for (line, arguments) in Self.archdemoCommands(in: block) {
          guard let arguments else { continue }
          checked += 1
          if let mistake = Self.mistake(in: arguments) {
            Issue.record("\(page):\(line): archdemo \(arguments.joined(separator: " ")): \(mistake)")
          }
        }
      }
    }
    #expect(checked > 0)
  }

  @Test func blocks_areTold_byRegion_marker_andLanguage() {
    // given a page with one block of each kind, and a region marker inside a fence
    let page = """
      <!-- figures:begin quote-x -->
      ```swift
      let kit = 1
      ```
      <!-- figures:end -->
      <!-- illustration -->
      ```swift
      let sketch = 2
      ```
      ```sh
      swift run archdemo run --pattern mvp users --script "search ham" | grep x  # comment
      .build/debug/archdemo run --pattern <p> drivers
      swift run archdemo course hint [3]
      swift run archdemo run --pattern mvvm \\
        news   # not archdemo scheme, a comment
      ```
      ```text
      <!-- figures:begin quote-y -->
      ```
      ```swift
      let typed = 3
      ```
      """

    // when
    let blocks = Self.blocks(in: page, file: "planted.md")

    // then
    #expect(blocks.map(\.kind) == [.generated, .illustration, .commands, .unaccounted, .unaccounted])
    #expect(blocks.map(\.line) == [2, 7, 10, 17, 20])
    let commands = Self.archdemoCommands(in: blocks[2])
    #expect(commands.map(\.line) == [11, 12, 13, 14])
    #expect(commands[2].arguments == nil)
    #expect(commands.last?.arguments == ["run", "--pattern", "mvvm", "news"])
    #expect(commands.first?.arguments == ["run", "--pattern", "mvp", "users", "--script", "search ham"])
    #expect(commands[1].arguments == nil)
    #expect(Self.isRunOutput("  · View → Presenter: viewDidLoad()") && Self.isRunOutput("┌─ Drivers"))
    #expect(!Self.isRunOutput("let sketch = 2"))
    #expect(Self.mistake(in: ["run", "--pattern", "mvp", "users", "--script", "search ham"]) == nil)
    #expect(Self.mistake(in: ["run", "--pattern", "mvp", "users", "--script", "fly away"]) != nil)
    #expect(Self.mistake(in: ["run", "--pattern", "mvq", "users"]) != nil)
  }
}
