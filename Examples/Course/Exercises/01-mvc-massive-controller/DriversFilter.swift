import Domain

/// The drivers whose full name contains `query`, in their order: case, accents and the spaces
/// around the query are ignored, and a query of only spaces keeps every driver.
///
/// The rule lives in `DriversViewController.searchTextChanged(_:)` for now; move it here and
/// have the controller call this function.
///
/// - Parameters:
///   - query: the text typed in the search field.
///   - drivers: the drivers loaded.
/// - Returns: the drivers to show.
func driversMatching(_ query: String, in drivers: [Driver]) -> [Driver] {
  // A stub: it keeps every driver, so the tests fail until the rule is here.
  drivers
}
