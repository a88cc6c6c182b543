import TextUI
import Tracing

/// The passive melodies view: the network switch, a notice when the melodies are saved ones and the list.
@MainActor
final class MelodiesView: Screen, MelodiesViewInterface, ListPanelView {
  private let presenter: MelodiesPresenter
  private var networkState = ""
  var panel = ListPanel()

  init(presenter: MelodiesPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
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

  func show(melodies: [MelodyRowViewData], notice: String?) {
    Trace.message(
      from: "Presenter", to: "View",
      "show(melodies: \(count: melodies.count, "row"), notice: \(literal: notice))")
    panel.notice = notice.map(Banner.init)
    panel.show(rows: melodies.map { Row(title: $0.title, detail: $0.detail) })
  }
}
