import TextUI
import Tracing

/// The passive drivers view: a search field over a list.
@MainActor
final class DriversScreen: Screen, DriversView, ListPanelScreen {
  private let presenter: DriversPresenter
  var panel = ListPanel(searchable: true)

  init(presenter: DriversPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
  }

  let title = "Drivers"
  let acceptedActions: [UserAction.Kind] = [.search, .clear, .refresh]

  func body() -> [String] {
    panel.lines
  }

  func screenDidAppear() async {
    await presenter.viewDidLoad()
  }

  func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .search(let text): presenter.searchTextChanged(text)
    case .clear: presenter.searchCleared()
    case .refresh: await presenter.refreshRequested()
    default: break
    }
  }

  // MARK: DriversView

  func show(drivers: [DriverViewData]) {
    Trace.message(from: "Presenter", to: "View", "show(drivers: \(count: drivers.count, "row"))")
    panel.show(rows: drivers.map { Row(title: $0.name, detail: $0.detail) })
  }
}
