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

  func didFind(upcoming sections: [UpcomingSection]) { calls.append(.didFind(sections)) }
  func didFailToFindItems(with error: StoreError) { calls.append(.didFail(error)) }
}

/// Counts the list presenter's requests and records what the view showed when each began.
@MainActor
final class TodoListInteractorMock: TodoListInteractorInput {
  private(set) var findCount = 0
  var onFind: () -> Void = {}

  func findUpcomingItems() {
    findCount += 1
    onFind()
  }
}

/// Records the delegates the list router was asked to present the add module for.
@MainActor
final class TodoListRouterMock: TodoListRouterInterface {
  private(set) var presentedDelegates: [any AddTodoModuleDelegate] = []

  func presentAddTodo(delegate: any AddTodoModuleDelegate) { presentedDelegates.append(delegate) }
}

/// The add module as the list router sees it: records each presentation.
@MainActor
final class AddTodoModuleMock: AddTodoModuleInterface {
  private(set) var presentedDelegates: [any AddTodoModuleDelegate] = []

  func presentAddTodo(delegate: any AddTodoModuleDelegate) { presentedDelegates.append(delegate) }
}
