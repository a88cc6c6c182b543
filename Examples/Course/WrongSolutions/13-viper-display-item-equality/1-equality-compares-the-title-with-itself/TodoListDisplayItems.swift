// Wrong solution 13.1 · The slip moved from the due day to the title
//
// What it gets wrong: `==` now compares the left title with itself, so two rows due the same day are equal whatever their titles.
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
    guard leftSide.title == leftSide.title else { return false }
    return leftSide.dueDay == rightSide.dueDay
  }
}
