// Solution 13 · VIPER · The equality that compares a value with itself
//
// The hand-written `==` is gone: Swift synthesizes equality for a struct whose properties are
// all Equatable, comparing every property, and keeps comparing them when one is added.

/// One group of the upcoming list as the view shows it.
struct TodoSectionDisplayItem: Equatable, Sendable {
  var header: String
  var rows: [TodoRowDisplayItem]
}

/// One to-do as the view shows it: its title, and the weekday it is due (empty under Today).
struct TodoRowDisplayItem: Equatable, Sendable, CustomStringConvertible {
  var title: String
  var dueDay: String

  var description: String { "\(title) -- \(dueDay)" }
}
