import TextUI
import Tracing

/// The melodies view: the network line, a notice when the melodies are saved ones, and the list.
@MainActor
final class MelodiesView: Screen, MelodiesViewInterface, ListPanelView {
  let presenter: any MelodiesPresenterInterface
  private var networkState = ""
  var panel = ListPanel()

  init(presenter: any MelodiesPresenterInterface) {
    self.presenter = presenter
  }

  let title = "Melodies"
  let acceptedActions: [UserAction.Kind] = [.offline, .online, .refresh]

  func body() -> [String] {
    Layout.stack([networkState], panel.lines)
  }

  func screenDidAppear() async {
    await presenter.viewDidLoad()
  }

  func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .offline: await presenter.networkSwitched(online: false)
    case .online: await presenter.networkSwitched(online: true)
    case .refresh: await presenter.refreshRequested()
    default: break
    }
  }

  // MARK: MelodiesViewInterface

  func showNetworkState(_ text: String) {
    Trace.message(from: "Presenter", to: "View", "showNetworkState(\(literal: text))")
    networkState = text
  }
}
