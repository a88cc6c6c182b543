import Domain
import Foundation

/// The items an in-memory store starts with, placed relative to today.
///
/// Placed so, the list has something to show on any weekday (the offsite, a week away, always
/// falls in next week), and one overdue and one far-off item stay hidden, as the rule says.
package enum DemoTodos {
  /// The demo items for the day `today` in `calendar`.
  ///
  /// - Parameters:
  ///   - today: any moment of the day the items are placed around.
  ///   - calendar: the calendar whose time zone decides where days begin.
  /// - Returns: seven items: two today, one tomorrow, one in three days, one in a week, one in
  ///   thirty days and one two days ago.
  package static func items(today: Date, calendar: Calendar = .current) -> [TodoItem] {
    let start = calendar.startOfDay(for: today)
    func day(_ offset: Int, hour: Int = 9) -> Date {
      let date = calendar.date(byAdding: .day, value: offset, to: start)!
      return calendar.date(byAdding: .hour, value: hour, to: date)!
    }
    return [
      TodoItem(name: "Review the MVP pull request", dueDate: day(0)),
      TodoItem(name: "Buy coffee beans", dueDate: day(0, hour: 17)),
      TodoItem(name: "Call the dentist", dueDate: day(1)),
      TodoItem(name: "Write the VIPER blog post", dueDate: day(3)),
      TodoItem(name: "Plan the team offsite", dueDate: day(7)),
      TodoItem(name: "Renew the passport", dueDate: day(30)),
      TodoItem(name: "Send the quarterly report", dueDate: day(-2)),
    ]
  }
}
