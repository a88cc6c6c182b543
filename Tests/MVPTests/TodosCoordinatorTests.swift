import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVP

/// The to-do modules wired by the coordinator in a real window; today is Wednesday 15 May 2024.
@Suite(.tags(.todos))
@MainActor
struct TodosCoordinatorTests {
  private let window = Window()
  private let store = TodoStoreMock()

  private func start() async {
    await MVPApp.startTodos(store: store, schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window)
  }

  @Test func add_presentsTheAddModule() async throws {
    // given
    await start()

    // when
    try await window.perform(.add)

    // then
    #expect(window.screens.count == 2)
    #expect(window.topScreen is AddTodoView)
    #expect(window.frame == Frame(title: "Add to-do", lines: LabeledFields([("Name", ""), ("Due", "")]).lines))
  }

  @Test func typing_showsTheNameAsTypedAndTheDayTheDueDateNames() async throws {
    // given
    await start()
    try await window.perform(.add)

    // when
    try await window.perform(.name("Buy milk"))
    try await window.perform(.due("tomorrow"))

    // then
    #expect(
      window.frame?.lines == LabeledFields([("Name", "Buy milk"), ("Due", "tomorrow (Thu 16 May 2024)")]).lines)
  }

  @Test func validSave_storesTrimmedItemDismissesAndListShowsIt() async throws {
    // given
    await start()
    try await window.perform(.add)
    try await window.perform(.name("  Buy milk  "))
    try await window.perform(.due("tomorrow"))

    // when
    try await window.perform(.save)

    // then
    #expect(store.savedItems.map(\.name) == ["Buy milk"])
    #expect(store.savedItems.map(\.dueDate) == [FixedCalendar.date("2024-05-16")])
    #expect(window.screens.count == 1)
    #expect(window.frame == Frame(title: "To-dos", lines: ["Tomorrow", "  1. Buy milk  Thursday"]))
  }

  @Test func savingAnItemDueAfterNextWeek_listSaysItIsNotListedUntilTheNextLoad() async throws {
    // given: next week ends on Sunday 26 May
    store.items = [TodoItem(name: "Dentist", dueDate: FixedCalendar.date("2024-05-16"))]
    await start()
    try await window.perform(.add)
    try await window.perform(.name("Book flights"))
    try await window.perform(.due("2024-05-27"))

    // when
    try await window.perform(.save)
    let frameAfterSave = window.frame
    try await window.perform(.refresh)

    // then
    #expect(
      frameAfterSave
        == Frame(
          title: "To-dos",
          lines: [
            "(Saved \"Book flights\", due Mon 27 May 2024 — after next week, so not listed yet.)", "", "Tomorrow",
            "  1. Dentist  Thursday",
          ]))
    #expect(window.frame == Frame(title: "To-dos", lines: ["Tomorrow", "  1. Dentist  Thursday"]))
  }

  @Test func savingAnItemThatIsListed_afterANotice_takesTheNoticeAway() async throws {
    // given
    await start()
    try await window.perform(.add)
    try await window.perform(.name("Pay rent"))
    try await window.perform(.due("2024-05-01"))
    try await window.perform(.save)
    let frameAfterFirstSave = window.frame

    // when
    try await window.perform(.add)
    try await window.perform(.name("Buy milk"))
    try await window.perform(.due("tomorrow"))
    try await window.perform(.save)

    // then
    #expect(
      frameAfterFirstSave
        == Frame(
          title: "To-dos",
          lines: ["(Saved \"Pay rent\", due Wed 1 May 2024 — already past, so not listed.)", "", "No upcoming items"]))
    #expect(window.frame == Frame(title: "To-dos", lines: ["Tomorrow", "  1. Buy milk  Thursday"]))
  }

  @Test func invalidSave_staysOnAddScreenShowingProblem() async throws {
    // given
    await start()
    try await window.perform(.add)
    try await window.perform(.name("Buy milk"))
    try await window.perform(.due("next year"))

    // when
    try await window.perform(.save)

    // then
    #expect(store.savedItems.isEmpty)
    #expect(window.topScreen is AddTodoView)
    #expect(window.frame?.lines.last == "! \(TodoDraft.Problem.invalidDueDate("next year").message)")
  }

  @Test func cancel_dismissesWithoutSaving() async throws {
    // given
    await start()
    try await window.perform(.add)
    try await window.perform(.name("Buy milk"))
    try await window.perform(.due("today"))

    // when
    try await window.perform(.cancel)

    // then
    #expect(store.savedItems.isEmpty)
    #expect(window.screens.count == 1)
    #expect(window.frame == Frame(title: "To-dos", lines: ["No upcoming items"]))
  }

  @Test func storeSaveError_showsProblemOnAddScreen() async throws {
    // given
    store.saveError = .unavailable("disk full")
    await start()
    try await window.perform(.add)
    try await window.perform(.name("Buy milk"))
    try await window.perform(.due("today"))

    // when
    try await window.perform(.save)

    // then
    #expect(window.topScreen is AddTodoView)
    #expect(window.frame?.lines.last == "! Could not save: The to-do store is unavailable (disk full).")
  }

  @Test func storeReadError_showsAlertOnList() async {
    // given
    store.readError = .unavailable("locked")

    // when
    await start()

    // then
    #expect(
      window.frame
        == Frame(
          title: "To-dos",
          lines: ["[!] Could not load to-dos", "    The to-do store is unavailable (locked)."]))
  }
}
