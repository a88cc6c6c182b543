import TextUI

/// The Add screen: two fields, and the problem that kept the last save from happening.
@MainActor
final class AddTodoView: Screen, AddTodoViewInterface {
  private let presenter: any AddTodoPresenterInterface
  private var lines: [String] = []

  init(presenter: any AddTodoPresenterInterface) {
    self.presenter = presenter
  }

  let title = "Add to-do"
  let acceptedActions: [UserAction.Kind] = [.name, .due, .save, .cancel]

  func body() -> [String] {
    lines
  }

  func screenDidAppear() async {
    presenter.viewDidLoad()
  }

  func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .name(let text): presenter.nameChanged(text)
    case .due(let text): presenter.dueDateChanged(text)
    case .save: await presenter.saveAddAction()
    case .cancel: presenter.cancelAddAction()
    default: break
    }
  }

  func show(name: String, due: String, problem: String?) {
    lines = Layout.stack(LabeledFields([("Name", name), ("Due", due)]).lines, ProblemLine(problem).lines)
  }
}
