import Domain

/// The drivers whose full name contains `query`, in their order: case, accents and the spaces
/// around the query are ignored, and a query of only spaces keeps every driver.
///
/// A plain function of values, so a test calls it without a screen, a service or a load.
/// Domain's `SearchQuery` is the rule; this function says which text of a driver it matches.
///
/// - Parameters:
///   - query: the text typed in the search field.
///   - drivers: the drivers loaded.
/// - Returns: the drivers to show.
func driversMatching(_ query: String, in drivers: [Driver]) -> [Driver] {
  SearchQuery(query).filter(drivers, by: \.fullName)
}
