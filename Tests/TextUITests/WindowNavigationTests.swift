import Testing
import TextUI

@MainActor
@Suite("Window: the navigation stack screens live in")
struct WindowNavigationTests {
  @Test func newWindow_showsNothing() async throws {
    // given
    let window = Window()

    // then
    #expect(window.topScreen == nil)
    #expect(window.frame == nil)
    try await window.perform(.refresh)
  }

  @Test func setRoot_showsTheScreenOnceItHasLoaded() async {
    // given
    let window = Window()
    let list = FruitListScreen()

    // when
    await window.setRoot(list)

    // then
    #expect(list.appearCount == 1)
    #expect(window.topScreen === list)
    #expect(window.frame == Frame(title: "Fruits", lines: ["1. Apple   red", "2. Kiwi", "3. Banana  yellow"]))
  }

  @Test func selectingARow_pushesTheDetailAndBackPopsIt() async throws {
    // given
    let window = Window()
    let list = FruitListScreen()
    list.onSelect = { fruit in
      let detail = FruitDetailScreen(fruit: fruit)
      detail.onBack = { [weak window] in window?.pop() }
      window.push(detail)
    }
    await window.setRoot(list)

    // when
    try await window.perform(.select(3))

    // then
    #expect(window.screens.count == 2)
    #expect(window.frame == Frame(title: "Banana", lines: ["Name: Banana"]))

    // when
    try await window.perform(.back)

    // then
    #expect(window.screens.count == 1)
    #expect(window.topScreen === list)
  }

  @Test func popOnTheRoot_keepsTheRoot() async {
    // given
    let window = Window()
    let list = FruitListScreen()
    await window.setRoot(list)

    // when
    window.pop()
    window.dismiss()

    // then
    #expect(window.screens.count == 1)
    #expect(window.topScreen === list)
  }

  @Test func presentAndDismiss_putOnAndTakeOffTheTopScreen() async {
    // given
    let window = Window()
    await window.setRoot(FruitListScreen())
    let detail = FruitDetailScreen(fruit: "Kiwi")

    // when
    window.present(detail)
    let shown = window.topScreen
    window.dismiss()

    // then
    #expect(shown === detail)
    #expect(window.topScreen?.title == "Fruits")
  }

  @Test func setRoot_replacesTheWholeStack() async {
    // given
    let window = Window()
    await window.setRoot(FruitListScreen())
    window.push(FruitDetailScreen(fruit: "Kiwi"))
    let newRoot = FruitDetailScreen(fruit: "Apple")

    // when
    await window.setRoot(newRoot)

    // then
    #expect(window.screens.count == 1)
    #expect(window.topScreen === newRoot)
  }
}
