import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import E10MVVMBindingLeak

/// What the drivers screen shows through its bindings: the load, its failure, a load again and
/// a cleared search.
@Suite("Exercise 10: what the bound drivers screen shows")
@MainActor
struct DriversViewTests {
  /// Every driver of ``Driver/samples``, as the list shows them under an empty search field.
  static let everyDriver = [
    "Search: (empty)",
    "",
    "1. Lewis HAMILTON   #44 · Mercedes",
    "2. Sergio PÉREZ     #11 · Red Bull Racing",
    "3. Nico HÜLKENBERG  #27 · Haas F1 Team",
    "4. George RUSSELL   #63 · Mercedes",
  ]

  @Test func windowShowingTheScreen_titlesItDriversAndListsThem() async {
    // given
    let window = Window()

    // when
    await settling {
      window.setRoot(
        DriversView(viewModel: DriversViewModel(service: DriverServiceMock(result: .success(Driver.samples)))))
    }

    // then
    #expect(window.topScreen?.title == "Drivers", "the window's header must name the drivers screen \"Drivers\"")
    #expect(window.frame?.lines == Self.everyDriver, "after the load the screen must list every driver fetched")
  }

  @Test func screenAfterFailedLoad_showsTheErrorAlert() async {
    // given
    let view = DriversView(
      viewModel: DriversViewModel(service: DriverServiceMock(result: .failure(.network("the network is unreachable")))))

    // when
    await settling { view.screenDidLoad() }

    // then
    #expect(
      view.body() == [
        "Search: (empty)", "", "[!] Could not load drivers",
        "    Could not reach the server (the network is unreachable).",
      ],
      "a failed load must show its error alert, not stay on loading")
  }

  /// A load after the first (the screen coming back, a retry) shows loading while it is out,
  /// not the list of the load before.
  @Test func secondLoad_showsLoadingWhileItIsOut() async {
    // given
    let service = DriverServiceGate()
    let viewModel = DriversViewModel(service: service)
    let view = DriversView(viewModel: viewModel)
    await settling { view.screenDidLoad() }
    service.hold()

    // when
    let secondLoad = Task { await settling { viewModel.viewDidLoad() } }
    await service.fetchStarted()
    let whileOut = view.body()
    service.answer(.success(Driver.samples))
    await secondLoad.value

    // then
    #expect(
      whileOut == ["Search: (empty)", "", "Loading…"],
      "while a load is out the screen must show loading, not the list of the load before")
    #expect(view.body() == Self.everyDriver)
  }

  @Test func clearAfterASearch_showsEveryDriverAgain() async throws {
    // given
    let view = DriversView(viewModel: DriversViewModel(service: DriverServiceMock(result: .success(Driver.samples))))
    await settling { view.screenDidLoad() }
    try await view.perform(.search("russell"))

    // when
    try await view.perform(.clear)

    // then
    #expect(view.body() == Self.everyDriver, "clearing the search must empty the field and list every driver again")
  }
}
