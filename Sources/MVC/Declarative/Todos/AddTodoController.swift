import Domain
import Observation

/// Holds the draft the user types on the Add screen, names the day the due field names,
/// validates it with Domain's rules, stores it and tells its delegate.
///
/// A draft that does not validate, or a store that fails, shows the problem and keeps the
/// screen open; typing in either field clears the problem. The list holds this controller as
/// its sheet's item, so the sheet shows while the list holds it.
@Observable
@MainActor
final class AddTodoController {
  /// Who presented the Add screen and dismisses it; held weakly.
  @ObservationIgnored weak var delegate: (any AddTodoControllerDelegate)?
  /// The name typed.
  var name: String { draft.name }
  /// The due field as shown: the text typed, with the day it names.
  var dueText: String { parser.preview(of: draft.dueText) }
  /// Why the last save failed, or `nil`.
  private(set) var problem: String?
  private var draft = TodoDraft()
  @ObservationIgnored private let store: any TodoStore
  @ObservationIgnored private let parser: DueDateParser
  /// The save in flight: while it is out, a second tap saves nothing more.
  @ObservationIgnored private var saveTask: Task<Void, Never>?

  /// - Parameters:
  ///   - store: where a valid item is saved.
  ///   - parser: reads the due date typed (`YYYY-MM-DD`, `today`, `tomorrow`) and names the
  ///     day it will be saved as.
  init(store: any TodoStore, parser: DueDateParser) {
    self.store = store
    self.parser = parser
  }

  deinit {
    saveTask?.cancel()
  }

  /// The user typed a name.
  func nameChanged(_ text: String) {
    draft.name = text
    problem = nil
  }

  /// The user typed a due date.
  func dueDateChanged(_ text: String) {
    draft.dueText = text
    problem = nil
  }

  /// Saves a valid draft in a task the controller keeps; a tap while that save is out is the
  /// same tap again, so it saves nothing more, and a failed save lets the next tap try again.
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
      guard let self else { return }
      delegate?.addTodoController(self, didSave: item)
    }
  }

  /// The user left without saving.
  func cancelTapped() {
    delegate?.addTodoControllerDidCancel(self)
  }
}

/// An Add screen is told from another by identity: the sheet's item.
extension AddTodoController: Hashable {
  nonisolated static func == (lhs: AddTodoController, rhs: AddTodoController) -> Bool {
    lhs === rhs
  }

  nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
