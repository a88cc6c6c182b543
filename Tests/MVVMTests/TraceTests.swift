import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI
import Tracing

@testable import MVVM

/// The messages `--trace` shows for MVVM: the view's inputs (traced by the window), service
/// requests (traced by the harness's decorators, here ``TracedWindow/observer``), the network
/// switch, and the binding message each time a view learns that the outputs it drew changed.
///
/// The window is driven as the CLI session drives it (see ``TracedWindow``). Navigation is in
/// NavigationTraceTests.
@MainActor
struct TraceTests {
  private let traced = TracedWindow()
  private var log: TraceLog { traced.log }
  private var trace: [String] { traced.trace }

  @Test(.tags(.users)) func usersRefresh_tracesTheRequestAndOneRedrawPerChange() async throws {
    // given
    let service = ObservedUserService(UserServiceMock(), observer: traced.observer)
    await traced.start { await MVVMApp.startUsers(service: service, in: $0) }

    // when
    try await traced.perform(.refresh)

    // then
    #expect(
      trace == [
        "App → Window: setRoot(Users)",
        "View → ViewModel: viewDidLoad()",
        "ViewModel → Service: fetchUsers()",
        "ViewModel → View: outputs changed",
        "View → ViewModel: refreshRequested()",
        "ViewModel → View: outputs changed",
        "ViewModel → Service: fetchUsers()",
        "ViewModel → View: outputs changed",
      ])
  }

  @Test(.tags(.users)) func usersFailingService_tracesTheRequestThenTheRedrawOfTheAlert() async {
    // given
    let mock = UserServiceMock(result: .failure(.network("down")))
    let service = ObservedUserService(mock, observer: traced.observer)

    // when
    await traced.start { await MVVMApp.startUsers(service: service, in: $0) }

    // then
    #expect(
      trace == [
        "App → Window: setRoot(Users)",
        "View → ViewModel: viewDidLoad()",
        "ViewModel → Service: fetchUsers()",
        "ViewModel → View: outputs changed",
      ])
  }

  @Test(.tags(.drivers)) func driversSearch_tracesTheInputAndTheRedrawButNoRequest() async throws {
    // given
    let service = ObservedDriverService(DriverServiceMock(), observer: traced.observer)
    await traced.start { await MVVMApp.startDrivers(service: service, in: $0) }

    // when
    try await traced.perform(.search("ham"))

    // then
    #expect(
      trace == [
        "App → Window: setRoot(Drivers)",
        "View → ViewModel: viewDidLoad()",
        "ViewModel → Service: fetchDrivers()",
        "ViewModel → View: outputs changed",
        "View → ViewModel: searchTextChanged(\"ham\")",
        "ViewModel → View: outputs changed",
      ])
  }

  @Test(.tags(.plumbing)) func twoChangesBeforeARedraw_traceOneBindingMessage() async throws {
    // given
    await traced.start { await MVVMApp.startDrivers(service: DriverServiceMock(), in: $0) }

    // when
    try await Trace.$log.withValue(log) {
      try await traced.window.perform(.search("h"))
      try await traced.window.perform(.search("ha"))
    }

    // then
    #expect(
      trace.suffix(3) == [
        "View → ViewModel: searchTextChanged(\"h\")",
        "ViewModel → View: outputs changed",
        "View → ViewModel: searchTextChanged(\"ha\")",
      ])
  }

  @Test(.tags(.melodies)) func melodiesOffline_tracesTheSwitchTheRequestAndTheRedraws() async throws {
    // given
    let mock = MelodyServiceMock()
    let service = ObservedMelodyService(mock, observer: traced.observer)
    await traced.start {
      await MVVMApp.startMelodies(service: service, network: TracedNetworkSwitch(client: "ViewModel"), in: $0)
    }
    mock.result = .success(MelodyFeed(melodies: Melody.samples, origin: .savedOffline))

    // when
    try await traced.perform(.offline)

    // then
    #expect(
      trace.suffix(5) == [
        "View → ViewModel: networkSwitched(online: false)",
        "ViewModel → Network: isOnline = false",
        "ViewModel → View: outputs changed",
        "ViewModel → Service: fetchMelodies()",
        "ViewModel → View: outputs changed",
      ])
  }

  @Test(.tags(.plumbing)) func noLogBound_recordsNothingAndShowsTheSameFrames() async throws {
    // given
    let tracedWindow = Window()
    let tracedProbe = FrameProbe(window: tracedWindow)
    let tracedService = ObservedDriverService(DriverServiceMock()) { await tracedProbe.record() }
    let untracedService = ObservedDriverService(DriverServiceMock()) { await traced.probe.record() }

    // when
    await Trace.$log.withValue(log) {
      await MVVMApp.startDrivers(service: tracedService, in: tracedWindow)
      try? await tracedWindow.perform(.search("ham"))
      try? await tracedWindow.perform(.refresh)
    }
    let tracedCount = log.messages.count
    await MVVMApp.startDrivers(service: untracedService, in: traced.window)
    try await traced.window.perform(.search("ham"))
    try await traced.window.perform(.refresh)

    // then
    #expect(Trace.log == nil)
    #expect(tracedCount > 0)
    #expect(log.messages.count == tracedCount)
    #expect(traced.probe.frames == tracedProbe.frames)
    #expect(traced.window.frame == tracedWindow.frame)
  }
}
