// MVC · todos — the upcoming list and the add screen of the VIPER article, told in Cocoa MVC.
//
// Start with TodoListViewController: it reads the store, asks Domain's UpcomingSchedule which
// items show and in which group, and formats rows (a weekday everywhere but under Today).
// `add` makes it present an AddTodoViewController itself and become its delegate; when the
// add controller reports a save, the list dismisses it and reloads — the presenting
// controller dismisses, as in UIKit.
import Domain
import TextUI

/// Shows the upcoming to-dos, grouped, in its ``TodoListTextView`` and presents the Add screen.
@MainActor
public final class TodoListViewController: Screen, AddTodoViewControllerDelegate {
  /// The window this controller sits in, as `navigationController` is for a UIKit controller.
  public weak var window: Window?
  /// The view this controller owns and fills.
  public let textView = TodoListTextView()
  private let store: any TodoStore
  private let schedule: UpcomingSchedule

  /// - Parameters:
  ///   - store: where the items are read from and the Add screen saves to.
  ///   - schedule: which items are upcoming, and today's date for the Add screen.
  public init(store: any TodoStore, schedule: UpcomingSchedule) {
    self.store = store
    self.schedule = schedule
  }

  public let title = "To-dos"
  public let acceptedActions: [UserAction.Kind] = [.add, .refresh]

  public func body() -> [String] {
    textView.lines
  }

  /// The `viewDidLoad` of the screen: loads the items.
  public func screenDidAppear() async {
    Trace.message(from: "View", to: "Controller", "viewDidLoad()")
    await loadItems()
  }

  public func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .add:
      Trace.message(from: "View", to: "Controller", "addTapped()")
      await presentAddTodo()
    case .refresh:
      Trace.message(from: "View", to: "Controller", "refreshRequested()")
      await loadItems()
    default: break
    }
  }

  // MARK: AddTodoViewControllerDelegate

  public func addTodoViewController(_ controller: AddTodoViewController, didSave item: TodoItem) async {
    Trace.message(from: "Controller", to: "Window", "dismiss()")
    window?.dismiss()
    await loadItems()
  }

  public func addTodoViewControllerDidCancel(_ controller: AddTodoViewController) {
    Trace.message(from: "Controller", to: "Window", "dismiss()")
    window?.dismiss()
  }

  // MARK: Private

  private func presentAddTodo() async {
    let parser = DueDateParser(today: schedule.today, calendar: schedule.calendar)
    let add = AddTodoViewController(store: store, parser: parser)
    add.delegate = self
    Trace.message(from: "Controller", to: "Window", "present(AddTodoViewController)")
    await window?.present(add)
  }

  private func loadItems() async {
    Trace.message(from: "Controller", to: "View", "alert = nil")
    textView.alert = nil
    Trace.message(from: "Controller", to: "View", "isLoading = true")
    textView.isLoading = true
    let items: [TodoItem]
    do {
      Trace.message(from: "Controller", to: "Store", "allItems()")
      items = try await store.allItems()
      Trace.message(from: "Store", to: "Controller", "\(items.count) items")
    } catch {
      Trace.message(from: "Store", to: "Controller", "failed: \(error.message)")
      Trace.message(from: "Controller", to: "View", "alert = Alert(\"Could not load to-dos\")")
      textView.alert = Alert(title: "Could not load to-dos", message: error.message)
      Trace.message(from: "Controller", to: "View", "isLoading = false")
      textView.isLoading = false
      Trace.message(from: "Controller", to: "View", "list = nil")
      textView.list = nil
      return
    }
    let sections = schedule.sections(for: items).map { section in
      SectionedTableView.Section(
        header: section.group.rawValue,
        rows: section.items.map { item in
          Row(title: item.name, detail: section.group == .today ? "" : schedule.weekdayName(of: item.dueDate))
        })
    }
    Trace.message(from: "Controller", to: "View", "isLoading = false")
    textView.isLoading = false
    Trace.message(from: "Controller", to: "View", "list = SectionedTableView(sections: \(sections.map(\.header)))")
    textView.list = SectionedTableView(sections: sections, emptyMessage: "No upcoming items")
  }
}
