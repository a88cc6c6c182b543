import ConsoleIO
import Foundation
import Testing
import Tracing

@testable import ArchDemoKit

/// Input of any length costs bounded memory: a line longer than the limit is skipped with a
/// message and the run goes on; `--trace` keeps no message and `--diagram` the first actions.
/// (The memory itself is measured in the README's reliability section, not asserted here.)
@Suite("Bounded input")
struct BoundedInputTests {
  @Test func aLineLongerThanTheLimit_isSkippedWithAMessage_andTheRunGoesOn() throws {
    // given: a search, a line of 100,000 bytes, then a search the run must still perform
    let long = String(repeating: "x", count: 100_000)
    let input = "search ham\n\(long)\nsearch lec\n"

    // when
    let result = try ArchdemoProcess.run(["run", "--pattern", "mvp", "drivers"], input: input)

    // then
    #expect(result.status == 0)
    #expect(
      result.stderr
        == "archdemo: an input line of 100000 bytes was skipped: lines are at most \(BoundedLineReader.lineLimit) bytes\n"
    )
    #expect(result.stdout.contains("Charles LECLERC"))
  }

  @Test(arguments: [
    ("a\nb\r\nc", ["a", "b", "c"]),
    ("\n\n", ["", ""]),
    ("", []),
  ])
  func lines_areSplitAtEachBreak_theLastWithoutOne(_ input: String, _ expected: [String]) throws {
    let lines = try Self.read(input)

    #expect(lines == expected.map(BoundedLineReader.Line.text))
  }

  @Test func aLineWithNoEnd_isSkippedWhole_atTheEndOfTheInput() throws {
    let lines = try Self.read("ok\n" + String(repeating: "z", count: 200_000))

    #expect(lines == [.text("ok"), .tooLong(200_000)])
  }

  /// Every line `BoundedLineReader` reads from a pipe holding `input`.
  static func read(_ input: String) throws -> [BoundedLineReader.Line] {
    let pipe = Pipe()
    let writer = Thread {
      pipe.fileHandleForWriting.write(Data(input.utf8))
      try? pipe.fileHandleForWriting.close()
    }
    writer.start()
    var reader = BoundedLineReader(descriptor: pipe.fileHandleForReading.fileDescriptor)
    var lines: [BoundedLineReader.Line] = []
    while let line = reader.next() { lines.append(line) }
    return lines
  }

  @MainActor
  @Test func diagramRecorder_keepsTheFirstActions_andSaysHowManyItLeftOut() {
    // given
    let recorder = StepRecorder()
    let message = TraceMessage(sender: "View", receiver: "Presenter", message: "searchTextChanged(\"a\")")

    // when
    for index in 0..<(StepRecorder.stepLimit + 5) {
      recorder.record(message)
      recorder.close("search \(index)")
    }

    // then
    let steps = recorder.steps
    #expect(steps.count == StepRecorder.stepLimit + 1)
    #expect(steps.first?.action == "search 0")
    #expect(steps.dropLast().last?.action == "search \(StepRecorder.stepLimit - 1)")
    #expect(steps.last?.action.hasPrefix("(5 more actions not drawn: a diagram keeps the first") == true)
  }
}
