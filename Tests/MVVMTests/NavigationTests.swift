import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVVM

/// The coordinators in a real window: news detail pushed and popped, the todos Add screen presented.
@MainActor
struct NavigationTests {
  private let window = Window()

  @Test(.tags(.news)) func newsSelect_pushesTheDetailLaidOutAsFieldsThenTexts() async throws {
    // given
    await MVVMApp.startNews(service: NewsServiceMock(headlines: .success([.stub()])), in: window)

    // when
    try await window.perform(.select(1))

    // then
    #expect(window.screens.count == 2)
    #expect(window.topScreen?.acceptedActions == [.back])
    #expect(
      window.frame
        == Frame(
          title: "Article",
          lines: [
            "Title:  Swift on Linux", "Author: Jane Doe", "Source: Swift Blog", "Date:   17 Sep 2024, 14:30 UTC",
            "Link:   https://example.com/swift-on-linux", "", "Servers and tools.", "", "Body text.",
          ]))
  }

  @Test(.tags(.news)) func newsBack_returnsToTheListWithTheSearchIntact() async throws {
    // given
    let service = NewsServiceMock()
    await MVVMApp.startNews(service: service, in: window)
    try await window.perform(.search("viper"))
    try await window.perform(.select(1))

    // when
    try await window.perform(.back)

    // then
    #expect(window.screens.count == 1)
    #expect(
      window.frame == Frame(title: "News", lines: ["Search: \"viper\"", "", "1. VIPER in large teams  Swift Blog"]))
    #expect(service.searchQueries == ["viper"])
  }

  @Test(.tags(.news)) func newsSelectOfMissingRow_isRejectedAndStaysOnTheList() async {
    // given
    await MVVMApp.startNews(service: NewsServiceMock(), in: window)

    // when
    await #expect(throws: ActionRejection.noSuchRow(4, rowCount: 3)) {
      try await window.perform(.select(4))
    }

    // then
    #expect(window.screens.count == 1)
  }

  @Test(.tags(.news)) func newsSelectAfterError_isRejectedAsAnEmptyList() async {
    // given
    await MVVMApp.startNews(service: NewsServiceMock(headlines: .failure(.network("down"))), in: window)

    // then
    await #expect(throws: ActionRejection.noSuchRow(1, rowCount: 0)) {
      try await window.perform(.select(1))
    }
  }

  @Test(.tags(.todos)) func todosAdd_presentsTheEmptyAddScreen() async throws {
    // given
    await MVVMApp.startTodos(store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window)

    // when
    try await window.perform(.add)

    // then
    #expect(window.screens.count == 2)
    #expect(window.topScreen?.acceptedActions == [.name, .due, .save, .cancel])
    #expect(window.frame == Frame(title: "Add to-do", lines: ["Name:", "Due:"]))
  }

  @Test(.tags(.todos)) func todosInvalidSave_staysOnTheAddScreenShowingTheProblem() async throws {
    // given
    await MVVMApp.startTodos(store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window)
    try await window.perform(.add)
    try await window.perform(.due("today"))

    // when
    try await window.perform(.save)

    // then
    #expect(window.screens.count == 2)
    #expect(
      window.frame
        == Frame(title: "Add to-do", lines: ["Name:", "Due:  today (Wed 15 May 2024)", "", "! Enter a name."]))
  }

  @Test(.tags(.todos)) func todosProblem_goesAwayWhenAFieldIsEdited() async throws {
    // given
    await MVVMApp.startTodos(store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window)
    try await window.perform(.add)
    try await window.perform(.save)

    // when
    try await window.perform(.name("Milk"))

    // then
    #expect(window.frame == Frame(title: "Add to-do", lines: ["Name: Milk", "Due:"]))
  }

  @Test(.tags(.todos)) func todosValidSave_dismissesAndTheListShowsTheItem() async throws {
    // given
    let store = TodoStoreMock()
    await MVVMApp.startTodos(store: store, schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window)
    try await window.perform(.add)
    try await window.perform(.name("  Buy milk  "))
    try await window.perform(.due("tomorrow"))

    // when
    try await window.perform(.save)

    // then
    #expect(store.savedItems.map(\.name) == ["Buy milk"])
    #expect(window.screens.count == 1)
    #expect(window.frame == Frame(title: "To-dos", lines: ["Tomorrow", "  1. Buy milk  Thursday"]))
  }

  @Test(.tags(.todos)) func todosSaveOfAnItemAfterNextWeek_listShowsTheNoticeUntilRefresh() async throws {
    // given
    await MVVMApp.startTodos(store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window)
    try await window.perform(.add)
    try await window.perform(.name("Book flights"))
    try await window.perform(.due("2024-05-27"))

    // when
    try await window.perform(.save)
    let afterSave = window.frame
    try await window.perform(.refresh)

    // then
    #expect(
      afterSave
        == Frame(
          title: "To-dos",
          lines: [
            "(Saved \"Book flights\", due Mon 27 May 2024 — after next week, so not listed yet.)",
            "",
            "No upcoming items",
          ]))
    #expect(window.frame == Frame(title: "To-dos", lines: ["No upcoming items"]))
  }

  @Test(.tags(.todos)) func todosCancel_dismissesWithoutSavingOrReloading() async throws {
    // given
    let store = TodoStoreMock()
    await MVVMApp.startTodos(store: store, schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window)
    try await window.perform(.add)
    try await window.perform(.name("Milk"))

    // when
    try await window.perform(.cancel)

    // then
    #expect(store.savedItems.isEmpty)
    #expect(window.screens.count == 1)
    #expect(window.frame == Frame(title: "To-dos", lines: ["No upcoming items"]))
  }
}
