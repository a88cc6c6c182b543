import Domain
import DomainTestSupport
import Foundation
import Instrumentation
import Testing
import TextUI

@testable import MVC

/// The list presents the Add controller itself, becomes its delegate, and dismisses it.
@MainActor
@Suite(.tags(.todos))
struct TodosNavigationTests {
  private let store = TodoStoreMock(items: [
    TodoItem(name: "Pay rent", dueDate: FixedCalendar.date("2024-09-18", hour: 9))
  ])
  private let window = Window()
  private let probe = FrameProbe()

  private func start() async {
    probe.frameSource = { [window] in window.frame }
    await MVCApp.startTodos(
      store: ObservedTodoStore(store) { await probe.record() },
      schedule: FixedCalendar.schedule(today: "2024-09-18"),
      in: window)
  }

  @Test func add_presentsTheEmptyAddScreenOverTheList() async throws {
    // given
    await start()

    // when
    try await window.perform(.add)

    // then
    #expect(window.screens.count == 2)
    #expect(window.topScreen is AddTodoViewController)
    #expect(window.frame == Frame(title: "Add to-do", lines: ["Name:", "Due:"]))
  }

  @Test func save_storesDismissesAndReloadsTheList() async throws {
    // given
    await start()
    try await window.perform(.add)
    try await window.perform(.name("Call mom"))
    try await window.perform(.due("tomorrow"))

    // when
    try await window.perform(.save)

    // then
    #expect(store.savedItems.map(\.name) == ["Call mom"])
    #expect(window.screens.count == 1)
    #expect(window.frame?.lines == ["Today", "  1. Pay rent", "Tomorrow", "  2. Call mom  Thursday"])
    #expect(
      probe.frames.map(\.title) == ["To-dos", "Add to-do", "To-dos"],
      "read on start, save on the Add screen, then the reload on the list")
    #expect(probe.frames.last?.lines == ["Loading…"])
  }

  private func add(_ name: String, due: String) async throws {
    try await window.perform(.add)
    try await window.perform(.name(name))
    try await window.perform(.due(due))
    try await window.perform(.save)
  }

  @Test func saveAnItemDueAfterNextWeek_listSaysItIsNotListedYet() async throws {
    // given
    await start()

    // when
    try await add("Book flights", due: "2024-10-07")

    // then
    #expect(store.savedItems.map(\.name) == ["Book flights"])
    #expect(
      window.frame?.lines == [
        "(Saved \"Book flights\", due Mon 7 Oct 2024 — after next week, so not listed yet.)", "",
        "Today", "  1. Pay rent",
      ])
    #expect(probe.frames.last?.lines == ["Loading…"])
  }

  @Test func saveAListedItem_showsNoNotice() async throws {
    // given
    await start()

    // when
    try await add("Dentist", due: "2024-09-29")

    // then
    #expect(window.frame?.lines == ["Today", "  1. Pay rent", "Next week", "  2. Dentist  Sunday"])
  }

  @Test func refreshAfterANotice_takesItDown() async throws {
    // given
    await start()
    try await add("Book flights", due: "2024-10-07")

    // when
    try await window.perform(.refresh)

    // then
    #expect(window.frame?.lines == ["Today", "  1. Pay rent"])
    #expect(probe.frames.last?.lines == ["Loading…"], "the notice goes with the list it came with")
  }

  @Test func saveAListedItemAfterANotice_takesItDown() async throws {
    // given
    await start()
    try await add("Book flights", due: "2024-10-07")

    // when
    try await add("Call mom", due: "tomorrow")

    // then
    #expect(window.frame?.lines == ["Today", "  1. Pay rent", "Tomorrow", "  2. Call mom  Thursday"])
  }

  @Test func saveInvalid_keepsTheAddScreenOpen() async throws {
    // given
    await start()
    try await window.perform(.add)

    // when
    try await window.perform(.save)

    // then
    #expect(window.frame?.title == "Add to-do")
    #expect(window.frame?.lines.last == "! Enter a name.")
    #expect(probe.frames.count == 1)
  }

  @Test func cancel_dismissesWithoutSavingOrReloading() async throws {
    // given
    await start()
    let listFrame = window.frame
    try await window.perform(.add)
    try await window.perform(.name("Call mom"))

    // when
    try await window.perform(.cancel)

    // then
    #expect(window.screens.count == 1)
    #expect(window.frame == listFrame)
    #expect(store.savedItems.isEmpty)
    #expect(probe.frames.count == 1)
  }

  @Test func addAgainAfterCancel_startsFromAnEmptyForm() async throws {
    // given
    await start()
    try await window.perform(.add)
    try await window.perform(.name("Call mom"))
    try await window.perform(.cancel)

    // when
    try await window.perform(.add)

    // then
    #expect(window.frame?.lines == ["Name:", "Due:"])
  }
}
