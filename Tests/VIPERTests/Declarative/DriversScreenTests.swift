import DeclarativeUI
import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import VIPER

/// The declarative drivers screen: a value drawn from the view state the presenter writes, the
/// module assembled as the imperative one is.
@Suite(.tags(.drivers))
@MainActor
struct DriversScreenTests {
  private func start(in window: Window, service: DriverServiceMock = DriverServiceMock()) async -> (
    HostingScreen, DriversViewState
  ) {
    let state = DriversRouter.assembleDeclarativeModule(service: service)
    let host = HostingScreen(DriversScreen(state: state), in: window)
    await window.setRoot(host)
    return (host, state)
  }

  @Test func body_isDrawnAgain_whenThePresenterSaysSomethingNew_andOnlyThen() async throws {
    // given
    let window = Window()
    let (host, _) = await start(in: window)
    _ = window.frame
    let drawn = host.drawCount

    // when nothing changed
    _ = window.frame

    // then
    #expect(host.drawCount == drawn)

    // when the presenter shows the search text and the matches
    try await window.perform(.search("ham"))
    _ = window.frame

    // then
    #expect(host.drawCount > drawn)
  }

  @Test func typing_goesThroughTheBindingToThePresenter_andTheInteractorFilters() async throws {
    // given
    let window = Window()
    let service = DriverServiceMock()
    let (_, state) = await start(in: window, service: service)

    // when
    try await window.perform(.search("  ham "))

    // then
    #expect(state.panel.searchText == "ham")
    #expect(state.presenter.numberOfRows == 1)
    #expect(service.fetchCount == 1)
    #expect(window.frame?.lines == ["Search: \"ham\"", "", "1. Lewis HAMILTON  #44 · Mercedes"])
  }

  @Test func list_asksThePresenterForTheRowsInViewOnly() async throws {
    // given a window that shows two rows
    let window = Window(rowsInView: 2)
    _ = await start(in: window)

    // when
    let messages = await traceMessages { _ = window.frame }

    // then
    #expect(messages == ["View → Presenter: rows(1–2 of \(Driver.samples.count))"])
  }

  @Test func presenterAndInteractor_areReportedByTheDecoratorsTheAssemblyWires() async throws {
    // given
    let window = Window()
    _ = await start(in: window)

    // when
    let messages = await traceMessages { try? await window.perform(.search("ham")) }

    // then
    #expect(
      messages.prefix(4) == [
        "View → Presenter: searchTextChanged(\"ham\")",
        "Presenter → View: showSearchText(\"ham\")",
        "Presenter → Interactor: filterDrivers(by: \"ham\")",
        "Interactor → Presenter: didFind(.matches(1 driver))",
      ])
  }
}
