import DeclarativeUI
import TextUI
import Tracing

/// The upcoming-list screen, declared: the notice, if any, and the to-dos grouped by day, as the
/// view model's outputs state them; `add` is a toolbar button.
struct TodoListScreen: View {
  /// The view model the screen reads and tells.
  let viewModel: any TodoListViewModelType

  var body: some View {
    let outputs = viewModel.outputs
    VStack {
      if let notice = outputs.notice {
        Notice(notice)
      }
      List(sections: outputs.sections.map(Self.section))
        .listStatus(
          ListStatus(isLoading: outputs.isLoading, emptyMessage: outputs.emptyMessage, alert: outputs.errorAlert))
    }
    .toolbar {
      Button(.add) {
        Trace.message(from: "View", to: "ViewModel", "addTapped()")
        viewModel.inputs.addTapped()
      }
    }
    .refreshable {
      Trace.message(from: "View", to: "ViewModel", "refreshRequested()")
      viewModel.inputs.refreshRequested()
    }
    .navigationTitle("To-dos")
    .onAppear {
      Trace.message(from: "View", to: "ViewModel", "viewDidLoad()")
      viewModel.inputs.viewDidLoad()
    }
  }

  private static func section(_ section: TodoSectionViewData) -> SectionedTableView.Section {
    SectionedTableView.Section(
      header: section.title, rows: section.rows.map { Row(title: $0.title, detail: $0.detail) })
  }
}
