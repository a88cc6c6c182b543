import DeclarativeUI
import Tracing

/// The upcoming list, as a value: the groups ``TodoListViewState`` keeps, and the Add screen as
/// a sheet while the to-dos navigation's sheet item holds one. `add` and `refresh` go to the
/// presenter, traced where they are sent.
struct TodoListScreen: View {
  let state: TodoListViewState
  let navigation: TodosNavigation

  var body: some View {
    ListPanelScreen(panel: state.panel)
      .toolbar {
        Button(.add) {
          Trace.message(from: "View", to: "Presenter", "addTapped()")
          state.presenter.addTapped()
        }
      }
      .refreshable {
        Trace.message(from: "View", to: "Presenter", "refreshRequested()")
        state.presenter.refreshRequested()
      }
      .navigationTitle("To-dos")
      .onAppear {
        Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
        state.presenter.viewDidLoad()
      }
      .sheet(item: Binding(get: { navigation.addTodo }, set: { navigation.addTodo = $0 })) { addItem in
        AddTodoScreen(state: addItem)
      }
  }
}
