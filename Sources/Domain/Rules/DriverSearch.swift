/// The drivers list between loads: the drivers last fetched, and what a search shows.
///
/// It holds the rules every pattern's drivers screen shares: a search filters the fetched
/// drivers by ``SearchQuery``; no match is an empty state naming the query, not an error; and
/// after a failed load a search shows nothing new — the error alert stays, because there is
/// nothing to filter, until a load succeeds. Where this value is kept (controller, presenter,
/// view model or interactor) is each pattern's choice.
///
/// Two searches are equal when they hold the same drivers, the same folded names and the same
/// outcome of the last load. Each is an array, and Swift compares two arrays that share their
/// storage without reading them: a copy of a million drivers' search, unchanged, compares in
/// constant time, as a store does before and after each action.
public struct DriverSearch: Equatable, Sendable {
  /// What the list shows for a query.
  public enum Outcome: Equatable, Sendable {
    /// The last load failed: keep showing its error.
    case loadFailed
    /// Nothing to show; the message says why, e.g. `No drivers match "ham".`.
    case empty(String)
    /// The drivers that match, in the order fetched.
    case matches([Driver])
  }

  private var drivers: [Driver] = []
  private var index = SearchIndex()
  private var lastLoadFailed = false

  /// Creates a search with no drivers loaded yet.
  public init() {}

  /// Keeps the drivers of a successful load and folds their names once for searching.
  ///
  /// - Parameter drivers: the drivers fetched, in the order the list shows them.
  /// - Complexity: O(*n*) in the total length of the names.
  public mutating func didLoad(_ drivers: [Driver]) {
    self.drivers = drivers
    index = SearchIndex(drivers, first: \.firstName, second: \.lastName)
    lastLoadFailed = false
  }

  /// Forgets the drivers after a failed load.
  public mutating func didFailToLoad() {
    drivers = []
    index = SearchIndex()
    lastLoadFailed = true
  }

  /// What the list shows for `query`.
  ///
  /// Names are not folded again: ``SearchIndex`` scans the names folded by ``didLoad(_:)``
  /// and finds exactly the drivers whose ``Driver/fullName`` ``SearchQuery/matches(_:)``.
  ///
  /// - Parameter query: the search typed; an empty query shows every driver.
  /// - Returns: the matches, an empty state naming the query, or that the last load failed.
  /// - Complexity: one pass over the folded names, O(*n*) in their total length.
  public func outcome(for query: SearchQuery) -> Outcome {
    guard !lastLoadFailed else { return .loadFailed }
    let matches = query.isEmpty ? drivers : index.matchingIndices(of: query).map { drivers[$0] }
    return matches.isEmpty ? .empty(query.emptyStateMessage("drivers")) : .matches(matches)
  }
}
