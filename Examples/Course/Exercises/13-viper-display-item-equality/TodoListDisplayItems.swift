// Exercise 13 · VIPER · The equality that compares a value with itself
//
// What it teaches: a hand-written `==` is code, and tests lean on it. The VIPER article's Swift
// addendum wrote the display item's `==` with a slip — the due day of the right side compared
// with itself — so any two items with the same title are "equal", and every presenter test
// that compares display items is blind to the due day. Fix the equality and a test that was
// green all along turns red: the presenter has shown the wrong day from the start.
//
// Where to look: `==` below, then `TodoListPresenter.foundUpcomingItems(_:)`.
// Check: `archdemo course check 13`.

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

  static func == (leftSide: TodoRowDisplayItem, rightSide: TodoRowDisplayItem) -> Bool {
    guard rightSide.title == leftSide.title else { return false }
    return rightSide.dueDay == rightSide.dueDay
  }
}
