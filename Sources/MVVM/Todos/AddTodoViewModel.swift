import Domain
import Observation

/// Holds the draft of the Add screen, validates it with Domain's rules and stores it.
@MainActor
@Observable
final class AddTodoViewModel: AddTodoViewModelType, AddTodoViewModelInputs, AddTodoViewModelOutputs {
  private var draft = TodoDraft()
  private(set) var problem: String?
  @ObservationIgnored private weak var coordinator: (any TodosCoordinating)?
  @ObservationIgnored private let store: any TodoStore
  @ObservationIgnored private let parser: DueDateParser
  /// The save in flight: while it is out, a second tap saves nothing more.
  @ObservationIgnored private var saveTask: Task<Void, Never>?

  /// - Parameters:
  ///   - store: where a valid item is saved.
  ///   - parser: reads the due date as typed, for the preview and the save.
  ///   - coordinator: who closes the screen; held weakly.
  init(store: any TodoStore, parser: DueDateParser, coordinator: any TodosCoordinating) {
    self.store = store
    self.parser = parser
    self.coordinator = coordinator
  }

  var inputs: any AddTodoViewModelInputs { self }
  var outputs: any AddTodoViewModelOutputs { self }

  // MARK: Outputs

  var name: String { draft.name }
  var duePreview: String { parser.preview(of: draft.dueText) }

  // MARK: Inputs

  deinit {
    saveTask?.cancel()
  }

  func viewDidLoad() {}

  func nameChanged(_ text: String) {
    draft.name = text
    problem = nil
  }

  func dueDateChanged(_ text: String) {
    draft.dueText = text
    problem = nil
  }

  func saveTapped() {
    guard saveTask == nil else { return }
    let item: TodoItem
    do {
      item = try draft.validated(using: parser)
    } catch {
      problem = error.message
      return
    }
    saveTask = Task { [weak self, store] in
      do throws(StoreError) {
        try await store.save(item)
      } catch {
        self?.saveTask = nil
        self?.problem = FailureText.itemNotSaved(error.message)
        return
      }
      self?.coordinator?.addItemDidSave(item)
    }
  }

  func cancelTapped() {
    coordinator?.addItemDidCancel()
  }
}
