import TextUI
import Tracing

/// The add view: two fields and the problem, if any, that kept the item from being saved.
@MainActor
final class AddTodoView: Screen, AddTodoViewInterface {
  let presenter: any AddTodoPresenterInterface
  private var fields = LabeledFields([])
  private var problem: String?

  init(presenter: any AddTodoPresenterInterface) {
    self.presenter = presenter
  }

  let title = "Add to-do"
  let acceptedActions: [UserAction.Kind] = [.name, .due, .save, .cancel]

  func body() -> [String] {
    Layout.stack(fields.lines, ProblemLine(problem).lines)
  }

  func screenDidAppear() async {
    presenter.viewDidLoad()
  }

  func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .name(let text): presenter.nameChanged(text)
    case .due(let text): presenter.dueDateChanged(text)
    case .save: await presenter.saveTapped()
    case .cancel: presenter.cancelTapped()
    default: break
    }
  }

  // MARK: AddTodoViewInterface

  func show(name: String, due: String) {
    Trace.message(from: "Presenter", to: "View", "show(name: \(literal: name), due: \(literal: due))")
    fields = LabeledFields([("Name", name), ("Due", due)])
  }

  func showProblem(_ message: String?) {
    Trace.message(from: "Presenter", to: "View", "showProblem(\(literal: message))")
    problem = message
  }
}
