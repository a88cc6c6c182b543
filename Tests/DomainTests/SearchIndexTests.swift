import Domain
import DomainTestSupport
import Testing

/// The reference the fast path must agree with: fold every name, then `String.contains`.
private func referenceMatches(_ names: [String], _ query: SearchQuery) -> [Int] {
  let folded = names.map(SearchQuery.fold)
  return names.indices.filter { query.isEmpty || folded[$0].contains(query.folded) }
}

@Suite("SearchIndex: the drivers search over names folded once, checked against the plain rule", .tags(.drivers))
struct SearchIndexTests {
  @Test(arguments: 0..<8)
  func generatedNamesAndQueries_matchExactlyLikeTheReference(batch: Int) {
    // given
    let seed = UInt64(0x5EA2C4 + batch)
    var generator = SeededGenerator(seed: seed)
    let drivers = (0..<500).map { number in
      Driver(
        number: number, firstName: AwkwardText.name(using: &generator),
        lastName: AwkwardText.name(using: &generator), team: "")
    }
    let names = drivers.map(\.fullName)
    let queries = (0..<500).map { _ in AwkwardText.query(from: names, using: &generator) }

    // when
    let index = SearchIndex(drivers, first: \.firstName, second: \.lastName)

    // then
    for position in names.indices {
      #expect(index.foldedKey(at: position) == SearchQuery.fold(names[position]), "seed \(seed)")
    }
    for text in queries {
      let query = SearchQuery(text)
      let expected = referenceMatches(names, query)
      #expect(index.matchingIndices(of: query) == expected, "seed \(seed), query \(text.debugDescription)")
    }
  }

  @Test(arguments: AwkwardText.cases)
  func awkwardCase_matchesLikeTheReference(name: String, query: String) {
    // given
    let names = ["Ada LOVELACE", name, "\(name) \(name)", "x\(name)y"]

    // when
    let found = SearchIndex(keys: names).matchingIndices(of: SearchQuery(query))

    // then
    #expect(found == referenceMatches(names, SearchQuery(query)))
  }

  @Test(arguments: [
    ("perez", "Sergio PÉREZ", true),
    ("istanbul", "İSTANBUL", true),
    ("kelvin", "\u{212A}ELVIN", true),
    ("ss", "Straße", false),
    ("ß", "STRASSE", false),
    ("ß", "GROẞ", true),
    ("e", "e\u{301}\u{302}\u{323}", true),
    ("fi", "ﬁ", false),
    ("tesla's", "TESLA’S", true),
    ("o’neil", "O'NEIL", true),
    ("jean-éric", "Jean–Éric", true),
    ("car[1]", "CAR[1]", true),
  ])
  func foldingRules_holdInTheIndex(query: String, name: String, matches: Bool) {
    // when
    let found = SearchIndex(keys: [name]).matchingIndices(of: SearchQuery(query))

    // then
    #expect(found == (matches ? [0] : []))
  }

  @Test func emptyOrBlankQuery_findsEveryKey() {
    // given
    let index = SearchIndex(keys: ["Ada", "Grace", ""])

    // when
    let found = index.matchingIndices(of: SearchQuery(" \t "))

    // then
    #expect(found == [0, 1, 2])
  }

  @Test func matchNeverSpansTwoKeys() {
    // given
    let index = SearchIndex(keys: ["ab", "cd"])

    // when
    let found = index.matchingIndices(of: SearchQuery("bc"))

    // then
    #expect(found.isEmpty)
  }

  @Test func driverSearch_findsTheSameDriversAsTheRule() {
    // given
    var search = DriverSearch()
    search.didLoad(Driver.samples)

    // when
    let outcomes = ["perez", "HAM", "  lando ", "zz", ""].map { search.outcome(for: SearchQuery($0)) }

    // then
    let expected = ["perez", "HAM", "  lando ", "zz", ""].map { text -> DriverSearch.Outcome in
      let query = SearchQuery(text)
      let matches = query.filter(Driver.samples, by: \.fullName)
      return matches.isEmpty ? .empty(query.emptyStateMessage("drivers")) : .matches(matches)
    }
    #expect(outcomes == expected)
  }
}
