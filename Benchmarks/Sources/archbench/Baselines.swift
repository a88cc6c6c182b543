import Domain
import Foundation

/// The searches a pattern's path is measured beside, over one list of drivers.
@MainActor
struct Baselines {
  let drivers: [Driver]
  /// Each driver's `First LAST`, made once, as the classic sample keeps a `name` property.
  let names: [String]
  var search = DriverSearch()
  /// The same index the search keeps, to time the scan apart from building the result.
  let index: SearchIndex
  /// The folded names with a separator before each, as the index keeps them, for the floor.
  let folded: [UInt8]

  init(drivers: [Driver]) {
    self.drivers = drivers
    names = drivers.map(\.fullName)
    search.didLoad(drivers)
    index = SearchIndex(drivers, first: \.firstName, second: \.lastName)
    var bytes: [UInt8] = []
    for position in 0..<index.count {
      bytes.append(0xFF)
      bytes.append(contentsOf: index.foldedKey(at: position).utf8)
    }
    bytes.append(0xFF)
    folded = bytes
  }

  /// The bare Domain search: what the list shows for the query.
  func domain(_ text: String) -> Int {
    if case .matches(let found) = search.outcome(for: SearchQuery(text)) { return found.count }
    return 0
  }

  /// The scan alone: which keys match, without gathering the drivers.
  func scan(_ text: String) -> Int {
    index.matchingIndices(of: SearchQuery(text)).count
  }

  /// The Domain search, then the text of the rows a screen shows for its matches
  /// (`name  #n · team`): those in a 20-row view only, as the table asks its data source for
  /// nothing more. What a pattern's search through the screen is held to.
  func domainAndRows(_ text: String) -> Int {
    Self.domainAndRows(text, in: search)
  }

  /// ``domainAndRows(_:)`` over `search`: a pattern's search is paired with this over the
  /// search its own screen keeps (``ScreenProbe``).
  static func domainAndRows(_ text: String, in search: DriverSearch) -> Int {
    guard case .matches(let found) = search.outcome(for: SearchQuery(text)) else { return 0 }
    return found.prefix(ScrollBenchmarks.rowsInView).reduce(0) {
      $0 + "\($1.fullName)  #\($1.number) · \($1.team)".utf8.count
    }
  }

  /// The classic sample: `name.lowercased().contains(query.lowercased())`. It misses `perez`.
  func naive(_ text: String) -> Int {
    names.filter { $0.lowercased().contains(text.lowercased()) }.count
  }

  /// Foundation's option search, ignoring case and diacritics.
  func foundation(_ text: String) -> Int {
    let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return names.filter { $0.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil }.count
  }

  /// The kit's rule applied the plain way: every name built and folded on every query.
  func rule(_ text: String) -> Int {
    SearchQuery(text).filter(drivers, by: \.fullName).count
  }

  /// The floor: one `memchr` pass over the folded bytes for a byte that never occurs.
  func floor() -> Int {
    folded.withUnsafeBytes { memchr($0.baseAddress!, 0xFE, $0.count) == nil ? 0 : 1 }
  }
}
