import TextUI

/// The drivers view: a search field over a list; forwards search text, draws what it is told.
@MainActor
public final class DriversView: Screen, DriversViewInterface {
  let presenter: any DriversPresenterInterface
  private var panel = ListPanel(searchable: true)

  public init(presenter: any DriversPresenterInterface) {
    self.presenter = presenter
  }

  public let title = "Drivers"
  public let acceptedActions: [UserAction.Kind] = [.search, .clear, .refresh]

  public func body() -> [String] {
    panel.lines
  }

  public func screenDidAppear() async {
    Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
    await presenter.viewDidLoad()
  }

  public func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .search(let text):
      Trace.message(from: "View", to: "Presenter", "searchTextChanged(\(text.debugDescription))")
      presenter.searchTextChanged(text)
    case .clear:
      Trace.message(from: "View", to: "Presenter", "searchCleared()")
      presenter.searchCleared()
    case .refresh:
      Trace.message(from: "View", to: "Presenter", "refreshRequested()")
      await presenter.refreshRequested()
    default: break
    }
  }

  // MARK: DriversViewInterface

  public func showLoading() {
    panel.showLoading()
  }

  public func show(drivers: [DriverDisplayItem]) {
    panel.show(rows: drivers.map { Row(title: $0.name, detail: $0.detail) })
  }

  public func showEmptyState(message: String) {
    panel.showEmptyState(message)
  }

  public func showSearchText(_ text: String) {
    panel.searchField?.text = text
  }

  public func showError(title: String, message: String) {
    panel.showAlert(title: title, message: message)
  }
}
