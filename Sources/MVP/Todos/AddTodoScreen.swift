import TextUI
import Tracing

/// The passive Add screen: two fields and the problem, if any, that kept it from saving.
///
/// The name field shows what the user typed, as a text field does; the due field shows what
/// the presenter says, the typed text and the day it names. Both pass what was typed on to the
/// presenter.
@MainActor
final class AddTodoScreen: Screen, AddTodoView {
  private let presenter: AddTodoPresenter
  private var name = ""
  private var due = ""
  private var problem: String?

  init(presenter: AddTodoPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
  }

  let title = "Add to-do"
  let acceptedActions: [UserAction.Kind] = [.name, .due, .save, .cancel]

  func body() -> [String] {
    Layout.stack(LabeledFields([("Name", name), ("Due", due)]).lines, ProblemLine(problem).lines)
  }

  func screenDidAppear() async {
    presenter.viewDidLoad()
  }

  func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .name(let text):
      name = text
      presenter.nameChanged(text)
    case .due(let text): presenter.dueDateChanged(text)
    case .save: await presenter.saveTapped()
    case .cancel: await presenter.cancelTapped()
    default: break
    }
  }

  // MARK: AddTodoView

  func show(due: String, problem: String?) {
    Trace.message(from: "Presenter", to: "View", "show(due: \(literal: due), problem: \(literal: problem))")
    self.due = due
    self.problem = problem
  }
}
