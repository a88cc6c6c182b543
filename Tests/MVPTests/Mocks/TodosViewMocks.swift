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

/// An Add screen view that records every call the presenter makes.
@MainActor
final class AddTodoViewMock: AddTodoView {
  enum Call: Equatable {
    case show(name: String, due: String)
    case showProblem(String?)
  }

  private(set) var calls: [Call] = []

  /// The problems shown, in order; clearing one (`showProblem(nil)`) is not listed.
  var shownProblems: [String] {
    calls.compactMap { call in
      if case .showProblem(let message) = call { return message }
      return nil
    }
  }

  /// The problem the view shows now: the last one it was told, or `nil`.
  var currentProblem: String? {
    for call in calls.reversed() {
      if case .showProblem(let message) = call { return message }
    }
    return nil
  }

  /// The fields the view shows now: the last ones it was told, or `nil`.
  var currentFields: (name: String, due: String)? {
    for call in calls.reversed() {
      if case .show(let name, let due) = call { return (name, due) }
    }
    return nil
  }

  func show(name: String, due: String) { calls.append(.show(name: name, due: due)) }
  func showProblem(_ message: String?) { calls.append(.showProblem(message)) }
}

/// A to-do navigator that records where the presenters asked to go.
@MainActor
final class TodosNavigatorMock: TodosNavigating {
  enum Call: Equatable {
    case showAddItem
    case addItemDidSave
    case addItemDidCancel
  }

  private(set) var calls: [Call] = []

  func showAddItem() async { calls.append(.showAddItem) }
  func addItemDidSave() async { calls.append(.addItemDidSave) }
  func addItemDidCancel() { calls.append(.addItemDidCancel) }
}
