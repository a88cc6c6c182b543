// MVC · todos, declarative — the upcoming list and the add screen of the VIPER article.
//
// Start with TodoListController: it reads the store, asks Domain's UpcomingSchedule which items
// show, in which group and with which due label, and holds the list's sections. `add` makes it
// create an AddTodoController and hold it as the sheet TodoListScreen presents, as its
// delegate; when the Add controller reports a save, the list lets go of it (the sheet is
// dismissed) and reloads, and, when the saved item is not upcoming, says so in its notice
// until the next load.
import Domain
import Observation
import TextUI
import Tracing

/// Holds the upcoming to-dos, grouped, and the Add screen's controller while it is presented.
@Observable
@MainActor
final class TodoListController: AddTodoControllerDelegate {
  /// What the list shows.
  private(set) var content = ListContent.loading
  /// The notice above the list, or `nil`.
  private(set) var notice: String?
  /// The Add screen's controller while the sheet shows, or `nil`.
  private(set) var addTodo: AddTodoController?
  @ObservationIgnored private let store: any TodoStore
  @ObservationIgnored private let schedule: UpcomingSchedule
  /// The load in flight: a newer one cancels it, and so does the controller's end.
  @ObservationIgnored private var loadTask: Task<Void, Never>?

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

  /// The screen appeared: the first load.
  func viewDidLoad() {
    loadItems()
  }

  /// The user tapped `add`: the Add screen is presented.
  func addTapped() {
    let parser = DueDateParser(today: schedule.today, calendar: schedule.calendar)
    let add = AddTodoController(store: store, parser: parser)
    add.delegate = self
    addTodo = add
  }

  /// The user pulled to refresh.
  func refreshRequested() {
    loadItems()
  }

  // MARK: AddTodoControllerDelegate

  func addTodoController(_ controller: AddTodoController, didSave item: TodoItem) {
    Trace.message(from: "Controller", to: "Delegate", "addTodoController(didSave: \(item.name.traced))")
    addTodo = nil
    loadItems(notice: schedule.savedNotice(for: item))
  }

  func addTodoControllerDidCancel(_ controller: AddTodoController) {
    Trace.message(from: "Controller", to: "Delegate", "addTodoControllerDidCancel()")
    addTodo = nil
  }

  // MARK: Private

  /// Reads the store and shows the upcoming items; after a save, the notice that the saved
  /// item is not listed, when it is not.
  ///
  /// - Parameter notice: the one line shown above the reloaded list, or `nil`.
  private func loadItems(notice: String? = nil) {
    loadTask?.cancel()
    self.notice = nil
    content = .loading
    loadTask = Task { [weak self, store] in
      do throws(StoreError) {
        let items = try await store.allItems()
        guard !Task.isCancelled else { return }
        self?.show(items, notice: notice)
      } catch {
        guard !Task.isCancelled else { return }
        self?.content = .alert(title: FailureText.todosNotLoaded, message: error.message)
      }
    }
  }

  /// Shows the loaded items by day, with `notice` above them.
  private func show(_ items: [TodoItem], notice: String?) {
    if let notice {
      self.notice = notice
    }
    let sections = schedule.sections(for: items).map { section in
      SectionedTableView.Section(
        header: section.group.rawValue,
        rows: section.items.map { Row(title: $0.name, detail: schedule.dueLabel(of: $0, in: section.group)) })
    }
    content = sections.isEmpty ? .empty(UpcomingSchedule.emptyMessage) : .sections(sections)
  }
}
