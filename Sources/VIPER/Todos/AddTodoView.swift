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

  func body() -> [String] {
    Layout.stack(fields.lines, ProblemLine(problem).lines)
  }

  func screenDidLoad() {
    Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
    presenter.viewDidLoad()
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .name { [presenter] text in
        Trace.message(from: "View", to: "Presenter", "nameChanged(\(Trace.literal(text)))")
        presenter.nameChanged(text)
      },
      .due { [presenter] text in
        Trace.message(from: "View", to: "Presenter", "dueDateChanged(\(Trace.literal(text)))")
        presenter.dueDateChanged(text)
      },
      .save { [presenter] in
        Trace.message(from: "View", to: "Presenter", "saveTapped()")
        presenter.saveTapped()
      },
      .cancel { [presenter] in
        Trace.message(from: "View", to: "Presenter", "cancelTapped()")
        presenter.cancelTapped()
      },
    ]
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
