// Solution 04 · MVC · The delegate nobody calls back
//
// After the item is stored — and only then — the controller tells its delegate which item it
// saved, so the list can dismiss the Add screen and reload. A draft that does not validate
// and a store that fails keep the screen open and tell nobody.
import Domain
import TextUI

/// Holds the draft typed on the Add screen, validates it, stores it and tells its delegate.
///
/// A draft that does not validate, or a store that fails, shows the problem on this screen.
@MainActor
final class AddTodoViewController: Screen {
  /// Who presented this controller and dismisses it; held weakly.
  weak var delegate: (any AddTodoViewControllerDelegate)?
  private let store: any TodoStore
  private let parser: DueDateParser
  private var draft = TodoDraft()
  private var problem: String?
  /// The save in flight: a second tap while it is out saves nothing more.
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

  let title = "Add to-do"

  func body() -> [String] {
    let fields = LabeledFields([("Name", draft.name), ("Due", parser.preview(of: draft.dueText))])
    return Layout.stack(fields.lines, ProblemLine(problem).lines)
  }

  /// What the user can do here, each with what it does.
  var actions: [ScreenAction] {
    [
      .name { [self] text in
        draft.name = text
        problem = nil
      },
      .due { [self] text in
        draft.dueText = text
        problem = nil
      },
      .save { [self] in
        saveTapped()
      },
      .cancel { [self] in
        delegate?.addTodoViewControllerDidCancel(self)
      },
    ]
  }

  private func saveTapped() {
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
      delegate?.addTodoViewController(self, didSave: item)
    }
  }
}
