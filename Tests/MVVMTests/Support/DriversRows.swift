@testable import MVVM

extension DriversViewModelOutputs {
  /// Every row of the list, asked of the view model, as the view asks for
  /// the rows in view: a test that reads them all sees what any scroll position would show.
  var allRows: [DriverRowViewData] {
    rows(in: 0..<rowCount)
  }
}
