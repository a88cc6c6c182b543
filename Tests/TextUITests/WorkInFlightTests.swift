import Testing

@testable import TextUI

/// How the window tells that an action's work has settled although its handler returned at
/// once: every task started under a ticket holds it, and the work settles when the last one ends
/// or waits for an answer the script holds.
@MainActor
struct WorkInFlightTests {
  /// A flag the tasks under test set, on the main actor.
  final class Flags {
    var done: [String] = []
  }

  @Test func settled_withNothingInFlight_returnsWithoutLeavingTheMainActor() async {
    // given: work that started nothing, and a job waiting for the main actor
    let work = WorkInFlight()
    let flags = Flags()
    work.track {}
    Task { @MainActor in flags.done.append("queued job") }

    // when
    await work.settled()

    // then: it returned at once, so the main actor ran nothing in between, as it would during a
    // hop to the global executor and back (about 50 µs an action, Benchmarks/README.md)
    #expect(flags.done.isEmpty)
  }

  @Test func settled_waitsForTheTaskAHandlerStarted() async {
    // given
    let work = WorkInFlight()
    let flags = Flags()

    // when: the handler starts a task and returns
    work.track {
      Task {
        await Task.yield()
        flags.done.append("task")
      }
    }
    await work.settled()

    // then
    #expect(flags.done == ["task"])
  }

  @Test func settled_waitsForTheTasksThatTaskStarts() async {
    // given
    let work = WorkInFlight()
    let flags = Flags()

    // when
    work.track {
      Task {
        await Task.yield()
        Task {
          await Task.yield()
          flags.done.append("inner")
        }
      }
    }
    await work.settled()

    // then
    #expect(flags.done == ["inner"])
  }

  @Test func settled_returnsWhileTheOnlyWorkWaitsForAHeldAnswer() async {
    // given: a task that marks itself waiting, as a held request does, and waits for a gate
    let work = WorkInFlight()
    let (gate, opener) = AsyncStream<Void>.makeStream()

    // when
    work.track {
      Task {
        WorkInFlight.current?.beginWaiting()
        for await _ in gate {}
      }
    }
    await work.settled()

    // then: it returned with the task still out; once released the task is work again
    #expect(work.isSettled)
    opener.finish()
  }

  @Test func settled_waitsAgainOnceTheHeldAnswerIsReleased() async {
    // given: a task waiting for a held answer
    let work = WorkInFlight()
    let flags = Flags()
    var ticket: WorkInFlight.Ticket?
    let (gate, opener) = AsyncStream<Void>.makeStream()
    work.track {
      ticket = WorkInFlight.current
      Task {
        WorkInFlight.current?.beginWaiting()
        for await _ in gate {}
        flags.done.append("answered")
      }
    }
    await work.settled()
    #expect(flags.done.isEmpty)

    // when: the answer is released, as `answer` releases it
    ticket?.endWaiting()
    ticket = nil
    opener.finish()
    await work.settled()

    // then: the work ran to its end before settled returned
    #expect(flags.done == ["answered"])
  }

  @Test func workUnderATicket_doesNotWaitForItself() async {
    // given: a task that, while it runs, performs another action and waits for it (a test's
    // tap in the middle of a request)
    let work = WorkInFlight()
    let flags = Flags()

    // when
    work.track {
      Task {
        work.track {
          Task { flags.done.append("tap") }
        }
        await work.settled()
        flags.done.append("request")
      }
    }
    await work.settled()

    // then: the inner wait ended without waiting for the task it ran in
    #expect(flags.done == ["tap", "request"])
  }
}
