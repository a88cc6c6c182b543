import TextUI
import Tracing

/// The passive upcoming-list view: a notice, if any, above the groups or the empty state.
@MainActor
final class TodoListView: Screen, TodoListViewInterface, ListPanelView {
  private let presenter: TodoListPresenter
  var panel = ListPanel()

  init(presenter: TodoListPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
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

  func show(sections: [TodoSectionViewData], notice: String?) {
    Trace.message(
      from: "Presenter", to: "View", "show(sections: \(sections.map(\.title)), notice: \(literal: notice))")
    panel.notice = notice.map(Banner.init)
    panel.show(
      sections: sections.map { section in
        SectionedTableView.Section(
          header: section.title, rows: section.rows.map { Row(title: $0.title, detail: $0.detail) })
      })
  }
}
