import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI

@testable import MVVM

/// The favourites screens as the composition root starts them: the coordinator pushes the
/// detail, hands the list each saved star and pops back, and the views draw and trace it.
@Suite(.tags(.favourites))
@MainActor
struct FavouritesCoordinatorTests {
  private let traced = TracedWindow()
  private let favouritesStore = FavouritesStoreMock()

  private func start() async {
    let drivers = ObservedDriverService(DriverServiceMock(), observer: traced.observer)
    let store = ObservedFavouritesStore(favouritesStore, observer: traced.observer)
    await traced.start { await MVVMApp.startFavourites(drivers: drivers, store: store, in: $0) }
  }

  @Test func selectStarBack_tracesTheCoordinatorBetweenTheViewModels() async throws {
    // given
    await start()

    // when
    try await traced.perform(.select(1), .star, .back)

    // then
    #expect(
      traced.trace == [
        "Coordinator → Window: setRoot(Favourites)",
        "View → ViewModel: viewDidLoad()",
        "ViewModel → Service: fetchDrivers()",
        "ViewModel → Store: favouriteNumbers()",
        "ViewModel → View: outputs changed",
        "View → ViewModel: rowSelected(at: 0)",
        "ViewModel → Coordinator: showDetail(of: \"Lewis HAMILTON\", isFavourite: false)",
        "Coordinator → Window: push(Driver)",
        "View → ViewModel: viewDidLoad()",
        "View → ViewModel: starTapped()",
        "ViewModel → Store: setFavourite(true, number: 44)",
        "ViewModel → View: outputs changed",
        "ViewModel → Coordinator: favouriteDidChange(true, number: 44)",
        "Coordinator → ViewModel: favouriteChanged(true, number: 44)",
        "ViewModel → View: outputs changed",
        "View → ViewModel: backTapped()",
        "ViewModel → Coordinator: closeDetail()",
        "Coordinator → Window: pop()",
      ])
  }

  @Test func starThenBack_showsTheListWithTheStarredDriverFirst() async throws {
    // given
    await start()
    try await traced.perform(.select(3))
    #expect(traced.window.frame?.title == "Driver")

    // when
    try await traced.perform(.star, .back)

    // then
    let frame = try #require(traced.window.frame)
    #expect(frame.title == "Favourites")
    let firstRow = frame.lines.first { $0.hasPrefix("1. ") }
    #expect(firstRow?.hasPrefix("1. ★ Nico HÜLKENBERG") == true, "\(frame.lines)")
  }

  @Test func failedSave_showsTheAlert_andTheNextSavedStarTakesItDown() async throws {
    // given
    favouritesStore.saveError = .unavailable("the disk is gone")
    await start()
    try await traced.perform(.select(1))

    // when
    try await traced.perform(.star)

    // then
    #expect(traced.window.frame?.lines.contains("[!] Could not save favourite") == true)

    // when
    favouritesStore.saveError = nil
    try await traced.perform(.star)

    // then
    let lines = try #require(traced.window.frame?.lines)
    #expect(!lines.contains("[!] Could not save favourite"), "\(lines)")
    #expect(lines.contains { $0.contains("★ yes") }, "\(lines)")
  }

  @Test func closingTheWindowDuringTheFirstLoad_freesTheCoordinator() async {
    // given: the user closes the window while the list is still loading
    let window = Window()
    let midRequest = MidRequest()
    weak var coordinator: AnyObject?
    midRequest.next = { [window] in
      coordinator = (window.topScreen as? FavouritesView).flatMap { ViewModelGraph.coordinator(of: $0.viewModel) }
      #expect(coordinator != nil)
      window.close()
    }
    let drivers = ObservedDriverService(DriverServiceMock(), willRequest: midRequest.hook)

    // when
    await MVVMApp.startFavourites(drivers: drivers, store: favouritesStore, in: window)

    // then
    #expect(midRequest.next == nil, "the first load never began")
    #expect(coordinator == nil)
  }
}
