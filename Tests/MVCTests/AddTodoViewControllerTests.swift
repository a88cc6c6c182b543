import Domain
import DomainTestSupport
import Foundation
import Instrumentation
import Testing

@testable import MVC

@MainActor
@Suite(.tags(.todos))
struct AddTodoViewControllerTests {
  private let store = TodoStoreMock()
  private let delegate = AddTodoDelegateSpy()
  private let schedule = FixedCalendar.schedule(today: "2024-09-18")

  private func makeShownController() async -> AddTodoViewController {
    let parser = DueDateParser(today: schedule.today, calendar: schedule.calendar)
    let controller = AddTodoViewController(store: store, parser: parser)
    controller.delegate = delegate
    await settling { controller.screenDidLoad() }
    return controller
  }

  @Test func appear_showsTheEmptyForm() async {
    // when
    let controller = await makeShownController()

    // then
    #expect(controller.frame.title == "Add to-do")
    #expect(controller.acceptedActions == [.name, .due, .save, .cancel])
    #expect(controller.frame.lines == ["Name:", "Due:"])
  }

  @Test func typing_showsTheFieldsAndTheDayTheDueFieldNames() async throws {
    // given
    let controller = await makeShownController()

    // when
    try await controller.perform(.name("Buy milk"))
    try await controller.perform(.due("tomorrow"))

    // then
    #expect(controller.frame.lines == ["Name: Buy milk", "Due:  tomorrow (Thu 19 Sep 2024)"])
  }

  @Test(arguments: [
    ("today", "Due:  today (Wed 18 Sep 2024)"),
    ("2024-09-30", "Due:  2024-09-30 (Mon 30 Sep 2024)"),
    ("2024-02-30", "Due:  2024-02-30"),
    ("31/12/2024", "Due:  31/12/2024"),
    ("next friday", "Due:  next friday"),
  ])
  func typingADueDate_showsTheDayItNamesOrTheTextAsTyped(due: String, line: String) async throws {
    // given
    let controller = await makeShownController()

    // when
    try await controller.perform(.due(due))

    // then
    #expect(controller.frame.lines.last == line)
  }

  @Test(arguments: [
    ("  ", "tomorrow", "! Enter a name."),
    ("Buy milk", " ", "! Enter a due date (YYYY-MM-DD, today or tomorrow)."),
    ("Buy milk", "2024-02-30", "! \"2024-02-30\" is not a date; use YYYY-MM-DD, today or tomorrow."),
  ])
  func saveInvalidDraft_showsTheProblemAndStoresNothing(name: String, due: String, problem: String) async throws {
    // given
    let controller = await makeShownController()
    try await controller.perform(.name(name))
    try await controller.perform(.due(due))

    // when
    try await controller.perform(.save)

    // then
    #expect(controller.frame.lines.suffix(2) == ["", problem])
    #expect(store.savedItems.isEmpty)
    #expect(delegate.savedItems.isEmpty)
  }

  @Test func typingAfterAProblem_clearsIt() async throws {
    // given
    let controller = await makeShownController()
    try await controller.perform(.save)

    // when
    try await controller.perform(.name("Buy milk"))

    // then
    #expect(controller.frame.lines == ["Name: Buy milk", "Due:"])
  }

  @Test func saveValidDraft_storesTrimmedItemDueThatDayAndTellsTheDelegate() async throws {
    // given
    let controller = await makeShownController()
    try await controller.perform(.name("  Buy milk "))
    try await controller.perform(.due("2024-09-20"))

    // when
    try await controller.perform(.save)

    // then
    #expect(store.savedItems.map(\.name) == ["Buy milk"])
    #expect(store.savedItems.map(\.dueDate) == [FixedCalendar.date("2024-09-20")])
    #expect(delegate.savedItems == store.savedItems)
  }

  @Test func saveWhenStoreFails_showsTheProblemAndStaysOpen() async throws {
    // given
    store.saveError = .unavailable("disk full")
    let controller = await makeShownController()
    try await controller.perform(.name("Buy milk"))
    try await controller.perform(.due("today"))

    // when
    try await controller.perform(.save)

    // then
    #expect(
      controller.frame.lines == [
        "Name: Buy milk", "Due:  today (Wed 18 Sep 2024)", "",
        "! Could not save: The to-do store is unavailable (disk full).",
      ])
    #expect(delegate.savedItems.isEmpty)
  }

  @Test func cancel_tellsTheDelegateWithoutSaving() async throws {
    // given
    let controller = await makeShownController()
    try await controller.perform(.name("Buy milk"))

    // when
    try await controller.perform(.cancel)

    // then
    #expect(delegate.cancelCount == 1)
    #expect(store.savedItems.isEmpty)
  }

  @Test func saveTappedAgain_whileTheSaveIsOut_savesOnce() async throws {
    // given: the second tap comes while the first save is out
    let midRequest = MidRequest()
    let parser = DueDateParser(today: schedule.today, calendar: schedule.calendar)
    let controller = AddTodoViewController(
      store: ObservedTodoStore(store, willRequest: midRequest.hook), parser: parser)
    controller.delegate = delegate
    try await controller.perform(.name("Buy milk"))
    try await controller.perform(.due("tomorrow"))
    midRequest.next = { try? await controller.perform(.save) }

    // when
    try await controller.perform(.save)

    // then: one item stored, and the delegate told once
    #expect(store.savedItems.map(\.name) == ["Buy milk"])
    #expect(delegate.savedItems.count == 1)
  }
}

/// Records what the Add controller tells the controller that presented it.
@MainActor
final class AddTodoDelegateSpy: AddTodoViewControllerDelegate {
  private(set) var savedItems: [TodoItem] = []
  private(set) var cancelCount = 0

  func addTodoViewController(_ controller: AddTodoViewController, didSave item: TodoItem) {
    savedItems.append(item)
  }

  func addTodoViewControllerDidCancel(_ controller: AddTodoViewController) {
    cancelCount += 1
  }
}
