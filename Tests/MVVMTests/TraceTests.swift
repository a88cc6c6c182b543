import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI

@testable import MVVM

/// The messages `--trace` shows for MVVM: view inputs, service requests and answers, coordinator
/// calls, and the binding message each time a view learns that the outputs it drew changed.
///
/// The window is driven as the CLI session drives it (see ``TracedWindow``). Navigation is in
/// NavigationTraceTests.
@MainActor
struct TraceTests {
  private let traced = TracedWindow()
  private var probe: FrameProbe { traced.probe }
  private var log: TraceLog { traced.log }
  private var window: Window { traced.window }
  private var trace: [String] { traced.trace }

  @Test func usersRefresh_tracesTheRequestTheAnswerAndOneRedrawPerChange() async throws {
    // given
    let service = ObservedUserService(UserServiceMock()) { await probe.record() }
    await traced.start { await MVVMApp.startUsers(service: service, in: $0) }

    // when
    try await traced.perform(.refresh)

    // then
    #expect(
      trace == [
        "View → ViewModel: viewDidLoad()",
        "ViewModel → Service: fetchUsers()",
        "Service → ViewModel: 3 users",
        "ViewModel → View: outputs changed",
        "View → ViewModel: refreshRequested()",
        "ViewModel → View: outputs changed",
        "ViewModel → Service: fetchUsers()",
        "Service → ViewModel: 3 users",
        "ViewModel → View: outputs changed",
      ])
  }

  @Test func usersFailingService_tracesTheFailureAsTheServiceAnswer() async {
    // given
    let mock = UserServiceMock(result: .failure(.network("down")))
    let service = ObservedUserService(mock) { await probe.record() }

    // when
    await traced.start { await MVVMApp.startUsers(service: service, in: $0) }

    // then
    #expect(
      trace == [
        "View → ViewModel: viewDidLoad()",
        "ViewModel → Service: fetchUsers()",
        "Service → ViewModel: failed: Could not reach the server (down).",
        "ViewModel → View: outputs changed",
      ])
  }

  @Test func driversSearch_tracesTheInputAndTheRedrawButNoRequest() async throws {
    // given
    let service = ObservedDriverService(DriverServiceMock()) { await probe.record() }
    await traced.start { await MVVMApp.startDrivers(service: service, in: $0) }

    // when
    try await traced.perform(.search("ham"))

    // then
    #expect(
      trace == [
        "View → ViewModel: viewDidLoad()",
        "ViewModel → Service: fetchDrivers()",
        "Service → ViewModel: 4 drivers",
        "ViewModel → View: outputs changed",
        "View → ViewModel: searchTextChanged(\"ham\")",
        "ViewModel → View: outputs changed",
      ])
  }

  @Test func driversTwoSearchesBeforeARedraw_traceOneBindingMessage() async throws {
    // given
    await traced.start { await MVVMApp.startDrivers(service: DriverServiceMock(), in: $0) }

    // when
    try await Trace.$log.withValue(log) {
      try await window.perform(.search("h"))
      try await window.perform(.search("ha"))
    }

    // then
    #expect(
      trace.suffix(3) == [
        "View → ViewModel: searchTextChanged(\"h\")",
        "ViewModel → View: outputs changed",
        "View → ViewModel: searchTextChanged(\"ha\")",
      ])
  }

  @Test func melodiesOffline_tracesTheSwitchAndTheSavedAnswer() async throws {
    // given
    let mock = MelodyServiceMock()
    let service = ObservedMelodyService(mock) { await probe.record() }
    await traced.start { await MVVMApp.startMelodies(service: service, network: NetworkSwitch(), in: $0) }
    mock.result = .success(MelodyFeed(melodies: Melody.samples, origin: .savedOffline))

    // when
    try await traced.perform(.offline)

    // then
    #expect(
      trace.suffix(5) == [
        "View → ViewModel: networkSwitched(online: false)",
        "ViewModel → View: outputs changed",
        "ViewModel → Service: fetchMelodies()",
        "Service → ViewModel: 2 saved melodies",
        "ViewModel → View: outputs changed",
      ])
  }

  @Test func noLogBound_recordsNothingAndShowsTheSameFrames() async throws {
    // given
    let tracedWindow = Window()
    let tracedProbe = FrameProbe(window: tracedWindow)
    let tracedService = ObservedDriverService(DriverServiceMock()) { await tracedProbe.record() }
    let untracedService = ObservedDriverService(DriverServiceMock()) { await probe.record() }

    // when
    await Trace.$log.withValue(log) {
      await MVVMApp.startDrivers(service: tracedService, in: tracedWindow)
      try? await tracedWindow.perform(.search("ham"))
      try? await tracedWindow.perform(.refresh)
    }
    let tracedCount = log.messages.count
    await MVVMApp.startDrivers(service: untracedService, in: window)
    try await window.perform(.search("ham"))
    try await window.perform(.refresh)

    // then
    #expect(Trace.log == nil)
    #expect(tracedCount > 0)
    #expect(log.messages.count == tracedCount)
    #expect(probe.frames == tracedProbe.frames)
    #expect(window.frame == tracedWindow.frame)
  }
}
