import Foundation
import Harness
import Testing
import Tracing

/// Rules every pattern's sources keep, read from the files themselves: logic roles never import
/// the UI toolkit, and what a screen says when something fails is written once, in Domain's
/// `FailureText`, and drawn once, by TextUI's `ProblemLine`.
@Suite("The patterns' sources")
struct PatternSourceRulesTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources")

  /// Every Swift file of the four patterns, with its path from `Sources` and its text.
  static func patternFiles() throws -> [(path: String, text: String)] {
    var files: [(String, String)] = []
    for pattern in Pattern.allCases.map(\.displayName) {
      let folder = sources.appendingPathComponent(pattern)
      let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
      for case let path as String in enumerator where path.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        files.append(("\(pattern)/\(path)", text))
      }
    }
    #expect(files.count > 100)
    return files.sorted { $0.0 < $1.0 }
  }

  @Test func noPresenterViewModelInteractorOrReducer_importsTextUIOrDeclarativeUI() throws {
    for (path, text) in try Self.patternFiles() {
      // given
      guard let role = Role.of(file: path, text: text), [.presenter, .viewModel, .interactor, .reducer].contains(role)
      else {
        continue
      }

      // then
      let lines = text.split(separator: "\n")
      #expect(!lines.contains("import TextUI"), "\(path) is a \(role.rawValue) and imports TextUI")
      #expect(!lines.contains("import DeclarativeUI"), "\(path) is a \(role.rawValue) and imports DeclarativeUI")
    }
  }

  /// Logic roles are the lesson: what crosses their edges is traced by the views, the window, the
  /// binding, UDF's store and the decorators a composition root wires, never by the logic itself.
  @Test func noPresenterViewModelInteractorOrReducer_mentionsTracing() throws {
    var logicFiles = 0
    for (path, text) in try Self.patternFiles() {
      // given
      guard let role = Role.of(file: path, text: text), [.presenter, .viewModel, .interactor, .reducer].contains(role)
      else {
        continue
      }
      logicFiles += 1

      // then
      for line in text.split(separator: "\n") where line.contains("Trace") || line.contains("Tracing") {
        Issue.record("\(path) is a \(role.rawValue) and mentions tracing: \(line.trimmingCharacters(in: .whitespaces))")
      }
    }
    #expect(logicFiles > 40, "the logic roles' files were read")
  }

  @Test func failureTexts_areWrittenOnceInDomain() throws {
    for (path, text) in try Self.patternFiles() {
      // then
      #expect(!text.contains("\"Could not"), "\(path) writes a failure text of its own: use Domain's FailureText")
      #expect(!text.contains("[\"! \\("), "\(path) draws a form's problem line itself: use TextUI's ProblemLine")
    }
  }

  /// Trace lines are written where the message is sent: the toolkit names no pattern's method,
  /// not even in an example. Every `func` a pattern file declares, unless TextUI or Tracing
  /// declares the name too (a `func` or an enum `case`), must not appear there as a call.
  @Test func textUIAndTracing_nameNoMethodOfAPattern() throws {
    // given every function name the patterns declare
    let declared = try Self.patternFiles().flatMap { file in
      file.text.matches(of: /func ([a-z][A-Za-z0-9]*)\(/).map { String($0.output.1) }
    }
    var toolkit: [(path: String, text: String)] = []
    for target in ["TextUI", "Tracing"] {
      let folder = Self.sources.appendingPathComponent(target)
      let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
      for case let path as String in enumerator where path.hasSuffix(".swift") {
        toolkit.append(
          ("\(target)/\(path)", try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)))
      }
    }
    let own = Set(
      toolkit.flatMap { $0.text.matches(of: /(?:func|case) ([a-z][A-Za-z0-9]*)\(/).map { String($0.output.1) } })
    // The standard library's `Sequence.reduce`, which the toolkit calls on its own arrays, shares
    // its name with UDF's `Reducer.reduce(into:action:)`.
    let patternOnly = Set(declared).subtracting(own).subtracting(["reduce"])
    #expect(patternOnly.count > 50, "the patterns' methods were read")

    // then no toolkit file, comments included, writes one of them as a call
    for (path, text) in toolkit {
      for name in patternOnly where text.contains("\(name)(") {
        Issue.record("\(path) names \(name)(…), a pattern's method: the view that sends it traces it")
      }
    }
  }
}
