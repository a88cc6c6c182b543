import DeclarativeUI
import Domain
import TextUI
import Tracing

/// The melodies screen, declared: the network line, the saved-melodies notice and the list, read
/// from the store's state; `offline` and `online` are toolbar buttons that send actions.
struct MelodiesScreen: View {
  /// The feature's store; the hosting screen keeps the screen, and so it.
  let store: Store<MelodiesFeature.State, MelodiesFeature.Action>

  var body: some View {
    let state = store.state
    VStack {
      Text(DisplayFormat.networkLine(isOnline: state.isOnline))
      if let notice = state.notice {
        Notice(notice)
      }
      List(count: state.list.items.count, rows: rows(in:))
        .listStatus(state.list.status)
    }
    .toolbar {
      Button(.offline) { send(.networkSwitched(online: false)) }
      Button(.online) { send(.networkSwitched(online: true)) }
    }
    .refreshable { send(.refreshRequested) }
    .navigationTitle("Melodies")
    .onAppear { send(.viewDidLoad) }
  }

  /// The melodies at `range` as rows, asked for by the list when they come into view.
  private func rows(in range: Range<Int>) -> [Row] {
    Trace.message(from: "View", to: "Store", "rows(\(TableView.position(of: range, amongRows: store.numberOfRows)))")
    return store.rows(in: range).map { Row(title: $0.title, detail: DisplayFormat.melodyDetail($0)) }
  }

  private func send(_ action: MelodiesFeature.Action) {
    Trace.message(from: "View", to: "Store", "send(\(action.traceText))")
    store.send(action)
  }
}
