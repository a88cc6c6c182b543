// Exercise 22 · MVVM · The save tapped twice
//
// What it teaches: a tap's handler returns at once, and the work it started is still out when
// the next tap comes. The user taps save, the disk is slow, the user taps again: this view
// model starts a second save of the same item, and the list gets it twice. The save in flight
// is the guard: keep its task, ignore a tap while it is out, and let it go when the save fails
// so that the user can try again (a save that succeeded closes the screen). A flag set inside
// the task, or never reset after a failure, is not the same: the tests tap twice at once, tap
// again while the save is out, and retry after a refused save.
// MVVM is where a double submit is most at home: the view model owns the save and states
// `isSaving` for the view to dim its button — but a dimmed button is drawn after the tap that
// matters, so the input itself must refuse.
//
// Where to look: `saveTapped()` below, and what `saveTask` holds.
// Check: `archdemo course check 22`.
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
