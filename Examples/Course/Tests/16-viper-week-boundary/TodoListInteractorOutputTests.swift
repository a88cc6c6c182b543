import Domain
import DomainTestSupport
import Foundation
import Testing

@testable import E16VIPERWeekBoundary

/// A store that cannot be read.
final class UnreadableTodoStore: TodoStore {
  func allItems() async throws(StoreError) -> [TodoItem] { throw .unavailable("disk full") }
  func save(_ item: TodoItem) async throws(StoreError) {}
}

/// What the interactor tells its presenter when the store fails, and how it holds that presenter.
@Suite("Exercise 16: the interactor's presenter")
@MainActor
struct TodoListInteractorOutputTests {
  @Test func storeThatCannotBeRead_tellsThePresenterWhy() async {
    // given
    let output = TodoListInteractorOutputSpy()
    let interactor = TodoListInteractor(
      store: UnreadableTodoStore(), today: FixedCalendar.date("2026-11-18", hour: 12), calendar: FixedCalendar.utc)
    interactor.output = output

    // when
    await settling { interactor.findUpcomingItems() }

    // then
    #expect(
      output.failures == ["The to-do store is unavailable (disk full)."],
      "a read of the store that failed was not told to the presenter, with the store's message")
    #expect(output.found == [], "a read of the store that failed was told as items found")
  }

  @Test func presenterLetGoByItsOwner_isFreed_andLaterFindsGoNowhere() async {
    // given: the presenter, which owns the interactor in a module, is let go; the interactor lives on
    let interactor = TodoListInteractor(
      store: TodoStoreMock(items: [TodoItem(name: "Buy milk", dueDate: FixedCalendar.date("2026-11-19"))]),
      today: FixedCalendar.date("2026-11-18", hour: 12), calendar: FixedCalendar.utc)
    weak var presenter: TodoListInteractorOutputSpy?
    do {
      let shown = TodoListInteractorOutputSpy()
      interactor.output = shown
      presenter = shown
    }

    // when: the interactor finds the items after that
    let presenterOutlivedItsOwner = presenter != nil
    await settling { interactor.findUpcomingItems() }

    // then: it told nobody, and did not crash on the presenter that had gone
    #expect(presenterOutlivedItsOwner == false, "the presenter outlived its owner: its interactor holds it")
  }
}
