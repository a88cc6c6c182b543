import DeclarativeUI
import Domain
import DomainTestSupport
import Testing
import TextUI
import Tracing

@testable import MVVM

/// The declarative drivers screen on the imperative view's own view model: drawn from the
/// outputs it reads, typing through a binding to the inputs, rows asked for in view only.
@Suite(.tags(.drivers))
@MainActor
struct DriversScreenTests {
  private let window = Window(rowsInView: 3)
  private let viewModel = DriversViewModel(service: DriverServiceMock())

  private func start() async -> HostingScreen {
    let host = HostingScreen(DriversScreen(viewModel: viewModel), in: window)
    await window.setRoot(host)
    return host
  }

  @Test func body_isDrawnAgain_whenAnOutputItReadChanges_andOnlyThen() async {
    // given
    let host = await start()
    _ = window.frame
    let drawn = host.drawCount

    // when nothing changes
    _ = window.frame

    // then
    #expect(host.drawCount == drawn)

    // when an input changes the outputs
    viewModel.inputs.searchTextChanged("zzz")
    let frame = window.frame

    // then
    #expect(host.drawCount == drawn + 1)
    #expect(frame == Frame(title: "Drivers", lines: ["Search: \"zzz\"", "", "No drivers match \"zzz\"."]))
  }

  @Test func typing_writesThroughTheBinding_toTheSearchTextChangedInput() async throws {
    // given
    _ = await start()
    let log = TraceLog()

    // when
    try await Trace.$log.withValue(log) { try await window.perform(.search("ham")) }

    // then
    #expect(viewModel.outputs.searchText == "ham")
    #expect(log.messages.first?.description == #"View → ViewModel: searchTextChanged("ham")"#)
    #expect(window.frame?.lines.contains { $0.contains("Lewis HAMILTON") } == true)
  }

  @Test func clear_writesAnEmptyText() async throws {
    // given
    _ = await start()
    try await window.perform(.search("ham"))

    // when
    try await window.perform(.clear)

    // then
    #expect(viewModel.outputs.searchText == "")
    #expect(window.frame?.lines.first == "Search: (empty)")
  }

  @Test func list_asksTheViewModelForTheRowsInViewOnly() async throws {
    // given
    _ = await start()
    let log = TraceLog()

    // when
    try await Trace.$log.withValue(log) {
      try await window.perform(.refresh)
      _ = window.frame
    }

    // then
    let asked = log.messages.map(\.description).filter { $0.contains("rows(") }
    #expect(!asked.isEmpty)
    #expect(asked.allSatisfy { $0 == "View → ViewModel: rows(1–3 of \(Driver.samples.count))" }, "\(asked)")
  }

  @Test func actions_areTheImperativeViewsInItsOrder() async {
    // when
    _ = await start()

    // then: then the window's own scrolling
    #expect(window.acceptedActions.prefix(3) == [.search, .clear, .refresh])
  }
}
