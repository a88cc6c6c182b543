import Foundation
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
    for pattern in ["MVC", "MVP", "MVVM", "VIPER"] {
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

  @Test func noPresenterViewModelOrInteractor_importsTextUI() throws {
    for (path, text) in try Self.patternFiles() {
      // given
      guard let role = Role.of(file: path, text: text), [.presenter, .viewModel, .interactor].contains(role) else {
        continue
      }

      // then
      #expect(
        !text.split(separator: "\n").contains("import TextUI"), "\(path) is a \(role.rawValue) and imports TextUI")
    }
  }

  @Test func failureTexts_areWrittenOnceInDomain() throws {
    for (path, text) in try Self.patternFiles() {
      // then
      #expect(!text.contains("\"Could not"), "\(path) writes a failure text of its own: use Domain's FailureText")
      #expect(!text.contains("[\"! \\("), "\(path) draws a form's problem line itself: use TextUI's ProblemLine")
    }
  }
}
