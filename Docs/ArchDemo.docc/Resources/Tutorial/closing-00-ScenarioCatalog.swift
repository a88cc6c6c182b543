import TextUI

extension Scenario {
  /// Every scenario of every feature: the happy paths, the edges and the failures.
  public static let all: [Scenario] = users + drivers + news + todos + melodies

  /// The scenarios of one feature.
  ///
  /// - Parameter feature: the feature.
  /// - Returns: its scenarios, in catalog order.
  package static func of(_ feature: Feature) -> [Scenario] {
    all.filter { $0.feature == feature }
  }

  static let users = [
    Scenario(.users, "load"),
    Scenario(.users, "refresh", actions: [.refresh]),
    Scenario(.users, "empty", fault: .empty, actions: [.refresh]),
    Scenario(.users, "network-error", fault: .network, actions: [.refresh]),
    Scenario(.users, "decode-error", fault: .decode),
    Scenario(.users, "action-elsewhere", actions: [.save, .select(1), .refresh]),
    Scenario(.users, "refresh-fails", faults: [nil, .network], actions: [.refresh, .refresh]),
    Scenario(.users, "refresh-recovers", faults: [.network, nil], actions: [.refresh]),
  ]

  static let drivers = [
    Scenario(.drivers, "load"),
    Scenario(.drivers, "search-accentless", actions: [.search("perez")]),
    Scenario(.drivers, "search-full-name", actions: [.search("Lewis HAMILTON")]),
    Scenario(.drivers, "search-umlaut", actions: [.search("hulkenberg")]),
    Scenario(.drivers, "search-padded", actions: [.search("  ham  "), .search("   ")]),
    Scenario(.drivers, "search-no-match", actions: [.search("schumacher"), .clear]),
    Scenario(.drivers, "refresh-keeps-search", actions: [.search("max"), .refresh]),
    Scenario(.drivers, "empty", fault: .empty, actions: [.search("perez"), .clear]),
    Scenario(.drivers, "network-error", fault: .network, actions: [.search("perez"), .refresh]),
    Scenario(.drivers, "refresh-fails", faults: [nil, .network], actions: [.search("perez"), .refresh, .clear]),
    Scenario(.drivers, "refresh-recovers", faults: [.network, nil], actions: [.search("perez"), .refresh, .clear]),
  ]

  static let news = [
    Scenario(.news, "headlines"),
    Scenario(.news, "detail-with-defaults", actions: [.select(4), .back]),
    Scenario(.news, "search-detail-back", actions: [.search("swift"), .select(1), .back, .clear]),
    Scenario(.news, "search-accentless", actions: [.search("cafe")]),
    Scenario(.news, "search-no-match", actions: [.search("quantum"), .refresh]),
    Scenario(.news, "no-such-row", actions: [.select(99), .back, .select(2), .search("x")]),
    Scenario(.news, "network-error", fault: .network, actions: [.search("swift"), .select(1)]),
    Scenario(.news, "decode-error", fault: .decode),
    Scenario(.news, "empty", fault: .empty, actions: [.search("swift")]),
    Scenario(.news, "refresh-fails", faults: [nil, .network], actions: [.refresh, .select(1)]),
    Scenario(.news, "refresh-recovers", faults: [.network, nil], actions: [.select(1), .refresh, .select(1), .back]),
  ]

  static let todos = [
    Scenario(.todos, "upcoming"),
    Scenario(.todos, "upcoming-on-a-sunday", today: "2026-11-22"),
    Scenario(.todos, "upcoming-on-a-saturday", today: "2026-11-21"),
    Scenario(.todos, "add-valid", actions: [.add, .name("Buy milk"), .due("tomorrow"), .save]),
    Scenario(.todos, "add-next-week", actions: [.add, .name("  Book flights  "), .due("2026-11-29"), .save]),
    Scenario(.todos, "add-blank-name", actions: [.add, .name("   "), .due("today"), .save, .name("Call mum"), .save]),
    Scenario(
      .todos, "add-invalid-date",
      actions: [.add, .name("Pay rent"), .due("2026-02-30"), .save, .due("31/12/2026"), .save]),
    Scenario(.todos, "add-cancel", actions: [.add, .name("Never mind"), .cancel, .refresh]),
    Scenario(.todos, "actions-elsewhere", actions: [.save, .add, .refresh, .cancel, .save]),
    Scenario(.todos, "store-unavailable", fault: .network, actions: [.add, .name("x"), .due("today"), .save, .cancel]),
    Scenario(.todos, "store-empty", fault: .empty, actions: [.add, .name("First item"), .due("today"), .save]),
    Scenario(
      .todos, "add-after-next-week", actions: [.add, .name("Book flights"), .due("2026-12-31"), .save, .refresh]),
    Scenario(
      .todos, "add-overdue", actions: [.add, .name("Renew passport"), .due("2026-11-02"), .save, .add, .cancel]),
    Scenario(
      .todos, "store-empty-add-after-next-week", fault: .empty,
      actions: [.add, .name("Plan spring"), .due("2027-03-01"), .save]),
  ]

  static let melodies = [
    Scenario(.melodies, "online"),
    Scenario(.melodies, "offline-with-saved", actions: [.offline, .refresh]),
    Scenario(.melodies, "offline-then-online", actions: [.offline, .online]),
    Scenario(.melodies, "no-network", fault: .network, actions: [.offline, .online]),
    Scenario(.melodies, "no-data", fault: .empty, actions: [.refresh]),
    Scenario(.melodies, "unknown-error", fault: .decode, actions: [.offline]),
  ]
}
