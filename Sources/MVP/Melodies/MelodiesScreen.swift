import TextUI
import Tracing

/// The passive melodies view: the network switch, a notice when the melodies are saved ones and the list.
@MainActor
final class MelodiesScreen: Screen, MelodiesView, ListPanelScreen {
  private let presenter: MelodiesPresenter
  private var networkState = ""
  var panel = ListPanel()

  init(presenter: MelodiesPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
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

  // MARK: MelodiesView

  func showNetworkState(_ text: String) {
    Trace.message(from: "Presenter", to: "View", "showNetworkState(\(literal: text))")
    networkState = text
  }

  func show(melodies: [MelodyViewData], notice: String?) {
    Trace.message(
      from: "Presenter", to: "View",
      "show(melodies: \(count: melodies.count, "row"), notice: \(literal: notice))")
    panel.notice = notice.map(Banner.init)
    panel.show(rows: melodies.map { Row(title: $0.title, detail: $0.detail) })
  }
}
