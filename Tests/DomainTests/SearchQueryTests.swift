import Domain
import DomainLive
import DomainTestSupport
import Testing

@Suite("SearchQuery: substring, ignoring case, diacritics and surrounding spaces")
struct SearchQueryTests {
  @Test(arguments: [
    ("perez", "Sergio PÉREZ"),
    ("hulkenberg", "Nico HÜLKENBERG"),
    ("HAMILTON", "Lewis HAMILTON"),
    ("ami", "Lewis HAMILTON"),
    ("PÉREZ", "Sergio Perez"),
    ("cafe", "Le café de Montréal"),
  ])
  func searchIgnoringCaseAndDiacritics_findsCandidate(query: String, candidate: String) {
    // given
    let search = SearchQuery(query)

    // when
    let matched = search.matches(candidate)

    // then
    #expect(matched)
  }

  @Test(arguments: [
    ("tesla's", "Tesla’s new car"),
    ("tesla’s", "Tesla's new car"),
    ("tesla‘s", "Tesla's new car"),
    ("\"doing what's right\"", "“doing what’s right”"),
    ("«bonjour»", "\"bonjour\""),
    ("covid-19", "Covid–19 cases"),
    ("covid-19", "Covid—19 cases"),
    ("-5", "−5 °C"),
    ("new york", "New\u{00A0}York"),
  ])
  func typographicPunctuation_matchesTheTypewriterForm(query: String, candidate: String) {
    // given
    let search = SearchQuery(query)

    // when
    let matched = search.matches(candidate)

    // then
    #expect(matched)
  }

  @Test(arguments: [("tesla's", "Teslas"), ("covid-19", "covid 19"), ("'", "\""), ("-", "_")])
  func foldedPunctuation_staysDistinctFromOtherText(query: String, candidate: String) {
    #expect(!SearchQuery(query).matches(candidate))
  }

  @Test func searchWithAccentlessQuery_findsAccentedDriver() {
    // given
    let search = SearchQuery("perez")

    // when
    let found = search.filter(Driver.samples, by: \.fullName)

    // then
    #expect(found.map(\.fullName) == ["Sergio PÉREZ"])
  }

  @Test func searchForFullName_findsExactlyOneBundledDriver() async throws {
    // given
    let drivers = try await LiveDriverService(source: BundledFixtures()).fetchDrivers()

    // when
    let found = SearchQuery("Lewis HAMILTON").filter(drivers, by: \.fullName)

    // then
    #expect(found.map(\.fullName) == ["Lewis HAMILTON"])
  }

  @Test func queryWithSurroundingWhitespace_isTrimmed() {
    // given
    let search = SearchQuery("  \tham \n")

    // when
    let found = search.filter(Driver.samples, by: \.fullName)

    // then
    #expect(search.text == "ham")
    #expect(found.map(\.fullName) == ["Lewis HAMILTON"])
  }

  @Test(arguments: ["", "   ", " \t\n "])
  func emptyOrBlankQuery_matchesEverything(query: String) {
    // given
    let search = SearchQuery(query)

    // when
    let found = search.filter(Driver.samples, by: \.fullName)

    // then
    #expect(search.isEmpty)
    #expect(search.matches(""))
    #expect(found == Driver.samples)
  }

  @Test func combiningAccentInCandidate_matchesPrecomposedQuery() {
    // given
    let search = SearchQuery("P\u{E9}rez")

    // when
    let matched = search.matches("Sergio Pe\u{301}rez")

    // then
    #expect(matched)
  }

  @Test func combiningAccentInQuery_matchesPrecomposedCandidate() {
    // given
    let search = SearchQuery("pe\u{301}")

    // when
    let matched = search.matches("Sergio P\u{C9}REZ")

    // then
    #expect(matched)
  }

  @Test func queryNotInAnyName_findsNothing() {
    // given
    let search = SearchQuery("schumacher")

    // when
    let found = search.filter(Driver.samples, by: \.fullName)

    // then
    #expect(!search.matches("Lewis HAMILTON"))
    #expect(found.isEmpty)
  }

  @Test func filter_keepsTheOrderOfItems() {
    // given
    let search = SearchQuery("r")

    // when
    let found = search.filter(Driver.samples, by: \.fullName)

    // then
    #expect(found.map(\.number) == [11, 27, 63])
  }

  @Test func matchesFolded_agreesWithMatchesOnFoldedKeys() {
    // given
    let search = SearchQuery("HÜLK")
    let key = SearchQuery.fold("Nico HÜLKENBERG")

    // when
    let matched = search.matches(folded: key)

    // then
    #expect(key == "nico hulkenberg")
    #expect(search.folded == "hulk")
    #expect(matched)
    #expect(!search.matches(folded: "lewis hamilton"))
  }
}
