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
    Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
    presenter.viewDidLoad()
  }

  public func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .name(let text):
      Trace.message(from: "View", to: "Presenter", "nameChanged(\(text.debugDescription))")
      presenter.nameChanged(text)
    case .due(let text):
      Trace.message(from: "View", to: "Presenter", "dueDateChanged(\(text.debugDescription))")
      presenter.dueDateChanged(text)
    case .save:
      Trace.message(from: "View", to: "Presenter", "saveTapped()")
      await presenter.saveTapped()
    case .cancel:
      Trace.message(from: "View", to: "Presenter", "cancelTapped()")
      presenter.cancelTapped()
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
