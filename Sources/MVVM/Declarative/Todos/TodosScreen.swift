import DeclarativeUI

/// The to-do feature, declared: the list, with the Add screen as a sheet whose item the
/// ``TodosSheetCoordinator`` owns.
struct TodosScreen: View {
  /// The navigation the screen follows; the hosting screen keeps the screen, and so it.
  let coordinator: TodosSheetCoordinator

  var body: some View {
    TodoListScreen(viewModel: coordinator.listViewModel)
      .sheet(item: addItem) { route in
        AddTodoScreen(viewModel: route.viewModel)
      }
  }

  /// The sheet's item: the coordinator's. The Add screen closes itself through its view model
  /// (save or cancel), so a dismissal from outside is its cancel.
  private var addItem: Binding<AddTodoRoute?> {
    Binding(
      get: { coordinator.addItem },
      set: { item in
        guard item == nil, let shown = coordinator.addItem else { return }
        shown.viewModel.inputs.cancelTapped()
      })
  }
}
