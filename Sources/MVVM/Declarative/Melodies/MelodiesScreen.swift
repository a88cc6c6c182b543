import DeclarativeUI
import TextUI
import Tracing

/// The melodies screen, declared: the network line, the saved-melodies notice and the list, as
/// the view model's outputs state them; `offline` and `online` are toolbar buttons.
struct MelodiesScreen: View {
  /// The view model the screen reads and tells; the hosting screen keeps the screen, and so it.
  let viewModel: any MelodiesViewModelType

  var body: some View {
    let outputs = viewModel.outputs
    VStack {
      Text(outputs.networkStatus)
      if let notice = outputs.notice {
        Notice(notice)
      }
      List(outputs.rows.map { Row(title: $0.title, detail: $0.detail) })
        .listStatus(ListStatus(isLoading: outputs.isLoading, alert: outputs.errorAlert))
    }
    .toolbar {
      Button(.offline) {
        Trace.message(from: "View", to: "ViewModel", "networkSwitched(online: false)")
        viewModel.inputs.networkSwitched(online: false)
      }
      Button(.online) {
        Trace.message(from: "View", to: "ViewModel", "networkSwitched(online: true)")
        viewModel.inputs.networkSwitched(online: true)
      }
    }
    .refreshable {
      Trace.message(from: "View", to: "ViewModel", "refreshRequested()")
      viewModel.inputs.refreshRequested()
    }
    .navigationTitle("Melodies")
    .onAppear {
      Trace.message(from: "View", to: "ViewModel", "viewDidLoad()")
      viewModel.inputs.viewDidLoad()
    }
  }
}
