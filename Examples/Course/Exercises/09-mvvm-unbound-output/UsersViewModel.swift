import Domain

/// One formatted user row.
struct UserRowViewData: Equatable, Sendable {
  var name: String
  var age: String
}

/// An error alert as the view model states it.
struct AlertViewData: Equatable, Sendable {
  var title: String
  var message: String
}

/// What the view tells the view model: events, named for what happened.
@MainActor
protocol UsersViewModelInputs: AnyObject {
  func viewDidLoad()
  func refreshRequested()
}

/// What the view model states for the view to show. One of the four holds at a time: loading,
/// an error alert, an empty message, or rows.
@MainActor
protocol UsersViewModelOutputs: AnyObject {
  var isLoading: Bool { get }
  var errorAlert: AlertViewData? { get }
  var emptyMessage: String? { get }
  var rows: [UserRowViewData] { get }
}

/// Loads users and states what the users screen shows.
@MainActor
final class UsersViewModel: UsersViewModelInputs, UsersViewModelOutputs {
  var inputs: any UsersViewModelInputs { self }
  var outputs: any UsersViewModelOutputs { self }

  private(set) var isLoading = true
  private(set) var errorAlert: AlertViewData?
  private(set) var emptyMessage: String?
  private(set) var rows: [UserRowViewData] = []
  private let service: any UserService
  /// The load in flight: a newer one cancels it, and so does the view model's end.
  private var loadTask: Task<Void, Never>?

  init(service: any UserService) {
    self.service = service
  }

  deinit {
    loadTask?.cancel()
  }

  func viewDidLoad() {
    loadUsers()
  }

  func refreshRequested() {
    loadUsers()
  }

  private func loadUsers() {
    loadTask?.cancel()
    (isLoading, errorAlert, emptyMessage, rows) = (true, nil, nil, [])
    loadTask = Task { [weak self, service] in
      do throws(ServiceError) {
        let users = try await service.fetchUsers()
        guard let self, !Task.isCancelled else { return }
        isLoading = false
        if users.isEmpty { emptyMessage = User.emptyListMessage }
        rows = users.map { UserRowViewData(name: $0.fullName, age: DisplayFormat.age($0.age)) }
      } catch {
        guard let self, !Task.isCancelled else { return }
        isLoading = false
        errorAlert = AlertViewData(title: FailureText.usersNotLoaded, message: error.message)
      }
    }
  }
}
