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
    showDraft()
  }

  public func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .name(let text):
      draft.name = text
      fieldDidChange()
    case .due(let text):
      draft.dueText = text
      fieldDidChange()
    case .save: await save()
    case .cancel: delegate?.addTodoViewControllerDidCancel(self)
    default: break
    }
  }

  private func showDraft() {
    textView.fields = LabeledFields([("Name", draft.name), ("Due", draft.dueText)])
  }

  /// Shows the typed text; a problem shown by an earlier save no longer applies.
  private func fieldDidChange() {
    showDraft()
    textView.problem = nil
  }

  private func save() async {
    let item: TodoItem
    do {
      item = try draft.validated(using: parser)
    } catch {
      textView.problem = error.message
      return
    }
    do {
      try await store.save(item)
    } catch {
      textView.problem = "Could not save: \(error.message)"
      return
    }
    await delegate?.addTodoViewController(self, didSave: item)
  }
}
