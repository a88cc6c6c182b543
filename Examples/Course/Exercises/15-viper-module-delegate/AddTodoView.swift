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

  func body() -> [String] {
    lines
  }

  func screenDidLoad() {
    presenter.viewDidLoad()
  }

  /// What the user can do here, each with what it does.
  var actions: [ScreenAction] {
    [
      .name { [presenter] text in
        presenter.nameChanged(text)
      },
      .due { [presenter] text in
        presenter.dueDateChanged(text)
      },
      .save { [presenter] in
        presenter.saveAddAction()
      },
      .cancel { [presenter] in
        presenter.cancelAddAction()
      },
    ]
  }

  func show(name: String, due: String, problem: String?) {
    lines = Layout.stack(LabeledFields([("Name", name), ("Due", due)]).lines, ProblemLine(problem).lines)
  }
}
