import DeclarativeUI
import Domain
import DomainTestSupport
import Testing
import TextUI
import Tracing

@testable import UDF

/// The declarative drivers screen on the imperative view's own store and reducer: drawn from
/// the state it reads, typing sent as an action through the search field's binding.
@Suite(.tags(.drivers))
@MainActor
struct DriversScreenTests {
  private let window = Window()
  private let store = Store(initialState: DriversFeature.State(), reducer: DriversFeature(service: DriverServiceMock()))

  private func start() async -> HostingScreen {
    let host = HostingScreen(DriversScreen(store: store), in: window)
    await window.setRoot(host)
    return host
  }

  @Test func body_isDrawnAgain_whenAnActionChangesTheState_andOnlyThen() async {
    // given
    let host = await start()
    _ = window.frame
    let drawn = host.drawCount

    // when an action changes nothing
    store.send(.searchTextChanged(""))
    _ = window.frame

    // then
    #expect(host.drawCount == drawn)

    // when one changes the state
    store.send(.searchTextChanged("zzz"))
    let frame = window.frame

    // then
    #expect(host.drawCount == drawn + 1)
    #expect(frame == Frame(title: "Drivers", lines: ["Search: \"zzz\"", "", "No drivers match \"zzz\"."]))
  }

  @Test func typing_sendsTheTextAsAnAction_throughTheBinding() async throws {
    // given
    _ = await start()
    let log = TraceLog()

    // when
    try await Trace.$log.withValue(log) { try await window.perform(.search("ham")) }

    // then
    #expect(store.state.searchText == "ham")
    #expect(
      log.messages.map(\.description).prefix(2) == [
        #"View → Store: send(.searchTextChanged("ham"))"#, #"Store → Reducer: reduce(.searchTextChanged("ham"))"#,
      ])
    #expect(window.frame?.lines.contains { $0.contains("Lewis HAMILTON") } == true)
  }

  @Test func actions_areTheImperativeViewsInItsOrder() async {
    // when
    _ = await start()

    // then
    #expect(window.acceptedActions == [.search, .clear, .refresh])
  }
}
