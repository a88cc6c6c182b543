import Domain

@testable import MVP

/// A to-do list view that records every call the presenter makes.
@MainActor
final class TodoListViewMock: TodoListViewInterface {
  enum Call: Equatable {
    case showLoading
    case show(sections: [TodoSectionViewData], notice: String? = nil)
    case showEmptyState(message: String, notice: String? = nil)
    case showError(title: String, message: String)
  }

  private(set) var calls: [Call] = []

  /// The sections of the last `show(sections:)` call, or `nil` when there was none.
  var lastShownSections: [TodoSectionViewData]? {
    for call in calls.reversed() {
      if case .show(let sections, _) = call { return sections }
    }
    return nil
  }

  /// The notice of the last `show` or `showEmptyState` call, or `nil`.
  var lastNotice: String? {
    switch calls.last {
    case .show(_, let notice), .showEmptyState(_, let notice): notice
    default: nil
    }
  }

  func showLoading() { calls.append(.showLoading) }
  func show(sections: [TodoSectionViewData], notice: String?) {
    calls.append(.show(sections: sections, notice: notice))
  }
  func showEmptyState(message: String) { calls.append(.showEmptyState(message: message)) }
  func showEmptyState(message: String, notice: String?) {
    calls.append(.showEmptyState(message: message, notice: notice))
  }
  func showError(title: String, message: String) { calls.append(.showError(title: title, message: message)) }
}

/// An Add screen view that records every due field and problem the presenter shows.
@MainActor
final class AddTodoViewMock: AddTodoViewInterface {
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

/// A to-do coordinator that records where the presenters asked to go.
@MainActor
final class TodosCoordinatorMock: TodosCoordinating {
  enum Call: Equatable {
    case showAddItem
    case addItemDidSave(TodoItem)
    case addItemDidCancel
  }

  private(set) var calls: [Call] = []

  func showAddItem() { calls.append(.showAddItem) }
  func addItemDidSave(_ item: TodoItem) { calls.append(.addItemDidSave(item)) }
  func addItemDidCancel() { calls.append(.addItemDidCancel) }
}
