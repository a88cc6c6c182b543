import TextUI
import Tracing

/// The melodies view: the network line, a notice when the melodies are saved ones, and the list.
@MainActor
final class MelodiesView: TableScreen, MelodiesViewInterface, ListPanelView {
  let presenter: any MelodiesPresenterInterface
  private var networkState = ""
  var panel = ListPanel()

  init(presenter: any MelodiesPresenterInterface) {
    self.presenter = presenter
  }

  let title = "Melodies"

  func body() -> [String] {
    Layout.stack([networkState], panel.lines)
  }

  func screenDidLoad() {
    Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
    presenter.viewDidLoad()
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .offline { [presenter] in
        Trace.message(from: "View", to: "Presenter", "networkSwitched(online: false)")
        presenter.networkSwitched(online: false)
      },
      .online { [presenter] in
        Trace.message(from: "View", to: "Presenter", "networkSwitched(online: true)")
        presenter.networkSwitched(online: true)
      },
      .refresh { [presenter] in
        Trace.message(from: "View", to: "Presenter", "refreshRequested()")
        presenter.refreshRequested()
      },
    ]
  }

  // MARK: MelodiesViewInterface

  func showNetworkState(_ text: String) {
    Trace.message(from: "Presenter", to: "View", "showNetworkState(\(literal: text))")
    networkState = text
  }
}
