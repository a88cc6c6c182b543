import Observation
import TextUI
import Tracing

/// The drivers view the presenter talks to, for the declarative screen: it keeps what the
/// presenter says, and ``DriversScreen`` draws it.
///
/// A SwiftUI view is a value, so it cannot be the object a presenter holds weakly and calls;
/// this observable object is, conforming to the same ``DriversViewInterface`` as the imperative
/// `DriversView`. It owns the presenter, as that view does, and the presenter holds it weakly;
/// `DriversRouter.assembleDeclarativeModule` wires them.
@Observable
@MainActor
final class DriversViewState: DriversViewInterface, ListPanelViewState {
  /// The presenter the screen sends the user's events to.
  @ObservationIgnored let presenter: any DriversPresenterInterface
  var panel = ListPanelState()

  init(presenter: any DriversPresenterInterface) {
    self.presenter = presenter
  }

  /// Shows the presenter's rows anew: the screen's list asks it for the count and the rows in view.
  func reloadRows() {
    Trace.message(from: "Presenter", to: "View", "reloadRows()")
    let reload = if case .rowsFromPresenter(_, let reload) = panel.content { reload + 1 } else { 0 }
    panel.content = .rowsFromPresenter(count: presenter.numberOfRows, reload: reload)
  }

  /// The rows in view, asked of the presenter when the list draws them.
  ///
  /// - Parameter range: the positions the list asks for.
  /// - Returns: the rows.
  func rows(in range: Range<Int>) -> [Row] {
    Trace.message(
      from: "View", to: "Presenter", "rows(\(TableView.position(of: range, amongRows: presenter.numberOfRows)))")
    return presenter.rows(in: range).map { Row(title: $0.title, detail: $0.detail) }
  }
}
