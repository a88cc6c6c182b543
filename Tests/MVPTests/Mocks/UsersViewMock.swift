@testable import MVP

/// A users view that records every call the presenter makes.
@MainActor
final class UsersViewMock: UsersViewInterface {
  enum Call: Equatable {
    case showLoading
    case show(users: [UserRowViewData])
    case showEmptyState(message: String)
    case showError(title: String, message: String)
  }

  private(set) var calls: [Call] = []

  func showLoading() { calls.append(.showLoading) }
  func show(users: [UserRowViewData]) { calls.append(.show(users: users)) }
  func showEmptyState(message: String) { calls.append(.showEmptyState(message: message)) }
  func showError(title: String, message: String) { calls.append(.showError(title: title, message: message)) }
}
