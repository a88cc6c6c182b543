import Observation
import TextUI
import Tracing

/// The upcoming-list view the presenter talks to, for the declarative screen: it keeps what
/// the presenter says, and ``TodoListScreen`` draws it.
///
/// It conforms to the same ``TodoListViewInterface`` as the imperative `TodoListView`, owns the
/// presenter as that view does, and the presenter holds it weakly.
@Observable
@MainActor
final class TodoListViewState: TodoListViewInterface, ListPanelViewState {
  /// The presenter the screen sends the user's events to.
  @ObservationIgnored let presenter: any TodoListPresenterInterface
  var panel = ListPanelState()

  init(presenter: any TodoListPresenterInterface) {
    self.presenter = presenter
  }

  func show(sections: [TodoSectionDisplayItem]) {
    Trace.message(from: "Presenter", to: "View", "show(sections: \(count: sections.count, "section"))")
    let sections = sections.map { section in
      SectionedTableView.Section(
        header: section.title, rows: section.rows.map { Row(title: $0.title, detail: $0.detail) })
    }
    panel.content = .rows(SectionedTableView.rows(of: sections))
  }
}
