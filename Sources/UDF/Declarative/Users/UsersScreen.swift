import DeclarativeUI
import Domain
import TextUI
import Tracing

/// The users screen, declared: reads the store's state in `body`, so the hosting screen draws it
/// again when an action changes the state, and sends the user's events as actions.
struct UsersScreen: View {
  /// The feature's store; the hosting screen keeps the screen, and so it.
  let store: Store<UsersFeature.State, UsersFeature.Action>

  var body: some View {
    let list = store.state.list
    List(count: list.items.count, rows: rows(in:))
      .listStatus(list.status)
      .refreshable { send(.refreshRequested) }
      .navigationTitle("Users")
      .onAppear { send(.viewDidLoad) }
  }

  /// The users at `range` as rows, asked for by the list when they come into view.
  private func rows(in range: Range<Int>) -> [Row] {
    Trace.message(from: "View", to: "Store", "rows(\(TableView.position(of: range, amongRows: store.numberOfRows)))")
    return store.rows(in: range).map { Row(title: $0.fullName, detail: DisplayFormat.age($0.age)) }
  }

  private func send(_ action: UsersFeature.Action) {
    Trace.message(from: "View", to: "Store", "send(\(action.traceText))")
    store.send(action)
  }
}
