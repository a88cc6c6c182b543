// Wrong solution 01.2 · The filter matches the last name only
//
// What it gets wrong: it searches the last name, not the full name, so a first or whole name finds nobody.
import Domain

/// The drivers whose full name contains `query`, in their order: case, accents and the spaces
/// around the query are ignored, and a query of only spaces keeps every driver.
///
/// - Parameters:
///   - query: the text typed in the search field.
///   - drivers: the drivers loaded.
/// - Returns: the drivers to show.
func driversMatching(_ query: String, in drivers: [Driver]) -> [Driver] {
  SearchQuery(query).filter(drivers, by: \.lastName)
}
