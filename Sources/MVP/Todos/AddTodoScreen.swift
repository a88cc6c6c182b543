import TextUI
import Tracing

/// The passive Add screen: two fields and the problem, if any, that kept it from saving.
///
/// The fields show what the user typed, as text fields do, and pass it on to the presenter.
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
    Layout.stack(LabeledFields([("Name", name), ("Due", due)]).lines, problem.map { ["! \($0)"] } ?? [])
  }

  func screenDidAppear() async {
    presenter.viewDidLoad()
  }

  func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .name(let text):
      name = text
      presenter.nameChanged(text)
    case .due(let text):
      due = text
      presenter.dueDateChanged(text)
    case .save: await presenter.saveTapped()
    case .cancel: await presenter.cancelTapped()
    default: break
    }
  }

  // MARK: AddTodoView

  func showProblem(_ message: String?) {
    Trace.message(from: "Presenter", to: "View", "showProblem(\(message.map { Trace.literal($0) } ?? "nil"))")
    problem = message
  }
}
