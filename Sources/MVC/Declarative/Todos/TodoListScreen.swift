import DeclarativeUI
import Tracing

/// The upcoming to-dos as a value, presenting the Add screen as a sheet while its controller
/// holds one.
struct TodoListScreen: View {
  /// The controller this screen reads and calls.
  let controller: TodoListController

  var body: some View {
    ListContentScreen(content: controller.content, notice: controller.notice)
      .toolbar {
        Button(.add) {
          Trace.message(from: "View", to: "Controller", "addTapped()")
          controller.addTapped()
        }
      }
      .refreshable {
        Trace.message(from: "View", to: "Controller", "refreshRequested()")
        controller.refreshRequested()
      }
      .sheet(item: addTodo) { add in
        AddTodoScreen(controller: add)
      }
      .onAppear {
        Trace.message(from: "View", to: "Controller", "viewDidLoad()")
        controller.viewDidLoad()
      }
      .navigationTitle("To-dos")
  }

  /// The sheet's item: the list controller's Add controller. Only the controller dismisses the
  /// sheet (the Add screen's save and cancel tell it), so nothing writes it here.
  private var addTodo: Binding<AddTodoController?> {
    Binding(get: { controller.addTodo }, set: { _ in })
  }
}
