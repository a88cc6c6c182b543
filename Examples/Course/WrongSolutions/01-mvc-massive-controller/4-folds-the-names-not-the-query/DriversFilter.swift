// Wrong solution 01.4 · Folds the names, not the query
//
// What it gets wrong: it folds the names but only lowercases the query, so a query typed with an accent finds nobody.
import Domain

/// The drivers whose full name contains `query`, in their order: case, accents and the spaces
/// around the query are ignored, and a query of only spaces keeps every driver.
///
/// - Parameters:
///   - query: the text typed in the search field.
///   - drivers: the drivers loaded.
/// - Returns: the drivers to show.
func driversMatching(_ query: String, in drivers: [Driver]) -> [Driver] {
  let trimmed = query.trimmingCharacters(in: .whitespaces).lowercased()
  guard !trimmed.isEmpty else { return drivers }
  return drivers.filter { SearchQuery.fold($0.fullName).contains(trimmed) }
}
