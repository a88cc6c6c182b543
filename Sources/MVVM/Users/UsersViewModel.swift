import Domain
import Observation

/// Loads users and states the users screen: loading, the formatted rows, empty or failed.
@MainActor
@Observable
final class UsersViewModel: UsersViewModelType, UsersViewModelInputs, UsersViewModelOutputs {
  /// The screen starts as the spinner, as a table view does before its first load.
  private var content: ListContent<UserRowViewData> = .loading
  @ObservationIgnored private let service: any UserService
  /// The load in flight: a newer one cancels it, and so does the view model's end.
  @ObservationIgnored private var loadTask: Task<Void, Never>?

  /// - Parameter service: where the users come from.
  init(service: any UserService) {
    self.service = service
  }

  deinit {
    loadTask?.cancel()
  }

  var inputs: any UsersViewModelInputs { self }
  var outputs: any UsersViewModelOutputs { self }

  // MARK: Outputs

  var rows: [UserRowViewData] { content.rows }
  var isLoading: Bool { content.isLoading }
  var emptyMessage: String? { content.emptyMessage }
  var errorAlert: AlertViewData? { content.errorAlert }

  // MARK: Inputs

  func viewDidLoad() {
    loadUsers()
  }

  func refreshRequested() {
    loadUsers()
  }

  private func loadUsers() {
    loadTask?.cancel()
    content = .loading
    loadTask = Task { [weak self, service] in
      do throws(ServiceError) {
        let users = try await service.fetchUsers()
        guard let self, !Task.isCancelled else { return }
        content =
          users.isEmpty
          ? .empty(User.emptyListMessage)
          : .loaded(users.map { UserRowViewData(title: $0.fullName, detail: DisplayFormat.age($0.age)) })
      } catch {
        guard let self, !Task.isCancelled else { return }
        content = .failed(AlertViewData(title: FailureText.usersNotLoaded, message: error.message))
      }
    }
  }
}
