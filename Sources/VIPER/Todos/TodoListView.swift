import TextUI
import Tracing

/// The upcoming-list view: the groups and their rows, or the empty state, or an alert; above
/// them, the notice of a saved item that is not listed.
@MainActor
final class TodoListView: TableScreen, TodoListViewInterface, ListPanelView {
  let presenter: any TodoListPresenterInterface
  var panel = ListPanel()

  init(presenter: any TodoListPresenterInterface) {
    self.presenter = presenter
  }

  let title = "To-dos"

  func body() -> [String] {
    panel.lines
  }

  func screenDidLoad() {
    Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
    presenter.viewDidLoad()
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .add { [presenter] in
        Trace.message(from: "View", to: "Presenter", "addTapped()")
        presenter.addTapped()
      },
      .refresh { [presenter] in
        Trace.message(from: "View", to: "Presenter", "refreshRequested()")
        presenter.refreshRequested()
      },
    ]
  }

  // MARK: TodoListViewInterface

  func show(sections: [TodoSectionDisplayItem]) {
    Trace.message(from: "Presenter", to: "View", "show(sections: \(count: sections.count, "section"))")
    panel.show(
      sections: sections.map { section in
        SectionedTableView.Section(
          header: section.title, rows: section.rows.map { Row(title: $0.title, detail: $0.detail) })
      })
  }
}
