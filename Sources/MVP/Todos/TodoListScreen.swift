import TextUI

/// The passive upcoming-list view.
@MainActor
public final class TodoListScreen: Screen, TodoListView {
  private let presenter: TodoListPresenter
  private var content: [String] = LoadingIndicator.lines
  private var alert: Alert?

  public init(presenter: TodoListPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
  }

  public let title = "To-dos"
  public let acceptedActions: [UserAction.Kind] = [.add, .refresh]

  public func body() -> [String] {
    Layout.stack(alert?.lines ?? [], content)
  }

  public func screenDidAppear() async {
    Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
    await presenter.viewDidLoad()
  }

  public func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .add:
      Trace.message(from: "View", to: "Presenter", "addTapped()")
      await presenter.addTapped()
    case .refresh:
      Trace.message(from: "View", to: "Presenter", "refreshRequested()")
      await presenter.refreshRequested()
    default: break
    }
  }

  // MARK: TodoListView

  public func showLoading() {
    alert = nil
    content = LoadingIndicator.lines
  }

  public func show(sections: [TodoSectionViewData]) {
    alert = nil
    let sections = sections.map { section in
      SectionedTableView.Section(
        header: section.title, rows: section.rows.map { Row(title: $0.name, detail: $0.weekday) })
    }
    content = SectionedTableView(sections: sections, emptyMessage: "").lines
  }

  public func showEmptyState(message: String) {
    alert = nil
    content = [message]
  }

  public func showError(title: String, message: String) {
    alert = Alert(title: title, message: message)
    content = []
  }
}
