import Domain
import DomainLive
import Foundation
import Testing

@Suite("Live services over the bundled fixtures")
struct LiveServiceTests {
  @Test func bundledUsers_includeTheClassicSample() async throws {
    // when
    let users = try await LiveUserService(source: BundledFixtures()).fetchUsers()

    // then
    #expect(users.contains(User(firstName: "Iyad", lastName: "Agha", age: 36)))
    #expect(users.contains(User(firstName: "Mila", lastName: "Haward", age: 24)))
    #expect(users.contains(User(firstName: "Mark", lastName: "Astun", age: 39)))
  }

  @Test func bundledDrivers_areTheTwentyOfTheSeasonOpener() async throws {
    // when
    let drivers = try await LiveDriverService(source: BundledFixtures()).fetchDrivers()

    // then
    #expect(drivers.count == 20)
    #expect(Set(drivers.map(\.number)).count == 20)
    #expect(drivers.map(\.fullName).contains("Lewis HAMILTON"))
    #expect(drivers.map(\.fullName).contains("Sergio PÉREZ"))
    #expect(drivers.map(\.fullName).contains("Nico HÜLKENBERG"))
  }

  @Test func bundledDriverNames_areWrittenFirstLAST() async throws {
    // when
    let drivers = try await LiveDriverService(source: BundledFixtures()).fetchDrivers()

    // then
    for driver in drivers {
      #expect(driver.lastName == driver.lastName.uppercased(), "\(driver.fullName)")
      #expect(driver.firstName != driver.firstName.uppercased(), "\(driver.fullName)")
      #expect(driver.firstName.first?.isUppercase == true, "\(driver.fullName)")
      #expect(driver.fullName == "\(driver.firstName) \(driver.lastName)")
      #expect(!driver.team.isEmpty)
    }
  }

  @Test func bundledHeadlines_areTheArticlesOfNewsJson() async throws {
    // when
    let articles = try await LiveNewsService(source: BundledFixtures()).topHeadlines()

    // then
    #expect(!articles.isEmpty)
    #expect(articles.contains { $0.title == "Formula 1 season opens in Bahrain" })
  }

  @Test func newsSearchWithAccentlessQuery_findsAccentedTitle() async throws {
    // given
    let service = LiveNewsService(source: BundledFixtures())

    // when
    let found = try await service.searchArticles(matching: "  MONTREAL ")

    // then
    #expect(found.map(\.title) == ["Le café de Montréal qui code en Swift"])
  }

  @Test func newsSearch_matchesTheDescriptionToo() async throws {
    // given
    let service = LiveNewsService(source: BundledFixtures())

    // when
    let found = try await service.searchArticles(matching: "interactors")

    // then
    #expect(found.map(\.title) == ["Why VIPER still has fans"])
  }

  @Test func newsSearchWithEmptyQuery_returnsEveryHeadline() async throws {
    // given
    let service = LiveNewsService(source: BundledFixtures())

    let headlines = try await service.topHeadlines()

    // when
    let found = try await service.searchArticles(matching: "  ")

    // then
    #expect(found == headlines)
  }

  @Test func newsSearchWithNoMatch_returnsNothing() async throws {
    // given
    let service = LiveNewsService(source: BundledFixtures())

    // when
    let found = try await service.searchArticles(matching: "cricket")

    // then
    #expect(found.isEmpty)
  }

  @Test func newsSearch_skipsArticlesWithoutTitleOrDescription() async throws {
    // given
    let json = #"{"articles": [{"title": "Swift news"}, {}, {"description": "All about swift"}]}"#
    let service = LiveNewsService(source: InlineDataSource([.news: json]))

    // when
    let found = try await service.searchArticles(matching: "SWIFT")

    // then
    #expect(found.map(\.title) == ["Swift news", nil])
    #expect(found.map(\.description) == [nil, "All about swift"])
  }

  @Test func articleMatch_looksAtTitleAndDescriptionOnly() {
    // given
    let article = Article(
      source: Article.Source(name: "Le Monde"), author: "Élodie Martin", title: "Café", description: "Développeurs")

    // then
    #expect(article.matches(SearchQuery("cafe")))
    #expect(article.matches(SearchQuery("DEVELOPPEURS")))
    #expect(!article.matches(SearchQuery("monde")))
    #expect(!article.matches(SearchQuery("elodie")))
    #expect(Article().matches(SearchQuery(" ")))
  }

  @Test func bundledFixtures_locationNamesTheFile() {
    #expect(BundledFixtures().location(of: .drivers) == "bundled drivers.json")
  }

  @Test(arguments: Resource.allCases)
  func everyBundledResource_isThere(resource: Resource) async throws {
    // when
    let data = try await BundledFixtures().data(for: resource)

    // then
    #expect(!data.isEmpty)
  }
}
