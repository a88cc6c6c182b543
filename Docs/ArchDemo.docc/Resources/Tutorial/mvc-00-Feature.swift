import Domain

/// The features every pattern implements, by their command-line names.
public enum Feature: String, CaseIterable, Sendable {
  /// A feature, named as `archdemo run` takes it; ``summary`` says what it shows.
  case users, drivers, news, todos, melodies

  /// One line on what the feature shows.
  package var summary: String {
    switch self {
    case .users: "a user list: loading, rows, an empty state, an error alert"
    case .drivers: "Formula 1 drivers: fetch once, filter by name ignoring case and accents"
    case .news: "news articles: list, search through the service, a detail screen"
    case .todos: "upcoming to-dos grouped by day, and an Add screen that validates"
    case .melodies: "melodies from the API when online, from saved ones when offline"
    }
  }

  /// The fixture document the feature reads, if it reads one.
  ///
  /// The command line reads and decodes it before a run, so a malformed fixture stops the run
  /// with status 65 before any screen appears. The to-do list reads a store instead.
  package var resource: Resource? {
    switch self {
    case .users: .users
    case .drivers: .drivers
    case .news: .news
    case .melodies: .melodies
    case .todos: nil
    }
  }
}
