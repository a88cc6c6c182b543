// MVC · todos — the upcoming list and the add screen of the VIPER article, told in Cocoa MVC.
//
// Start with TodoListViewController: it reads the store, asks Domain's UpcomingSchedule which
// items show, in which group and with which due label, and sets its ListTextView's sections.
// `add` makes it present an AddTodoViewController itself and become its delegate; when the
// add controller reports a save, the list dismisses it and reloads — the presenting
// controller dismisses, as in UIKit — and, when the saved item is not upcoming, says so in
// its notice until the next load. The views report each property the controllers set to
// `--trace`, and the delegate methods below each callback they receive, on their first line.
import Domain
import TextUI
import Tracing

/// Shows the upcoming to-dos, grouped, in its ``ListTextView`` and presents the Add screen.
@MainActor
final class TodoListViewController: TableScreen, AddTodoViewControllerDelegate {
  /// The window this controller sits in, as `navigationController` is for a UIKit controller.
  weak var window: Window?
  /// The view this controller owns and fills.
  let contentView = ListTextView()
  /// The table the window scrolls: the view's.
  var tableView: TableView { contentView.table }
  private let store: any TodoStore
  private let schedule: UpcomingSchedule
  /// The load in flight: a newer one cancels it, and so does the controller's end.
  private var loadTask: Task<Void, Never>?

  /// - Parameters:
  ///   - store: where the items are read from and the Add screen saves to.
  ///   - schedule: which items are upcoming, and today's date for the Add screen.
  init(store: any TodoStore, schedule: UpcomingSchedule) {
    self.store = store
    self.schedule = schedule
  }

  deinit {
    loadTask?.cancel()
  }

  let title = "To-dos"

  func body() -> [String] {
    contentView.lines
  }

  func screenDidLoad() {
    Trace.message(from: "View", to: "Controller", "viewDidLoad()")
    viewDidLoad()
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .add { [self] in
        Trace.message(from: "View", to: "Controller", "addTapped()")
        addTapped()
      },
      .refresh { [self] in
        Trace.message(from: "View", to: "Controller", "refreshRequested()")
        refreshRequested()
      },
    ]
  }

  // MARK: AddTodoViewControllerDelegate

  func addTodoViewController(_ controller: AddTodoViewController, didSave item: TodoItem) {
    Trace.message(from: "Controller", to: "Delegate", "addTodoViewController(didSave: \(item.name.traced))")
    window?.dismiss()
    loadItems(notice: schedule.savedNotice(for: item))
  }

  func addTodoViewControllerDidCancel(_ controller: AddTodoViewController) {
    Trace.message(from: "Controller", to: "Delegate", "addTodoViewControllerDidCancel()")
    window?.dismiss()
  }

  // MARK: Private

  private func viewDidLoad() {
    loadItems()
  }

  private func addTapped() {
    let parser = DueDateParser(today: schedule.today, calendar: schedule.calendar)
    let add = AddTodoViewController(store: store, parser: parser)
    add.delegate = self
    window?.present(add)
  }

  private func refreshRequested() {
    loadItems()
  }

  /// Reads the store and shows the upcoming items; after a save, the notice that the saved
  /// item is not listed, when it is not.
  ///
  /// - Parameter notice: the one line shown above the reloaded list, or `nil`.
  private func loadItems(notice: String? = nil) {
    loadTask?.cancel()
    contentView.notice = nil
    contentView.content = .loading
    loadTask = Task { [weak self, store] in
      do throws(StoreError) {
        let items = try await store.allItems()
        guard !Task.isCancelled else { return }
        self?.show(items, notice: notice)
      } catch {
        guard !Task.isCancelled else { return }
        self?.contentView.content = .alert(title: FailureText.todosNotLoaded, message: error.message)
      }
    }
  }

  /// Shows the loaded items by day, with `notice` above them.
  private func show(_ items: [TodoItem], notice: String?) {
    if let notice {
      contentView.notice = Banner(notice)
    }
    let sections = schedule.sections(for: items).map { section in
      SectionedTableView.Section(
        header: section.group.rawValue,
        rows: section.items.map { Row(title: $0.name, detail: schedule.dueLabel(of: $0, in: section.group)) })
    }
    contentView.content = sections.isEmpty ? .empty(UpcomingSchedule.emptyMessage) : .sections(sections)
  }
}
