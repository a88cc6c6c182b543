import Domain
import Observation

/// Loads users and states the users screen: loading, the formatted rows, empty or failed.
@MainActor
@Observable
final class UsersViewModel: UsersViewModelType, UsersViewModelInputs, UsersViewModelOutputs {
  /// The screen starts as the spinner, as a table view does before its first load.
  private var content: ListContent<UserRowViewData> = .loading
  @ObservationIgnored private let service: any UserService

  /// - Parameter service: where the users come from.
  init(service: any UserService) {
    self.service = service
  }

  var inputs: any UsersViewModelInputs { self }
  var outputs: any UsersViewModelOutputs { self }

  // MARK: Outputs

  var rows: [UserRowViewData] { content.rows }
  var isLoading: Bool { content.isLoading }
  var emptyMessage: String? { content.emptyMessage }
  var errorAlert: AlertViewData? { content.errorAlert }

  // MARK: Inputs

  func viewDidLoad() async {
    await loadUsers()
  }

  func refreshRequested() async {
    await loadUsers()
  }

  private func loadUsers() async {
    content = .loading
    do {
      let users = try await service.fetchUsers()
      content =
        users.isEmpty
        ? .empty(User.emptyListMessage)
        : .loaded(users.map { UserRowViewData(name: $0.fullName, age: DisplayFormat.age($0.age)) })
    } catch {
      content = .failed(AlertViewData(title: FailureText.usersNotLoaded, message: error.message))
    }
  }
}
