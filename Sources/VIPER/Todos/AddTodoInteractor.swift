import Domain
import TextUI

/// The use case "add a to-do": validates a draft with Domain's rules and stores the item.
@MainActor
public final class AddTodoInteractor: AddTodoInteractorInput {
  public weak var output: (any AddTodoInteractorOutput)?
  private let store: any TodoStore
  private let parser: DueDateParser

  /// - Parameters:
  ///   - store: where the item is saved.
  ///   - parser: reads the due date typed, relative to today.
  public init(store: any TodoStore, parser: DueDateParser) {
    self.store = store
    self.parser = parser
  }

  public func saveItem(from draft: TodoDraft) async {
    let item: TodoItem
    do {
      item = try draft.validated(using: parser)
    } catch {
      Trace.message(from: "Interactor", to: "Presenter", "didRejectDraft(problem: .\(error))")
      output?.didRejectDraft(problem: error)
      return
    }
    do {
      Trace.message(from: "Interactor", to: "Store", "save(\(item.name.debugDescription))")
      try await store.save(item)
    } catch {
      Trace.message(from: "Store", to: "Interactor", "failed: \(error.message)")
      Trace.message(from: "Interactor", to: "Presenter", "didFailToSaveItem(with: error)")
      output?.didFailToSaveItem(with: error)
      return
    }
    Trace.message(from: "Store", to: "Interactor", "saved")
    Trace.message(from: "Interactor", to: "Presenter", "didSaveItem()")
    await output?.didSaveItem()
  }
}
