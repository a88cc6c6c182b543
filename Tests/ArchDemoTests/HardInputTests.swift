import ArchDemoKit
import DomainTestSupport
import Foundation
import Harness
import Testing

/// Random and malformed input from a fixed seed: the command line and the sessions never crash,
/// and every rejection is one clean line.
@Suite("Hard inputs")
@MainActor
struct HardInputTests {
  @Test func tenThousandRandomArgumentVectors_endCleanly() async throws {
    var generator = SeededGenerator(seed: 0xA5_0001)
    let folder = try TemporaryFolder()
    let words = try HardInputVocabulary(folder: folder)
    var statuses: [Int32: Int] = [:]
    for number in 0..<10_000 {
      let arguments = words.argumentVector(using: &generator)
      let console = RecordingConsole()

      let status = await ArchDemoProgram.main(arguments, console: console)

      statuses[status, default: 0] += 1
      let context = "vector \(number): \(arguments.map { String($0.prefix(60)) })"
      #expect(ControlCharacterTests.rawControls(in: console.output) == [], "\(context)")
      #expect(ControlCharacterTests.rawControls(in: console.errors) == [], "\(context)")
      switch status {
      case 0:
        #expect(console.errorLines.allSatisfy { $0.hasPrefix("archdemo: ") }, "\(context)")
      case 64, 65:
        #expect(console.output.isEmpty, "\(context)")
        #expect(console.errorLines.count == 1, "\(context)")
        #expect(console.errors.hasPrefix("archdemo: "), "\(context)")
        #expect(console.errors.count < 600, "\(context)")
      default:
        Issue.record("unexpected exit status \(status) for \(context)")
      }
    }
    // The vectors reach every outcome: runs, usage mistakes and bad data.
    #expect(statuses[0, default: 0] > 500)
    #expect(statuses[64, default: 0] > 500)
    #expect(statuses[65, default: 0] > 50)
  }

  @Test(arguments: Feature.allCases)
  func twoThousandRandomActionLines_areReportedAndTheSessionGoesOn(_ feature: Feature) async throws {
    var generator = SeededGenerator(seed: 0xA5_0100 + UInt64(feature.rawValue.count))
    let folder = try TemporaryFolder()
    let words = try HardInputVocabulary(folder: folder)
    let lines = (0..<2_000).map { _ in words.actionLine(using: &generator) }
    let console = RecordingConsole(
      input: lines.filter { $0.lowercased().trimmingCharacters(in: .whitespacesAndNewlines) != "quit" } + ["help"])
    var arguments = ["run", "--pattern", "mvp", feature.rawValue]
    if feature == .todos { arguments += ["--today", "2026-11-18"] }

    let status = await ArchDemoProgram.main(arguments, console: console)

    #expect(status == 0)
    #expect(console.errorLines.allSatisfy { $0.hasPrefix("archdemo: ") && !$0.contains("\n") })
    #expect(ControlCharacterTests.rawControls(in: console.output + console.errors) == [])
    #expect(console.output.hasSuffix("quit\n\n"), "the session still answers help at the end")
  }

  @Test func invalidUTF8OnStandardInput_isReportedNotFatal() throws {
    let bytes: [UInt8] = [0x73, 0x65, 0x61, 0x72, 0x63, 0x68, 0x20, 0xFF, 0xFE, 0x0A, 0xC3, 0x28, 0x0A, 0x80, 0x0A]
    let result = try ArchdemoProcess.run(["run", "--pattern", "mvp", "drivers"], inputData: Data(bytes))

    #expect(result.status == 0)
    #expect(result.stdout.contains("No drivers match"))
    #expect(result.stderr.split(separator: "\n").count == 2)
  }

  @Test func invalidUTF8InArguments_isAUsageMistake() throws {
    let result = try ArchdemoProcess.run(viaShell: #"run --pattern "$(printf '\377\376')" users"#)

    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("archdemo: unknown pattern"))
  }
}
