// MVC · users — the controller does everything in plain sight.
//
// Start with UsersViewController: it owns its UsersTextView, asks the UserService for users,
// formats every row itself (`First Last`, `N years`) and puts it in the view's table. Nothing
// sits between the service and the view but this one class, which is MVC's ease and its
// weight: the formatting MVP gives a presenter lives here.
import Domain
import TextUI

/// Loads users and shows them, formatted, in the ``UsersTextView`` it owns.
///
/// No users is an empty state (`No users`), not an error; a failing service shows an alert.
@MainActor
public final class UsersViewController: Screen {
  /// The view this controller owns and fills.
  public let textView = UsersTextView()
  private let service: any UserService

  /// - Parameter service: where the users come from.
  public init(service: any UserService) {
    self.service = service
  }

  public let title = "Users"
  public let acceptedActions: [UserAction.Kind] = [.refresh]

  public func body() -> [String] {
    textView.lines
  }

  /// The `viewDidLoad` of the screen: loads the users.
  public func screenDidAppear() async {
    Trace.message(from: "View", to: "Controller", "viewDidLoad()")
    await loadUsers()
  }

  public func perform(_ action: UserAction) async throws(ActionRejection) {
    guard action == .refresh else { return }
    Trace.message(from: "View", to: "Controller", "refreshRequested()")
    await loadUsers()
  }

  private func loadUsers() async {
    Trace.message(from: "Controller", to: "View", "alert = nil")
    textView.alert = nil
    Trace.message(from: "Controller", to: "View", "table.content = .loading")
    textView.table.content = .loading
    let content: TableView.Content
    do {
      Trace.message(from: "Controller", to: "Service", "fetchUsers()")
      let users = try await service.fetchUsers()
      Trace.message(from: "Service", to: "Controller", "\(users.count) users")
      content =
        users.isEmpty
        ? .empty("No users")
        : .rows(users.map { Row(title: $0.fullName, detail: DisplayFormat.age($0.age)) })
    } catch {
      Trace.message(from: "Service", to: "Controller", "failed: \(error.message)")
      Trace.message(from: "Controller", to: "View", "alert = Alert(\"Could not load users\")")
      textView.alert = Alert(title: "Could not load users", message: error.message)
      content = .rows([])
    }
    Trace.message(from: "Controller", to: "View", "table.content = \(content.traced)")
    textView.table.content = content
  }
}
