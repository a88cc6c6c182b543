import Domain

/// The three queries each filter benchmark asks: a rare one, one that matches nothing, and a
/// common one (about 5% of the drivers).
struct Queries {
  /// A first name and the start of a last name, typed without accents: a handful of drivers.
  var rare: String
  /// A real driver's surname that no generated name contains.
  var none: String
  /// A syllable that about one driver in twenty contains.
  var common: String

  var all: [(kind: String, text: String)] { [("rare", rare), ("none", none), ("common", common)] }

  /// Picks the queries from the drivers; they are the same for every size up to `largest`.
  static func pick(largest: Int) -> Queries {
    let sample = Workload.drivers(min(largest, 10_000))
    let anchor = sample[min(500, sample.count / 2)]
    let rare = SearchQuery.fold(anchor.firstName) + " " + String(SearchQuery.fold(anchor.lastName).prefix(3))

    var everyone = DriverSearch()
    everyone.didLoad(Workload.drivers(largest))
    let none =
      ["schumacher", "senna", "prost", "lauda", "vettel", "piquet"].first { count(of: $0, in: everyone) == 0 }
      ?? "zzzz"

    var tenThousand = DriverSearch()
    tenThousand.didLoad(sample)
    let syllables = Set(
      sample.prefix(200).flatMap { driver in
        let name = SearchQuery.fold(driver.lastName)
        return stride(from: 0, to: max(0, name.count - 2), by: 1).map { String(name.dropFirst($0).prefix(3)) }
      })
    let target = Double(sample.count) * 0.05
    let common = syllables.sorted().min { first, second in
      abs(Double(count(of: first, in: tenThousand)) - target) < abs(Double(count(of: second, in: tenThousand)) - target)
    }!
    return Queries(rare: rare, none: none, common: common)
  }

  static func count(of query: String, in search: DriverSearch) -> Int {
    if case .matches(let drivers) = search.outcome(for: SearchQuery(query)) { return drivers.count }
    return 0
  }
}
