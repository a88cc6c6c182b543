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
  func viewDidLoad() async
  func refreshRequested() async
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

  init(service: any UserService) {
    self.service = service
  }

  func viewDidLoad() async {
    await loadUsers()
  }

  func refreshRequested() async {
    await loadUsers()
  }

  private func loadUsers() async {
    (isLoading, errorAlert, emptyMessage, rows) = (true, nil, nil, [])
    defer { isLoading = false }
    do {
      let users = try await service.fetchUsers()
      if users.isEmpty { emptyMessage = User.emptyListMessage }
      rows = users.map { UserRowViewData(name: $0.fullName, age: DisplayFormat.age($0.age)) }
    } catch {
      errorAlert = AlertViewData(title: FailureText.usersNotLoaded, message: error.message)
    }
  }
}
