import Domain
import Foundation

/// Deterministic dates for tests: a fixed time zone and days written `YYYY-MM-DD`.
public enum FixedCalendar {
  /// A Gregorian calendar in UTC, so tests do not depend on the machine's time zone.
  public static let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()

  /// The moment `YYYY-MM-DD` at `hour:minute` in `calendar`.
  public static func date(_ day: String, hour: Int = 0, minute: Int = 0, in calendar: Calendar = utc) -> Date {
    let start = DueDateParser.day(from: day, in: calendar)!
    return calendar.date(byAdding: DateComponents(hour: hour, minute: minute), to: start)!
  }

  /// An upcoming schedule whose today is `day` in UTC.
  public static func schedule(today day: String) -> UpcomingSchedule {
    UpcomingSchedule(today: date(day, hour: 12), calendar: utc)
  }
}
