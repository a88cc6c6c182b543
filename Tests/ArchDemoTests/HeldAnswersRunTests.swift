import Testing

@testable import ArchDemoKit

/// `archdemo run --answers held`: requests wait for `answer`, a superseded one is cancelled
/// with a trace line of its own, and the actions that need held answers say so when they are not.
@MainActor
struct HeldAnswersRunTests {
  @Test func answer_releasesTheOldestRequest_andASecondRefreshCancelsTheFirst() async {
    // given
    let console = RecordingConsole()

    // when: the first load is answered, then two refreshes; only the second is answered
    let status = await ArchDemoProgram.main(
      [
        "run", "--pattern", "mvp", "users", "--answers", "held", "--trace", "--script",
        "answer; refresh; refresh; answer",
      ],
      console: console)

    // then
    #expect(status == 0)
    let cancelled = console.output.split(separator: "\n").filter { $0.hasSuffix("fetchUsers() cancelled") }
    #expect(cancelled == ["  · Presenter → Service: fetchUsers() cancelled"])
    #expect(console.output.contains("5. Kenji Morimoto"))
    #expect(console.errors.isEmpty)
  }

  @Test func requestsStillOutWhenTheRunEnds_areCancelled() async {
    // given
    let console = RecordingConsole()

    // when: the script ends with the first load out
    _ = await ArchDemoProgram.main(
      ["run", "--pattern", "viper", "drivers", "--answers", "held", "--trace", "--script", "help"], console: console)

    // then: the interactor, which owns the work, cancelled it as the window closed
    #expect(console.output.contains("  · Interactor → Service: fetchDrivers() cancelled\n"))
    #expect(console.output.contains("answer, answer all, help, quit"))
  }

  @Test func answer_withNoneWaiting_isAUsageLine_andTheRunGoesOn() async {
    // given
    let console = RecordingConsole()

    // when
    let status = await ArchDemoProgram.main(
      ["run", "--pattern", "udf", "users", "--answers", "held", "--script", "answer; answer; refresh; answer"],
      console: console)

    // then
    #expect(status == 0)
    #expect(console.errors == "archdemo: no request is waiting for an answer\n")
    #expect(console.output.contains("Iyad Agha"))
  }

  @Test func answer_withoutHeldAnswers_saysHowToHoldThem() async {
    // given
    let console = RecordingConsole()

    // when
    let status = await ArchDemoProgram.main(
      ["run", "--pattern", "mvc", "users", "--script", "answer; help"], console: console)

    // then: the plain run's help does not offer it
    #expect(status == 0)
    #expect(console.errors.contains("run with --answers held"))
    #expect(!console.output.contains("answer all"))
  }

  @Test func unknownAnswers_isAUsageMistake() async {
    // given
    let console = RecordingConsole()

    // when
    let status = await ArchDemoProgram.main(
      ["run", "--pattern", "mvc", "users", "--answers", "late"], console: console)

    // then
    #expect(status == 64)
    #expect(console.errors.contains("unknown answers 'late' (answers: immediate, held)"))
  }
}
