import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import UDF

/// UDF's views, through the composition root as the kit starts them: each draws its title and
/// its state, sends what the user does to its store, and makes the window follow the state's
/// navigation. The reducers' rules are tested without views in the `…FeatureTests`.
@MainActor
struct ViewTests {
  private let window = Window()

  @Test(.tags(.users)) func users_isTitledUsers() async {
    await UDFApp.startUsers(service: UserServiceMock(), in: window)

    #expect(window.frame?.title == "Users")
  }

  @Test(.tags(.drivers)) func drivers_loadsWhenShown_andSendsTheSearchTyped() async throws {
    // given
    await UDFApp.startDrivers(service: DriverServiceMock(), in: window)
    let view = try #require(window.topScreen as? DriversView)
    #expect(window.frame?.title == "Drivers")
    #expect(view.store.state.list == .loaded(Driver.samples))

    // when
    try await window.perform(.search("ham"))

    // then: the store has the query, and the table asked the view for the match
    #expect(view.store.state.searchText == "ham")
    #expect(window.frame?.lines.contains { $0.contains("Lewis HAMILTON") } == true)
  }

  @Test(.tags(.news)) func news_startsOnTheList_selectingPushesTheArticle_andBackPopsIt() async throws {
    // given
    await UDFApp.startNews(service: NewsServiceMock(), in: window)
    #expect(window.topScreen is NewsListView)

    // when
    try await window.perform(.select(1))

    // then
    let detail = try #require(window.topScreen as? ArticleDetailView)
    #expect(window.frame?.title == "Article")
    let labels = window.frame?.lines.compactMap { $0.split(separator: " ").first.map(String.init) } ?? []
    #expect(["Title:", "Author:", "Source:", "Date:", "Link:"].allSatisfy(labels.contains), "\(labels)")

    // when
    try await window.perform(.back)

    // then
    #expect(detail.store.state.article.title == Article.samples[0].title)
    #expect(window.topScreen is NewsListView)
  }

  @Test(.tags(.todos)) func todos_addPresentsTheAddScreen_andCancelDismissesIt() async throws {
    // given
    await UDFApp.startTodos(store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window)

    // when
    try await window.perform(.add)

    // then
    #expect(window.topScreen is AddTodoView)
    #expect(window.frame?.title == "Add to-do")

    // when
    try await window.perform(.cancel)

    // then
    #expect(window.topScreen is TodoListView)
  }

  @Test(.tags(.drivers)) func drivers_clearSendsSearchCleared_andTheWholeListComesBack() async throws {
    // given
    await UDFApp.startDrivers(service: DriverServiceMock(), in: window)
    let view = try #require(window.topScreen as? DriversView)
    let everyDriver = view.store.state.list
    try await window.perform(.search("ham"))
    #expect(view.store.state.list != everyDriver)

    // when
    try await window.perform(.clear)

    // then
    #expect(view.store.state.searchText == "")
    #expect(view.store.state.list == everyDriver)
  }

  @Test(.tags(.news)) func news_clearSendsSearchCleared_andEmptiesTheSearch() async throws {
    // given
    await UDFApp.startNews(service: NewsServiceMock(), in: window)
    let view = try #require(window.topScreen as? NewsListView)
    try await window.perform(.search("viper"))

    // when
    try await window.perform(.clear)

    // then
    #expect(view.store.state.searchText == "")
  }

  @Test(.tags(.todos)) func todos_addScreenLabelsItsFields_andSaveSendsSaveTapped() async throws {
    // given
    let store = TodoStoreMock()
    await UDFApp.startTodos(store: store, schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window)
    try await window.perform(.add)
    try await window.perform(.name("Buy milk"))
    try await window.perform(.due("tomorrow"))
    let labels = window.frame?.lines.compactMap { $0.split(separator: " ").first.map(String.init) } ?? []
    #expect(labels.contains("Name:") && labels.contains("Due:"), "\(labels)")

    // when
    try await window.perform(.save)

    // then: the item is stored and the list, shown again, lists it
    #expect(store.items.map(\.name) == ["Buy milk"])
    #expect(window.topScreen is TodoListView)
  }

  @Test(.tags(.todos)) func todos_addCancelledThenAddedAgain_presentsTheAddScreenAgain() async throws {
    // given
    await UDFApp.startTodos(store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-05-15"), in: window)
    try await window.perform(.add)
    try await window.perform(.cancel)

    // when
    try await window.perform(.add)

    // then
    #expect(window.topScreen is AddTodoView)
  }

  @Test(.tags(.todos)) func todos_droppingTheWindowUnclosed_freesTheListView() async throws {
    // given
    var window: Window? = Window()
    await UDFApp.startTodos(
      store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-05-15"), in: try #require(window))
    @Weak var listView = window?.topScreen as? TodoListView
    @Weak var dropped = window
    _ = window?.frame

    // when: the last reference to the window goes, and nothing calls close()
    window = nil

    // then: the list view holds its window weakly, so nothing keeps either
    #expect(dropped == nil)
    #expect(listView == nil)
  }
}
