import DeclarativeUI
import Domain
import TextUI
import Tracing

/// The drivers screen, declared: a search field bound to the state's search text, whose setter
/// sends the text typed as an action, over a lazy list of the state's matches.
struct DriversScreen: View {
  /// The feature's store; the hosting screen keeps the screen, and so it.
  let store: Store<DriversFeature.State, DriversFeature.Action>

  var body: some View {
    let list = store.state.list
    List(count: list.items.count, rows: rows(in:))
      .listStatus(list.status)
      .searchable(text: Binding(get: { store.state.searchText }, set: { send(.searchTextChanged($0)) }))
      .refreshable { send(.refreshRequested) }
      .navigationTitle("Drivers")
      .onAppear { send(.viewDidLoad) }
  }

  /// The drivers at `range` as rows, asked for by the list when they come into view.
  private func rows(in range: Range<Int>) -> [Row] {
    Trace.message(from: "View", to: "Store", "rows(\(TableView.position(of: range, amongRows: store.numberOfRows)))")
    return store.rows(in: range).map { Row(title: $0.fullName, detail: DisplayFormat.driverDetail($0)) }
  }

  private func send(_ action: DriversFeature.Action) {
    Trace.message(from: "View", to: "Store", "send(\(action.traceText))")
    store.send(action)
  }
}
