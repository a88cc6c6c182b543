import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI

@testable import MVVM

/// A refresh asks the service again and states loading while it waits, whatever the screen
/// showed before.
@MainActor
struct RefreshTests {
  private let window = Window()

  @Test(.tags(.drivers))
  func drivers_refreshAfterALoad_showsLoadingWhenTheRequestBegins() async throws {
    // given drivers loaded
    let recorder = FrameProbe(window: window)
    let service = ObservedDriverService(DriverServiceMock()) { await recorder.record() }
    await MVVMApp.startDrivers(service: service, in: window)
    let loaded = window.frame

    // when
    try await window.perform(.refresh)

    // then the rows made way for the loading state while the request ran
    #expect(recorder.frames.last == Frame(title: "Drivers", lines: ["Search: (empty)", "", "Loading…"]))
    #expect(window.frame == loaded)
  }

  @Test(.tags(.melodies))
  func melodies_refresh_fetchesAgainAndShowsTheNewFeed() async {
    // given melodies loaded, then a service that fails
    let service = MelodyServiceMock()
    let viewModel = MelodiesViewModel(service: service, network: NetworkSwitch())
    await settling { viewModel.inputs.viewDidLoad() }
    service.result = .failure(.noData)

    // when
    await settling { viewModel.inputs.refreshRequested() }

    // then
    #expect(service.fetchCount == 2)
    #expect(viewModel.outputs.rows.isEmpty)
    #expect(viewModel.outputs.errorAlert?.title == "Could not load melodies")
  }
}
