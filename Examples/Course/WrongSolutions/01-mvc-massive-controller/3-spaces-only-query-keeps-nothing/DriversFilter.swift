// Wrong solution 01.3 · A query of only spaces keeps nothing
//
// What it gets wrong: it checks for an empty query before trimming, so a query of only spaces keeps no driver.
import Domain

/// The drivers whose full name contains `query`, in their order: case, accents and the spaces
/// around the query are ignored, and a query of only spaces keeps every driver.
///
/// - Parameters:
///   - query: the text typed in the search field.
///   - drivers: the drivers loaded.
/// - Returns: the drivers to show.
func driversMatching(_ query: String, in drivers: [Driver]) -> [Driver] {
  guard !query.isEmpty else { return drivers }
  let folded = SearchQuery.fold(query.trimmingCharacters(in: .whitespaces))
  return drivers.filter { SearchQuery.fold($0.fullName).contains(folded) }
}
