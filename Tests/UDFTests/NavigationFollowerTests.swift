import Domain
import DomainTestSupport
import Testing
import TextUI
import Tracing

@testable import UDF

/// Navigation as state: the window follows the list state's `detail`, pushing the screen it
/// names once, popping it when it goes, and the follower's watching is no view's.
@MainActor
struct NavigationFollowerTests {
  private let window = Window()

  @Test(.tags(.news)) func newsSelectThenBack_tracesOneStateNoticeToTheView_perChange() async throws {
    // given
    let log = TraceLog()
    await UDFApp.startNews(service: NewsServiceMock(), in: window)

    // when
    try await Trace.$log.withValue(log) {
      try await window.perform(.select(1))
      try await window.perform(.back)
    }

    // then: the follower pushes and pops, but only the view is told of the state, as `--trace` shows
    #expect(
      log.messages.map(\.description) == [
        "View → Store: send(.articleSelected(0))",
        "Store → Reducer: reduce(.articleSelected(0))",
        "View → Window: push(Article)",
        "Store → View: state",
        "View → Store: send(.backTapped)",
        "Store → Reducer: reduce(.detail(.backTapped))",
        "View → Window: pop()",
        "Store → View: state",
      ])
  }

  @Test(.tags(.news)) func news_anArticleStillHeldAfterBack_doesNotStopTheNextSelectionFromPushing() async throws {
    // given: the first article was shown and closed, and something still holds its screen
    await UDFApp.startNews(service: NewsServiceMock(), in: window)
    try await window.perform(.select(1))
    let first = try #require(window.topScreen as? ArticleDetailView)
    try await window.perform(.back)
    #expect(window.topScreen is NewsListView)

    // when
    try await window.perform(.select(2))

    // then
    let second = try #require(window.topScreen as? ArticleDetailView)
    #expect(second !== first)
    #expect(second.store.state.article.title == Article.samples[1].title)
    #expect(window.screens.count == 2)
  }

  @Test(.tags(.plumbing)) func aPushedScreenThatSendsAnActionAsItAppears_isPushedOnce() async throws {
    // given
    let store = Store(initialState: Shelf.State(), reducer: Shelf())
    await window.setRoot(ShelfView(store: store, window: window))

    // when
    await settling { store.send(.open) }

    // then: the change the pushed screen made as it appeared did not push it again
    #expect(window.screens.count == 2)
    #expect(store.state.detail == Shelf.Detail(appeared: true))
    let detail = try #require(window.topScreen as? ShelfDetailView)

    // when
    await settling { detail.store.send(.close) }

    // then
    #expect(window.screens.count == 1)
    #expect(window.topScreen is ShelfView)
  }
}

/// A list whose detail tells the list's state it appeared, as a detail that loads when shown does.
struct Shelf: Reducer {
  struct Detail: Equatable {
    var appeared = false
  }

  struct State: Equatable {
    var detail: Detail?
  }

  enum DetailAction: Equatable, TracedAction {
    case appeared, close
    var traceText: String { self == .appeared ? ".appeared" : ".close" }
  }

  enum Action: Equatable, TracedAction {
    case open
    case detail(DetailAction)
    var traceText: String {
      switch self {
      case .open: ".open"
      case .detail(let action): ".detail(\(action.traceText))"
      }
    }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .open: state.detail = Detail()
    case .detail(.appeared): state.detail?.appeared = true
    case .detail(.close): state.detail = nil
    }
    return .none
  }
}

/// The list's screen: keeps the follower that pushes and pops ``ShelfDetailView``.
@MainActor
final class ShelfView: Screen {
  let store: Store<Shelf.State, Shelf.Action>
  private let navigation: NavigationFollower<Shelf.State, Shelf.Action, Shelf.Detail, Shelf.DetailAction>

  init(store: Store<Shelf.State, Shelf.Action>, window: Window) {
    self.store = store
    navigation = NavigationFollower(
      store: store, child: { $0.detail }, action: { .detail($0) }, screen: { ShelfDetailView(store: $0) },
      show: { [weak window] screen in window?.push(screen) },
      hide: { [weak window] screen in if window?.topScreen === screen { window?.pop() } })
  }

  let title = "Shelf"
  let actions: [ScreenAction] = []
  func body() -> [String] { [] }
}

/// The detail's screen: tells its store it appeared.
@MainActor
final class ShelfDetailView: Screen {
  let store: Store<Shelf.Detail, Shelf.DetailAction>

  init(store: Store<Shelf.Detail, Shelf.DetailAction>) {
    self.store = store
  }

  let title = "Shelf item"
  let actions: [ScreenAction] = []
  func body() -> [String] { [] }
  func screenDidLoad() { store.send(.appeared) }
}
