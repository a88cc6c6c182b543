import TextUI

/// The drivers view: a search field over a list; forwards search text, draws what it is told.
@MainActor
public final class DriversView: Screen, DriversViewInterface {
  let presenter: any DriversPresenterInterface
  private var searchField = SearchField()
  private var table = TableView()
  private var alert: Alert?

  public init(presenter: any DriversPresenterInterface) {
    self.presenter = presenter
  }

  public let title = "Drivers"
  public let acceptedActions: [UserAction.Kind] = [.search, .clear, .refresh]

  public func body() -> [String] {
    Layout.stack(searchField.lines, alert?.lines ?? [], table.lines)
  }

  public func screenDidAppear() async {
    await presenter.viewDidLoad()
  }

  public func perform(_ action: UserAction) async throws(ActionRejection) {
    switch action {
    case .search(let text): presenter.searchTextChanged(text)
    case .clear: presenter.searchCleared()
    case .refresh: await presenter.refreshRequested()
    default: break
    }
  }

  // MARK: DriversViewInterface

  public func showLoading() {
    alert = nil
    table.content = .loading
  }

  public func show(drivers: [DriverDisplayItem]) {
    alert = nil
    table.content = .rows(drivers.map { Row(title: $0.name, detail: $0.detail) })
  }

  public func showEmptyState(message: String) {
    alert = nil
    table.content = .empty(message)
  }

  public func showSearchText(_ text: String) {
    searchField.text = text
  }

  public func showError(title: String, message: String) {
    alert = Alert(title: title, message: message)
    table.content = .rows([])
  }
}
