import TextUI

/// The add view: two fields and the problem, if any, that kept the item from being saved.
@MainActor
public final class AddTodoView: Screen, AddTodoViewInterface {
  let presenter: any AddTodoPresenterInterface
  private var fields = LabeledFields([])
  private var problem: String?

  public init(presenter: any AddTodoPresenterInterface) {
    self.presenter = presenter
  }

  public let title = "Add to-do"
  public let acceptedActions: [UserAction.Kind] = [.name, .due, .save, .cancel]

  public func body() -> [String] {
    Layout.stack(fields.lines, problem.map { ["! \($0)"] } ?? [])
  }

  public func screenDidAppear() async {
    presenter.viewDidLoad()
  }

  public func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .name(let text): presenter.nameChanged(text)
    case .due(let text): presenter.dueDateChanged(text)
    case .save: await presenter.saveTapped()
    case .cancel: presenter.cancelTapped()
    default: break
    }
  }

  // MARK: AddTodoViewInterface

  public func show(name: String, due: String) {
    fields = LabeledFields([("Name", name), ("Due", due)])
  }

  public func showProblem(_ message: String?) {
    problem = message
  }
}
