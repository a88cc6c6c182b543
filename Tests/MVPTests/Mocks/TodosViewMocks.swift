@testable import MVP

/// A to-do list view that records every call the presenter makes.
@MainActor
final class TodoListViewMock: TodoListView {
  enum Call: Equatable {
    case showLoading
    case show(sections: [TodoSectionViewData])
    case showEmptyState(message: String)
    case showError(title: String, message: String)
  }

  private(set) var calls: [Call] = []

  /// The sections of the last `show(sections:)` call, or `nil` when there was none.
  var lastShownSections: [TodoSectionViewData]? {
    for call in calls.reversed() {
      if case .show(let sections) = call { return sections }
    }
    return nil
  }

  func showLoading() { calls.append(.showLoading) }
  func show(sections: [TodoSectionViewData]) { calls.append(.show(sections: sections)) }
  func showEmptyState(message: String) { calls.append(.showEmptyState(message: message)) }
  func showError(title: String, message: String) { calls.append(.showError(title: title, message: message)) }
}

/// An Add screen view that records every due field and problem the presenter shows.
@MainActor
final class AddTodoViewMock: AddTodoView {
  struct Call: Equatable {
    var due: String
    var problem: String?
  }

  /// Every `show(due:problem:)` call, in order; a `nil` problem took the problem away.
  private(set) var calls: [Call] = []

  /// The problems shown, in order; taking one away is not listed.
  var shownProblems: [String] { calls.compactMap(\.problem) }

  /// The problem the view shows now, or `nil`.
  var currentProblem: String? { calls.last?.problem }

  /// The due field as the view shows it now.
  var currentDue: String { calls.last?.due ?? "" }

  func show(due: String, problem: String?) { calls.append(Call(due: due, problem: problem)) }
}

/// A to-do navigator that records where the presenters asked to go.
@MainActor
final class TodosNavigatorMock: TodosNavigating {
  enum Call: Equatable {
    case showAddItem
    case addItemDidFinish(saved: Bool)
  }

  private(set) var calls: [Call] = []

  func showAddItem() async { calls.append(.showAddItem) }
  func addItemDidFinish(saved: Bool) async { calls.append(.addItemDidFinish(saved: saved)) }
}
