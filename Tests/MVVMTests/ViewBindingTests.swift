import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVVM

/// The views bound to their view models, read as the harness reads them: `frame` after inputs.
@MainActor
struct ViewBindingTests {
  private let window = Window()

  @Test(.tags(.melodies)) func melodies_errorShowsAlertUnderTheNetworkLine() async {
    // when
    await MVVMApp.startMelodies(
      service: MelodyServiceMock(result: .failure(.noData)), network: NetworkSwitch(), in: window)

    // then
    #expect(
      window.frame
        == Frame(
          title: "Melodies",
          lines: ["Network: online", "", "[!] Could not load melodies", "    The server returned no melodies."]))
  }

  @Test(.tags(.todos)) func todos_storeErrorShowsOnlyTheAlert() async {
    // given
    let store = TodoStoreMock()
    store.readError = .unavailable("locked")

    // when
    await MVVMApp.startTodos(store: store, schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window)

    // then
    #expect(
      window.frame
        == Frame(
          title: "To-dos", lines: ["[!] Could not load to-dos", "    The to-do store is unavailable (locked)."]))
  }

  @Test(.tags(.plumbing)) func viewModelInputsDrivenDirectly_showInTheNextFrame() async throws {
    // given
    await MVVMApp.startDrivers(service: DriverServiceMock(), in: window)
    let view = try #require(window.topScreen as? DriversView)
    _ = window.frame

    // when
    view.viewModel.inputs.searchTextChanged("zzz")

    // then
    #expect(window.frame == Frame(title: "Drivers", lines: ["Search: \"zzz\"", "", "No drivers match \"zzz\"."]))
  }
}
