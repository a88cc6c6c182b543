// Wrong solution 22.1 · A flag set on the first tap, never reset
//
// What it gets wrong: the flag that refuses a second tap stays set after a draft that does not validate or a save that fails, so the user can never save again.
import Domain

/// Keeps the draft typed on the Add screen, validates it and stores it once.
@MainActor
final class AddTodoViewModel: AddTodoViewModelInputs, AddTodoViewModelOutputs {
  var inputs: any AddTodoViewModelInputs { self }
  var outputs: any AddTodoViewModelOutputs { self }
  /// Told once the item is stored: the list dismisses the Add screen and reloads.
  var onSaved: (@MainActor (TodoItem) -> Void)?

  private(set) var problem: String?
  private(set) var isSaving = false
  private var draft = TodoDraft()
  private let store: any TodoStore
  private let parser: DueDateParser
  /// The save in flight: while it is out, a tap saves nothing more.
  private var saveTask: Task<Void, Never>?
  /// Whether save was tapped.
  private var submitted = false

  /// - Parameters:
  ///   - store: where a valid item is saved.
  ///   - parser: reads the due date typed (`YYYY-MM-DD`, `today`, `tomorrow`).
  init(store: any TodoStore, parser: DueDateParser) {
    self.store = store
    self.parser = parser
  }

  deinit {
    saveTask?.cancel()
  }

  var name: String { draft.name }
  var duePreview: String { parser.preview(of: draft.dueText) }

  func nameChanged(_ text: String) {
    draft.name = text
    problem = nil
  }

  func dueDateChanged(_ text: String) {
    draft.dueText = text
    problem = nil
  }

  func saveTapped() {
    guard !submitted else { return }
    submitted = true
    let item: TodoItem
    do {
      item = try draft.validated(using: parser)
    } catch {
      problem = error.message
      return
    }
    isSaving = true
    saveTask = Task { [weak self, store] in
      do throws(StoreError) {
        try await store.save(item)
      } catch {
        guard let self else { return }
        isSaving = false
        problem = FailureText.itemNotSaved(error.message)
        return
      }
      guard let self else { return }
      isSaving = false
      onSaved?(item)
    }
  }
}
