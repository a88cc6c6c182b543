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
  @ObservationIgnored let presenter: TodoListPresenter
  var panel = ListPanelState()

  init(presenter: TodoListPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
  }

  func show(sections: [TodoSectionViewData], notice: String?) {
    Trace.message(
      from: "Presenter", to: "View", "show(sections: \(sections.map(\.title)), notice: \(literal: notice))")
    let sections = sections.map { section in
      SectionedTableView.Section(
        header: section.title, rows: section.rows.map { Row(title: $0.title, detail: $0.detail) })
    }
    show(rows: SectionedTableView.rows(of: sections), notice: notice)
  }
}
