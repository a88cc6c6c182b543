import Testing
import TextUI

@MainActor
@Suite("Window: performing actions and closing")
struct WindowActionTests {
  @Test func acceptedAction_reachesTheTopScreenAndHasSettledWhenPerformReturns() async throws {
    // given
    let window = Window()
    let list = FruitListScreen()
    await window.setRoot(list)

    // when
    try await window.perform(.refresh)

    // then
    #expect(list.performed == [.refresh])
    #expect(list.table.numberOfRows == 3)
  }

  @Test func actionTheScreenDoesNotAccept_isRejectedAndNotForwarded() async {
    // given
    let window = Window()
    let list = FruitListScreen()
    await window.setRoot(list)

    // then
    await #expect(throws: ActionRejection.notApplicable(.save, screen: "Fruits", accepted: [.refresh, .select])) {
      try await window.perform(.save)
    }
    #expect(list.performed.isEmpty)
  }

  @Test func screensOwnRejection_reachesTheCaller() async {
    // given
    let window = Window()
    await window.setRoot(FruitListScreen())

    // then
    await #expect(throws: ActionRejection.noSuchRow(4, rowCount: 3)) { try await window.perform(.select(4)) }
    #expect(window.screens.count == 1)
  }

  @Test func close_releasesScreensAndKeptAliveObjects() async {
    // given
    let window = Window()
    weak var weakList: FruitListScreen?
    weak var weakDetail: FruitDetailScreen?
    weak var weakCoordinator: Coordinator?
    do {
      let list = FruitListScreen()
      let detail = FruitDetailScreen(fruit: "Kiwi")
      let coordinator = Coordinator()
      weakList = list
      weakDetail = detail
      weakCoordinator = coordinator
      window.keepAlive(coordinator)
      await window.setRoot(list)
      window.push(detail)
    }
    #expect(weakList != nil)
    #expect(weakDetail != nil)
    #expect(weakCoordinator != nil)

    // when
    window.close()

    // then
    #expect(window.screens.isEmpty)
    #expect(weakList == nil)
    #expect(weakDetail == nil)
    #expect(weakCoordinator == nil)
  }
}
