import Domain
import Foundation

extension User {
  /// A user with defaults for everything the test does not care about.
  public static func stub(firstName: String = "Ada", lastName: String = "Lovelace", age: Int = 36) -> User {
    User(firstName: firstName, lastName: lastName, age: age)
  }

  /// Three users of the classic sample.
  public static let samples = [
    User(firstName: "Iyad", lastName: "Agha", age: 36),
    User(firstName: "Mila", lastName: "Haward", age: 24),
    User(firstName: "Mark", lastName: "Astun", age: 39),
  ]
}

extension Driver {
  /// A driver with defaults for everything the test does not care about.
  package static func stub(
    number: Int = 1, firstName: String = "Max", lastName: String = "VERSTAPPEN", team: String = "Red Bull Racing"
  ) -> Driver {
    Driver(number: number, firstName: firstName, lastName: lastName, team: team)
  }

  /// Four drivers, accented names among them.
  public static let samples = [
    Driver(number: 44, firstName: "Lewis", lastName: "HAMILTON", team: "Mercedes"),
    Driver(number: 11, firstName: "Sergio", lastName: "PÉREZ", team: "Red Bull Racing"),
    Driver(number: 27, firstName: "Nico", lastName: "HÜLKENBERG", team: "Haas F1 Team"),
    Driver(number: 63, firstName: "George", lastName: "RUSSELL", team: "Mercedes"),
  ]
}

extension Article {
  /// An article with every field filled unless the test says otherwise; its address is made
  /// from its title (`https://example.com/swift-on-linux`), so stubs with different titles are
  /// different articles to a news list, which lists an address once.
  package static func stub(
    title: String? = "Swift on Linux", description: String? = "Servers and tools.",
    source: String? = "Swift Blog", author: String? = "Jane Doe",
    publishedAt: String? = "2024-09-17T14:30:00Z", content: String? = "Body text.", url: String? = nil
  ) -> Article {
    let slug = (title ?? "untitled").lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
    return Article(
      source: Article.Source(id: nil, name: source), author: author, title: title,
      description: description, url: url ?? "https://example.com/\(slug)", publishedAt: publishedAt,
      content: content)
  }

  /// NewsAPI's placeholder for an article taken down, as it sends it.
  package static let removed = Article(
    source: Article.Source(id: nil, name: "[Removed]"), title: "[Removed]", description: "[Removed]",
    url: "https://removed.com", publishedAt: "1970-01-01T00:00:00Z", content: "[Removed]")

  /// Headlines as NewsAPI sends them: markup in a title, a `[Removed]` placeholder, and an
  /// article whose address comes back. A news list shows two rows, `S&P 500 rallies` and
  /// `Tesla’s quarter`, under the notice `1 removed article not shown`.
  package static let newsAPIQuirks = [
    Article.stub(title: "S&amp;P 500 <b>rallies</b>", url: "https://example.com/markets"), removed,
    Article.stub(title: "Markets, again", url: "https://example.com/markets"), Article.stub(title: "Tesla’s quarter"),
  ]

  /// Three articles, one with every optional field missing.
  public static let samples = [
    Article.stub(title: "Café culture and code", description: "Where developers meet."),
    Article.stub(title: "VIPER in large teams", description: "Modules and routers."),
    Article(),
  ]
}

extension Melody {
  /// A melody with defaults for everything the test does not care about.
  public static func stub(title: String = "Clair de Lune", artist: String = "Claude Debussy", duration: Int = 303)
    -> Melody
  {
    Melody(title: title, artist: artist, duration: duration)
  }

  /// Two melodies.
  public static let samples = [
    Melody(title: "Clair de Lune", artist: "Claude Debussy", duration: 303),
    Melody(title: "Gymnopédie No. 1", artist: "Erik Satie", duration: 185),
  ]
}
