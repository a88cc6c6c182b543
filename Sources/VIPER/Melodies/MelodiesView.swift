import TextUI

/// The melodies view: the network line, an offline notice and the list.
@MainActor
public final class MelodiesView: Screen, MelodiesViewInterface {
  let presenter: any MelodiesPresenterInterface
  private var networkState = ""
  private var panel = ListPanel()

  public init(presenter: any MelodiesPresenterInterface) {
    self.presenter = presenter
  }

  public let title = "Melodies"
  public let acceptedActions: [UserAction.Kind] = [.offline, .online, .refresh]

  public func body() -> [String] {
    Layout.stack([networkState], panel.lines)
  }

  public func screenDidAppear() async {
    Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
    await presenter.viewDidLoad()
  }

  public func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .offline:
      Trace.message(from: "View", to: "Presenter", "networkSwitched(online: false)")
      await presenter.networkSwitched(online: false)
    case .online:
      Trace.message(from: "View", to: "Presenter", "networkSwitched(online: true)")
      await presenter.networkSwitched(online: true)
    case .refresh:
      Trace.message(from: "View", to: "Presenter", "refreshRequested()")
      await presenter.refreshRequested()
    default: break
    }
  }

  // MARK: MelodiesViewInterface

  public func showNetworkState(_ text: String) {
    networkState = text
  }

  public func showLoading() {
    panel.notice = nil
    panel.showLoading()
  }

  public func show(melodies: [MelodyDisplayItem], notice: String?) {
    panel.notice = notice.map(Banner.init)
    panel.show(rows: melodies.map { Row(title: $0.title, detail: $0.detail) })
  }

  public func showError(title: String, message: String) {
    panel.notice = nil
    panel.showAlert(title: title, message: message)
  }
}
