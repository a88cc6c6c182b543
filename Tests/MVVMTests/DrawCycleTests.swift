import DomainTestSupport
import Observation
import Testing

@testable import MVVM

/// A minimal observable model, so the draw cycle is tested apart from any feature.
@MainActor
@Observable
final class CounterModel {
  var count = 0
  var untracked = ""
}

@Suite(.tags(.plumbing))
@MainActor
struct DrawCycleTests {
  private let model = CounterModel()
  private let cycle = DrawCycle()

  private func lines() -> [String] {
    cycle.lines { ["count \(model.count)"] }
  }

  @Test func readTwiceWithoutChange_drawsOnce() {
    // when
    let first = lines()
    let second = lines()

    // then
    #expect(first == ["count 0"])
    #expect(second == ["count 0"])
    #expect(cycle.drawCount == 1)
  }

  @Test func outputChange_marksForDisplayAndNextReadShowsTheNewValueNotTheOld() {
    // given
    _ = lines()

    // when
    model.count = 1

    // then
    #expect(cycle.needsDisplay)
    #expect(lines() == ["count 1"])
    #expect(cycle.drawCount == 2)
  }

  @Test func changeOfSomethingTheDrawDidNotRead_doesNotRedraw() {
    // given
    _ = lines()

    // when
    model.untracked = "ignored"

    // then
    #expect(!cycle.needsDisplay)
    #expect(lines() == ["count 0"])
    #expect(cycle.drawCount == 1)
  }

  @Test func trackingIsRegisteredAgainAfterEachDraw() {
    // given
    _ = lines()
    model.count = 1
    _ = lines()

    // when
    model.count = 2

    // then
    #expect(lines() == ["count 2"])
    #expect(cycle.drawCount == 3)
  }

  @Test func pendingRegistration_doesNotKeepTheCycleAlive() {
    // given
    var cycle: DrawCycle? = DrawCycle()
    @Weak var weakCycle = cycle
    _ = cycle?.lines { ["count \(model.count)"] }

    // when
    cycle = nil
    model.count = 1

    // then
    #expect(weakCycle == nil)
  }
}
