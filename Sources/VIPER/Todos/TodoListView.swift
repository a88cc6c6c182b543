import TextUI

/// The upcoming-list view: the groups and their rows, or the empty state, or an alert.
@MainActor
public final class TodoListView: Screen, TodoListViewInterface {
  let presenter: any TodoListPresenterInterface
  private var content: [String] = LoadingIndicator.lines
  private var alert: Alert?

  public init(presenter: any TodoListPresenterInterface) {
    self.presenter = presenter
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

  // MARK: TodoListViewInterface

  public func showLoading() {
    alert = nil
    content = LoadingIndicator.lines
  }

  public func show(sections: [TodoSectionDisplayItem]) {
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
