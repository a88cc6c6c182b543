// MVP tests — the presenters of the five features, driven through view mocks.
//
// Start with DriversPresenterTests: a presenter is built with a service mock from
// DomainTestSupport and a `…ViewMock` from Mocks/ that records every call, so each test reads
// as "given this answer, the view was told exactly this". Coordinator and lifetime tests drive
// real screens in a real TextUI.Window.
import MVP

/// A users view that records every call the presenter makes.
@MainActor
final class UsersViewMock: UsersView {
  enum Call: Equatable {
    case showLoading
    case show(users: [UserViewData])
    case showEmptyState(message: String)
    case showError(title: String, message: String)
  }

  private(set) var calls: [Call] = []

  func showLoading() { calls.append(.showLoading) }
  func show(users: [UserViewData]) { calls.append(.show(users: users)) }
  func showEmptyState(message: String) { calls.append(.showEmptyState(message: message)) }
  func showError(title: String, message: String) { calls.append(.showError(title: title, message: message)) }
}
