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

  func body() -> [String] {
    panel.lines
  }

  func screenDidAppear() async {
    Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
    await presenter.viewDidLoad()
  }

  /// What the user can do here; each handler traces the message it sends, where it sends it.
  var actions: [ScreenAction] {
    [
      .search { [presenter] text in
        Trace.message(from: "View", to: "Presenter", "searchTextChanged(\(Trace.literal(text)))")
        presenter.searchTextChanged(text)
      },
      .clear { [presenter] in
        Trace.message(from: "View", to: "Presenter", "searchCleared()")
        presenter.searchCleared()
      },
      .refresh { [presenter] in
        Trace.message(from: "View", to: "Presenter", "refreshRequested()")
        await presenter.refreshRequested()
      },
    ]
  }

  // MARK: DriversView

  func show(drivers: [DriverRowViewData]) {
    Trace.message(from: "Presenter", to: "View", "show(drivers: \(count: drivers.count, "row"))")
    panel.show(rows: drivers.map { Row(title: $0.name, detail: $0.detail) })
  }
}
