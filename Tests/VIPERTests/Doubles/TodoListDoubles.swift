import Domain

@testable import VIPER

/// Records what the to-do list interactor reported.
@MainActor
final class TodoListInteractorOutputMock: TodoListInteractorOutput {
  enum Call: Equatable {
    case didFind([UpcomingSection])
    case didFail(StoreError)
  }
  private(set) var calls: [Call] = []

  func didFindUpcoming(sections: [UpcomingSection]) { calls.append(.didFind(sections)) }
  func didFailToFindItems(with error: StoreError) { calls.append(.didFail(error)) }
}

/// Records what the to-do list presenter told its view.
@MainActor
final class TodoListViewMock: TodoListViewInterface {
  enum Call: Equatable {
    case showLoading
    case show([TodoSectionDisplayItem])
    case showEmptyState(String)
    case showError(title: String, message: String)
  }
  private(set) var calls: [Call] = []

  func showLoading() { calls.append(.showLoading) }
  func show(sections: [TodoSectionDisplayItem]) { calls.append(.show(sections)) }
  func showEmptyState(message: String) { calls.append(.showEmptyState(message)) }
  func showError(title: String, message: String) { calls.append(.showError(title: title, message: message)) }
}

/// Counts the list presenter's requests and records what the view showed when each began.
@MainActor
final class TodoListInteractorMock: TodoListInteractorInput {
  private(set) var findCount = 0
  var onFind: () -> Void = {}

  func findUpcomingItems() async {
    findCount += 1
    onFind()
  }
}

/// Records the delegates the list router was asked to present the add module for.
@MainActor
final class TodoListRouterMock: TodoListRouterInterface {
  private(set) var presentedDelegates: [any AddTodoModuleDelegate] = []

  func presentAddTodo(delegate: any AddTodoModuleDelegate) async { presentedDelegates.append(delegate) }
}

/// The add module as the list router sees it: records each presentation.
@MainActor
final class AddTodoModuleMock: AddTodoModuleInterface {
  private(set) var presentedDelegates: [any AddTodoModuleDelegate] = []

  func presentAddTodo(delegate: any AddTodoModuleDelegate) async { presentedDelegates.append(delegate) }
}
