import Foundation
import Harness
import Testing
import TextUI
import Tracing

/// The trace of the user's input is observed, not assumed: each screen traces the message it
/// forwards in its `ScreenAction` handler (or, for `viewDidLoad()`, in `screenDidLoad`), so
/// for every pattern and feature each traced input must name a method the receiving role
/// declares, with the same argument labels, and be written on the line just before the call
/// that sends it. Rename a presenter's method, or forward to another, and this fails.
@Suite("Parity: traced input is the method called")
@MainActor
struct InputTraceTests {
  @Test(arguments: LifetimeTests.combinations)
  func everyTracedInput_namesAMethodOfTheReceivingRole_onTheLineBeforeTheCall(
    _ pattern: Pattern, _ feature: Feature
  ) async throws {
    // given every scenario of the feature, traced
    let log = TraceLog()
    for scenario in Scenario.all where scenario.feature == feature {
      _ = await Transcript.record(scenario, in: pattern, trace: log)
    }
    // The user's input, forwarded by a view; a view that navigates (UDF's, following its state)
    // talks to the window, which is output, not input.
    let inputs = log.messages.filter { $0.sender == "View" && $0.receiver != "Window" }
    let receiver = try #require(Role(rawValue: pattern.inputReceiver))
    let receiverSources = try PatternSourceRulesTests.patternFiles().filter { file in
      file.path.hasPrefix(pattern.displayName + "/") && Role.of(file: file.path, text: file.text) == receiver
    }

    // then
    #expect(!inputs.isEmpty, "\(pattern.rawValue) \(feature) traced no input")
    #expect(!receiverSources.isEmpty)
    for input in inputs {
      #expect(input.receiver == pattern.inputReceiver, "\(input)")
      let call = try #require(TracedCall(input.message), "\(input) is not a call")
      #expect(
        receiverSources.contains { call.isDeclared(in: $0.text) },
        "\(pattern.rawValue) \(feature): no \(receiver.rawValue) declares \(call.signature), traced as \(input)")

      let source = try #require(input.source, "\(input) carries no source line")
      let lines = try String(contentsOfFile: source.filePath, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false)
      let sender = Role.of(file: source.filePath)
      #expect(sender == (pattern == .mvc ? .controller : .view), "\(input) is traced from \(source)")
      let next = source.line < lines.count ? String(lines[source.line]) : ""
      #expect(next.contains("\(call.name)("), "\(input) is traced at \(source), but the next line is \(next)")
    }
  }

  @Test func tracedCall_readsNamesAndLabels() throws {
    #expect(try #require(TracedCall(#"searchTextChanged("a, b: c")"#)).signature == "searchTextChanged(_:)")
    #expect(try #require(TracedCall("rowSelected(at: 2)")).signature == "rowSelected(at:)")
    #expect(try #require(TracedCall("viewDidLoad()")).signature == "viewDidLoad()")
    #expect(TracedCall("outputs changed") == nil)
    #expect(try #require(TracedCall("rows(1–20 of 51,300)")).signature == "rows(in:)")
    #expect(TracedCall("rows(1–20 of 51,300)")?.isDeclared(in: "  func rows(in range: Range<Int>) -> [Row] {") == true)
    #expect(TracedCall("rowSelected(at: 2)")?.isDeclared(in: "  func rowSelected(at index: Int) async {") == true)
    #expect(TracedCall("rowSelected(at: 2)")?.isDeclared(in: "  func rowSelected(_ index: Int) {") == false)
    #expect(TracedCall(#"nameChanged("x")"#)?.isDeclared(in: "func nameChanged(_ text: String)") == true)
  }
}

/// A method call as the trace writes it, e.g. `rowSelected(at: 2)`: its name and labels.
struct TracedCall: Equatable {
  let name: String
  /// One label per argument, `_` for an unlabelled one.
  let labels: [String]

  init?(_ message: String) {
    // The table's question names the rows it asks by position, `rows(1–20 of 51,300)`: the
    // call is the data source's `rows(in:)`.
    if message.range(of: #"^rows\([0-9,]+–[0-9,]+ of [0-9,]+\)$"#, options: .regularExpression) != nil {
      name = "rows"
      labels = ["in"]
      return
    }
    guard let open = message.firstIndex(of: "("), message.hasSuffix(")") else { return nil }
    name = String(message[..<open])
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    let arguments = String(message[message.index(after: open)..<message.index(before: message.endIndex)])
      .replacingOccurrences(of: #""(?:[^"\\]|\\.)*""#, with: "\"\"", options: .regularExpression)
    labels =
      arguments.isEmpty
      ? []
      : arguments.components(separatedBy: ", ").map { argument in
        argument.range(of: #"^\w+: "#, options: .regularExpression).map { String(argument[$0].dropLast(2)) } ?? "_"
      }
  }

  /// The call's Swift name, e.g. `rowSelected(at:)`.
  var signature: String { "\(name)(\(labels.map { "\($0):" }.joined()))" }

  /// Whether `text` declares a method of this name whose parameters have these labels.
  func isDeclared(in text: String) -> Bool {
    let pattern = #"func \#(name)\(([^)]*)\)"#
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return false }
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).contains { match in
      guard let parameters = Range(match.range(at: 1), in: text) else { return false }
      let declared = text[parameters].split(separator: ",").map { parameter in
        String(parameter.trimmingCharacters(in: .whitespaces).prefix { $0 != " " && $0 != ":" })
      }
      return declared == labels
    }
  }
}
