import TextUI
import Tracing

/// The passive Add screen: two fields and the problem, if any, that kept it from saving.
///
/// The name field shows what the user typed, as a text field does; the due field shows what
/// the presenter says, the typed text and the day it names. Both pass what was typed on to the
/// presenter.
@MainActor
final class AddTodoView: Screen, AddTodoViewInterface {
  private let presenter: AddTodoPresenter
  private var name = ""
  private var due = ""
  private var problem: String?

  init(presenter: AddTodoPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
  }

  let title = "Add to-do"

  func body() -> [String] {
    Layout.stack(LabeledFields([("Name", name), ("Due", due)]).lines, ProblemLine(problem).lines)
  }

  func screenDidLoad() {
    Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
    presenter.viewDidLoad()
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .name { [self] text in
        name = text
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

  func show(due: String, problem: String?) {
    Trace.message(from: "Presenter", to: "View", "show(due: \(literal: due), problem: \(literal: problem))")
    self.due = due
    self.problem = problem
  }
}
