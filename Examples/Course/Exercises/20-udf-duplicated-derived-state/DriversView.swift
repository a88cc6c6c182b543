import Domain
import TextUI

/// The drivers screen, drawn from a state: the search field, then the matches or the empty state.
@MainActor
enum DriversView {
  /// The body of the drivers screen for `state`.
  static func body(of state: DriversFeature.State) -> [String] {
    var panel = ListPanel(searchable: true)
    panel.searchField?.text = state.query
    if state.isLoading {
      panel.showLoading()
    } else if let message = state.emptyMessage {
      panel.showEmptyState(message)
    } else {
      panel.show(rows: state.matches.map { Row(title: $0.fullName, detail: DisplayFormat.driverDetail($0)) })
    }
    return panel.lines
  }
}
