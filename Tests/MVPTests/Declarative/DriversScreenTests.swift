import DeclarativeUI
import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVP

/// The declarative drivers screen: a value drawn from the view state the presenter writes.
@Suite(.tags(.drivers))
@MainActor
struct DriversScreenTests {
  private let window = Window()

  private func start(service: DriverServiceMock = DriverServiceMock()) async -> (HostingScreen, DriversViewState) {
    let state = DriversViewState(presenter: DriversPresenter(service: service))
    let host = HostingScreen(DriversScreen(state: state), in: window)
    await window.setRoot(host)
    return (host, state)
  }

  @Test func body_isDrawnAgain_whenThePresenterSaysSomethingNew_andOnlyThen() async throws {
    // given
    let (host, _) = await start()
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

  @Test func typing_goesThroughTheBindingToThePresenter_whichSaysWhatTheFieldShows() async throws {
    // given
    let (_, state) = await start()

    // when
    try await window.perform(.search("  ham "))

    // then
    #expect(state.panel.searchText == "ham")
    #expect(state.presenter.numberOfRows == 1)
    #expect(window.frame?.lines == ["Search: \"ham\"", "", "1. Lewis HAMILTON  #44 · Mercedes"])
  }

  @Test func clear_writesAnEmptyText_andTheListShowsEveryDriver() async throws {
    // given
    let (_, state) = await start()
    try await window.perform(.search("ham"))

    // when
    try await window.perform(.clear)

    // then
    #expect(state.panel.searchText == "")
    #expect(state.presenter.numberOfRows == Driver.samples.count)
  }

  @Test func list_asksThePresenterForTheRowsInViewOnly() async throws {
    // given a window that shows two rows
    let window = Window(rowsInView: 2)
    let state = DriversViewState(presenter: DriversPresenter(service: DriverServiceMock()))
    await window.setRoot(HostingScreen(DriversScreen(state: state), in: window))

    // when
    let lines = window.frame?.lines ?? []

    // then: two rows, and the position among them all
    #expect(lines.filter { $0.contains(" · ") }.count == 2)
    #expect(lines.last == "rows 1–2 of \(Driver.samples.count)")
  }

  @Test func failedLoad_showsTheAlert_andSelectIsNotOffered() async throws {
    // given
    _ = await start(service: DriverServiceMock(result: .failure(.network("offline"))))

    // when
    let frame = window.frame

    // then
    #expect(frame?.lines.contains("[!] \(FailureText.driversNotLoaded)") == true)
    #expect(window.acceptedActions.prefix(3) == [.search, .clear, .refresh])
  }

  @Test func presenter_holdsTheViewStateWeakly() async {
    // given
    let presenter = DriversPresenter(service: DriverServiceMock())
    weak var released: DriversViewState?

    // when
    do {
      let state = DriversViewState(presenter: presenter)
      released = state
    }

    // then
    #expect(released == nil)
  }
}
