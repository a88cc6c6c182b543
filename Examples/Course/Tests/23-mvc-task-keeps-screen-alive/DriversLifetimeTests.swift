import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import E23MVCTaskKeepsScreenAlive

/// The drivers screen closed while its load is out, and refreshed while one is out.
@Suite("Exercise 23: the load that keeps its screen alive")
@MainActor
struct DriversLifetimeTests {
  let service = DriverServiceWithAFetchOut()
  let window = Window()

  @Test func screenAfterLoad_showsTheDrivers() async {
    // when
    await settling { window.setRoot(DriversViewController(service: service)) }

    // then
    #expect(window.topScreen?.title == "Drivers")
    #expect(window.frame?.lines.first == "1. Lewis HAMILTON   #44 · Mercedes")
    #expect(window.frame?.lines.count == Driver.samples.count)
  }

  /// The user closes the screen while its drivers are loading: the controller must go at once,
  /// and its load be cancelled, not kept running by a task that holds the controller.
  @Test func closingTheScreenWhileTheLoadIsOut_freesTheController_andCancelsTheLoad() async {
    // given: the screen will close, its owner letting it go, while the first load is out
    var screen: DriversViewController? = DriversViewController(service: service)
    weak var controller: DriversViewController?
    controller = screen
    var controllerOutlivedItsScreen = false
    var loadRanOn = false
    service.whileTheNextFetchIsOut = {
      screen = nil
      controllerOutlivedItsScreen = controller != nil
      loadRanOn = !Task.isCancelled
    }

    // when
    await settling { screen?.screenDidLoad() }

    // then
    #expect(service.fetchCount == 1, "the controller did not load when it was shown")
    #expect(
      controllerOutlivedItsScreen == false,
      "the controller outlived its screen while its load was out: the load's task holds it")
    #expect(loadRanOn == false, "the screen closed while the load was out, and the load ran on for nobody")
    #expect(controller == nil, "the controller outlived its screen after its load had ended")
  }

  @Test func closingTheWindowAfterTheLoad_freesTheController() async {
    // given
    weak var controller: DriversViewController?
    do {
      let shown = DriversViewController(service: service)
      controller = shown
      await settling { window.setRoot(shown) }
    }

    // when
    window.close()

    // then
    #expect(controller == nil, "the controller outlived its window")
  }

  /// A refresh pulled while the first load is out supersedes it: the first load is cancelled.
  @Test func refreshWhileTheLoadIsOut_cancelsTheFirstLoad() async {
    // given
    service.whileTheNextFetchIsOut = { [window] in try? await window.perform(.refresh) }

    // when
    await settling { window.setRoot(DriversViewController(service: service)) }

    // then
    #expect(service.fetchCount == 2, "the refresh pulled while the first load was out did not load")
    #expect(
      service.answeredFetchesWereCancelled == [false, true],
      "the first load ran on after the refresh superseded it")
    #expect(window.frame?.lines.count == Driver.samples.count)
  }
}
