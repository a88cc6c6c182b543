import Domain
import TextUI

/// Holds the draft the user types on the Add screen, validates it with Domain's rules, stores
/// it and tells its delegate.
///
/// A draft that does not validate, or a store that fails, shows the problem on this screen and
/// keeps it open; typing in either field clears the problem.
@MainActor
public final class AddTodoViewController: Screen {
  /// Who presented this controller and dismisses it; held weakly.
  public weak var delegate: (any AddTodoViewControllerDelegate)?
  /// The view this controller owns and fills.
  public let textView = AddTodoTextView()
  private let store: any TodoStore
  private let parser: DueDateParser
  private var draft = TodoDraft()

  /// - Parameters:
  ///   - store: where a valid item is saved.
  ///   - parser: reads the due date typed (`YYYY-MM-DD`, `today`, `tomorrow`).
  public init(store: any TodoStore, parser: DueDateParser) {
    self.store = store
    self.parser = parser
  }

  public let title = "Add to-do"
  public let acceptedActions: [UserAction.Kind] = [.name, .due, .save, .cancel]

  public func body() -> [String] {
    textView.lines
  }

  /// The `viewDidLoad` of the screen: shows the empty form.
  public func screenDidAppear() async {
    Trace.message(from: "View", to: "Controller", "viewDidLoad()")
    showDraft()
  }

  public func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .name(let text):
      Trace.message(from: "View", to: "Controller", "nameChanged(\(text.debugDescription))")
      draft.name = text
      fieldDidChange()
    case .due(let text):
      Trace.message(from: "View", to: "Controller", "dueDateChanged(\(text.debugDescription))")
      draft.dueText = text
      fieldDidChange()
    case .save:
      Trace.message(from: "View", to: "Controller", "saveTapped()")
      await save()
    case .cancel:
      Trace.message(from: "View", to: "Controller", "cancelTapped()")
      Trace.message(from: "Controller", to: "Delegate", "addTodoViewControllerDidCancel()")
      delegate?.addTodoViewControllerDidCancel(self)
    default: break
    }
  }

  private func showDraft() {
    Trace.message(
      from: "Controller", to: "View",
      "fields = LabeledFields(Name: \(draft.name.debugDescription), Due: \(draft.dueText.debugDescription))")
    textView.fields = LabeledFields([("Name", draft.name), ("Due", draft.dueText)])
  }

  /// Shows the typed text; a problem shown by an earlier save no longer applies.
  private func fieldDidChange() {
    showDraft()
    Trace.message(from: "Controller", to: "View", "problem = nil")
    textView.problem = nil
  }

  private func save() async {
    let item: TodoItem
    do {
      item = try draft.validated(using: parser)
    } catch {
      Trace.message(from: "Controller", to: "View", "problem = \(error.message.debugDescription)")
      textView.problem = error.message
      return
    }
    do {
      Trace.message(from: "Controller", to: "Store", "save(\(item.name.debugDescription))")
      try await store.save(item)
      Trace.message(from: "Store", to: "Controller", "saved")
    } catch {
      Trace.message(from: "Store", to: "Controller", "failed: \(error.message)")
      let problem = "Could not save: \(error.message)"
      Trace.message(from: "Controller", to: "View", "problem = \(problem.debugDescription)")
      textView.problem = problem
      return
    }
    Trace.message(from: "Controller", to: "Delegate", "addTodoViewController(didSave: \(item.name.debugDescription))")
    await delegate?.addTodoViewController(self, didSave: item)
  }
}
