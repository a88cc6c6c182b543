// MVC · users — the controller does everything in plain sight.
//
// Start with UsersViewController: it owns its ListTextView, asks the UserService for users,
// formats every row itself (`First Last`, `N years`) and sets the view's content. Nothing
// sits between the service and the view but this one class, which is MVC's ease and its
// weight: the formatting MVP gives a presenter lives here. The view reports each property
// the controller sets to `--trace`; the controller itself holds no tracing.
import Domain
import TextUI
import Tracing

/// Loads users and shows them, formatted, in the ``ListTextView`` it owns.
///
/// No users is an empty state (`No users`), not an error; a failing service shows an alert.
@MainActor
final class UsersViewController: TableScreen {
  /// The view this controller owns and fills.
  let contentView = ListTextView()
  /// The table the window scrolls: the view's.
  var tableView: TableView { contentView.table }
  private let service: any UserService
  /// The load in flight: a newer one cancels it, and so does the controller's end.
  private var loadTask: Task<Void, Never>?

  /// - Parameter service: where the users come from.
  init(service: any UserService) {
    self.service = service
  }

  deinit {
    loadTask?.cancel()
  }

  let title = "Users"

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
      .refresh { [self] in
        Trace.message(from: "View", to: "Controller", "refreshRequested()")
        refreshRequested()
      }
    ]
  }

  private func viewDidLoad() {
    loadUsers()
  }

  private func refreshRequested() {
    loadUsers()
  }

  private func loadUsers() {
    loadTask?.cancel()
    contentView.content = .loading
    loadTask = Task { [weak self, service] in
      do throws(ServiceError) {
        let users = try await service.fetchUsers()
        guard let self, !Task.isCancelled else { return }
        contentView.content =
          users.isEmpty
          ? .empty(User.emptyListMessage)
          : .rows(users.map { Row(title: $0.fullName, detail: DisplayFormat.age($0.age)) })
      } catch {
        guard let self, !Task.isCancelled else { return }
        contentView.content = .alert(title: FailureText.usersNotLoaded, message: error.message)
      }
    }
  }
}
