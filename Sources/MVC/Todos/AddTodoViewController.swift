import Domain
import TextUI
import Tracing

/// Holds the draft the user types on the Add screen, shows the day the due field names,
/// validates it with Domain's rules, stores it and tells its delegate.
///
/// A draft that does not validate, or a store that fails, shows the problem on this screen and
/// keeps it open; typing in either field clears the problem.
@MainActor
final class AddTodoViewController: Screen {
  /// Who presented this controller and dismisses it; held weakly.
  weak var delegate: (any AddTodoViewControllerDelegate)?
  /// The view this controller owns and fills.
  let contentView = AddTodoTextView()
  private let store: any TodoStore
  private let parser: DueDateParser
  private var draft = TodoDraft()
  /// The save in flight: while it is out, a second tap saves nothing more.
  private var saveTask: Task<Void, Never>?

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

  let title = "Add to-do"

  func body() -> [String] {
    contentView.lines
  }

  func screenDidLoad() {
    Trace.message(from: "View", to: "Controller", "viewDidLoad()")
    viewDidLoad()
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .name { [self] text in
        Trace.message(from: "View", to: "Controller", "nameChanged(\(Trace.literal(text)))")
        nameChanged(text)
      },
      .due { [self] text in
        Trace.message(from: "View", to: "Controller", "dueDateChanged(\(Trace.literal(text)))")
        dueDateChanged(text)
      },
      .save { [self] in
        Trace.message(from: "View", to: "Controller", "saveTapped()")
        saveTapped()
      },
      .cancel { [self] in
        Trace.message(from: "View", to: "Controller", "cancelTapped()")
        cancelTapped()
      },
    ]
  }

  /// Shows the empty form.
  private func viewDidLoad() {
    showDraft()
  }

  private func nameChanged(_ text: String) {
    draft.name = text
    fieldDidChange()
  }

  private func dueDateChanged(_ text: String) {
    draft.dueText = text
    fieldDidChange()
  }

  /// Saves a valid draft in a task the controller keeps; a tap while that save is out is the
  /// same tap again, so it saves nothing more, and a failed save lets the next tap try again.
  private func saveTapped() {
    guard saveTask == nil else { return }
    let item: TodoItem
    do {
      item = try draft.validated(using: parser)
    } catch {
      contentView.problem = error.message
      return
    }
    saveTask = Task { [weak self, store] in
      do throws(StoreError) {
        try await store.save(item)
      } catch {
        self?.saveTask = nil
        self?.contentView.problem = FailureText.itemNotSaved(error.message)
        return
      }
      guard let self else { return }
      delegate?.addTodoViewController(self, didSave: item)
    }
  }

  private func cancelTapped() {
    delegate?.addTodoViewControllerDidCancel(self)
  }

  private func showDraft() {
    contentView.fields = LabeledFields([("Name", draft.name), ("Due", parser.preview(of: draft.dueText))])
  }

  /// Shows the typed text, the due field with the day it names; a problem shown by an earlier
  /// save no longer applies.
  private func fieldDidChange() {
    showDraft()
    contentView.problem = nil
  }
}
