import Domain

@testable import VIPER

/// One ordered record of calls across several doubles, for tests about order.
@MainActor
final class CallLog {
  private(set) var entries: [String] = []

  func record(_ entry: String) { entries.append(entry) }
}

/// Records what the add interactor reported.
@MainActor
final class AddTodoInteractorOutputMock: AddTodoInteractorOutput {
  enum Call: Equatable {
    case didSave(TodoItem)
    case didReject(TodoDraft.Problem)
    case didFail(StoreError)
  }
  private(set) var calls: [Call] = []

  func didSaveItem(_ item: TodoItem) { calls.append(.didSave(item)) }
  func didRejectDraft(problem: TodoDraft.Problem) { calls.append(.didReject(problem)) }
  func didFailToSaveItem(with error: StoreError) { calls.append(.didFail(error)) }
}

/// Records what the add presenter told its view.
@MainActor
final class AddTodoViewMock: AddTodoViewInterface {
  enum Call: Equatable {
    case show(name: String, due: String)
    case showProblem(String?)
  }
  private(set) var calls: [Call] = []

  func show(name: String, due: String) { calls.append(.show(name: name, due: due)) }
  func showProblem(_ message: String?) { calls.append(.showProblem(message)) }
}

/// Records the drafts the add presenter asked to save.
@MainActor
final class AddTodoInteractorMock: AddTodoInteractorInput {
  private(set) var savedDrafts: [TodoDraft] = []

  func saveItem(from draft: TodoDraft) { savedDrafts.append(draft) }
}

/// Records the add presenter's dismissals in a shared log.
@MainActor
final class AddTodoRouterMock: AddTodoRouterInterface {
  let log: CallLog

  init(log: CallLog) { self.log = log }

  func dismissAddTodo() { log.record("router.dismiss") }
}

/// Records what the add module told the module that presented it, in a shared log.
@MainActor
final class AddTodoModuleDelegateMock: AddTodoModuleDelegate {
  let log: CallLog

  init(log: CallLog) { self.log = log }

  func addModuleDidSaveItem(_ item: TodoItem) { log.record("delegate.didSave(\(item.name))") }
  func addModuleDidCancel() { log.record("delegate.didCancel") }
}
