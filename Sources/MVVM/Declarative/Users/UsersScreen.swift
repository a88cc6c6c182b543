import DeclarativeUI
import TextUI
import Tracing

/// The users screen, declared: the list as the view model's outputs state it, drawn again when
/// an output the body read changes. It reads the same view model as `UsersView` and calls the
/// same inputs.
struct UsersScreen: View {
  /// The view model the screen reads and tells; the hosting screen keeps the screen, and so it.
  let viewModel: any UsersViewModelType

  var body: some View {
    let outputs = viewModel.outputs
    List(outputs.rows.map { Row(title: $0.title, detail: $0.detail) })
      .listStatus(
        ListStatus(isLoading: outputs.isLoading, emptyMessage: outputs.emptyMessage, alert: outputs.errorAlert)
      )
      .refreshable {
        Trace.message(from: "View", to: "ViewModel", "refreshRequested()")
        viewModel.inputs.refreshRequested()
      }
      .navigationTitle("Users")
      .onAppear {
        Trace.message(from: "View", to: "ViewModel", "viewDidLoad()")
        viewModel.inputs.viewDidLoad()
      }
  }
}
