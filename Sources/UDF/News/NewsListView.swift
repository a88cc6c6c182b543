import Domain
import TextUI
import Tracing

/// The news list screen: draws the store's state, sends the user's events to it as actions,
/// and makes the window follow the state's `detail`, pushing and popping the article detail.
@MainActor
final class NewsListView: TableScreen {
  /// The screen's store; the view owns it.
  let store: Store<NewsFeature.State, NewsFeature.Action>
  private var panel = ListPanel(searchable: true)
  /// Pushes the article detail when the state names one, pops it when the state no longer does.
  private let navigation:
    NavigationFollower<
      NewsFeature.State, NewsFeature.Action, ArticleDetailFeature.State, ArticleDetailFeature.Action
    >

  /// - Parameters:
  ///   - store: the feature's store; the view owns it.
  ///   - window: where the article detail is pushed; held weakly.
  init(store: Store<NewsFeature.State, NewsFeature.Action>, window: Window) {
    self.store = store
    navigation = NavigationFollower(
      store: store, child: { $0.detail }, action: { .detail($0) }, screen: { ArticleDetailView(store: $0) },
      show: { [weak window] screen in window?.push(screen) },
      hide: { [weak window] screen in if window?.topScreen === screen { window?.pop() } })
    panel.table.dataSource = self
    render(store.state)
    store.observe(by: self) { [weak self] state in self?.render(state) }
  }

  let title = "News"

  func body() -> [String] {
    panel.lines
  }

  /// Shows `state` in the panel, the search field's text and the notice included: called with
  /// the state the view starts with, then with each new one the store publishes.
  private func render(_ state: NewsFeature.State) {
    panel.show(state.list, searchText: state.searchText, notice: state.notice)
  }

  var tableView: TableView { panel.table }

  func screenDidLoad() {
    send(.viewDidLoad)
  }

  func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    try TableView.index(ofRowNumber: number, amongRows: numberOfRows)
  }

  /// What the user can do here: each sends an action, traced where it is sent.
  var actions: [ScreenAction] {
    [
      .search { [weak self] text in self?.send(.searchTextChanged(text)) },
      .clear { [weak self] in self?.send(.searchCleared) },
      .select { [weak self] index in self?.send(.articleSelected(index)) },
      .refresh { [weak self] in self?.send(.refreshRequested) },
    ]
  }

  private func send(_ action: NewsFeature.Action) {
    Trace.message(from: "View", to: "Store", "send(\(action.traceText))")
    store.send(action)
  }
}

/// The table's data source: the view formats the rows in view from the state's articles.
extension NewsListView: TableDataSource {
  var numberOfRows: Int { store.state.list.items.count }

  func rows(in range: Range<Int>) -> [Row] {
    Trace.message(from: "View", to: "Store", "rows(\(TableView.position(of: range, amongRows: numberOfRows)))")
    return store.rows(in: range).map {
      Row(title: ArticleText.title(of: $0), detail: ArticleText.source(of: $0))
    }
  }
}
