@testable import MVP

/// A melodies view that records every call the presenter makes.
@MainActor
final class MelodiesViewMock: MelodiesViewInterface {
  enum Call: Equatable {
    case showNetworkState(String)
    case showLoading
    case showEmptyState(message: String)
    case show(melodies: [MelodyRowViewData], notice: String?)
    case showError(title: String, message: String)
  }

  private(set) var calls: [Call] = []

  func showNetworkState(_ text: String) { calls.append(.showNetworkState(text)) }
  func showLoading() { calls.append(.showLoading) }
  func showEmptyState(message: String) { calls.append(.showEmptyState(message: message)) }
  func show(melodies: [MelodyRowViewData], notice: String?) { calls.append(.show(melodies: melodies, notice: notice)) }
  func showError(title: String, message: String) { calls.append(.showError(title: title, message: message)) }
}
