import Foundation

/// Small formatting rules the view data of every pattern uses, written once.
///
/// Which role calls them differs by pattern — an MVC controller, an MVP or VIPER presenter, an
/// MVVM view model — but the text they produce is the same, which is part of what keeps the
/// patterns' frames identical.
public enum DisplayFormat {
  /// An age as the user list shows it: `36 years` (`1 year` for one).
  ///
  /// - Parameter years: the age in years.
  /// - Returns: the age with its unit.
  public static func age(_ years: Int) -> String {
    years == 1 ? "1 year" : "\(years) years"
  }

  /// A duration in seconds as `m:ss`, e.g. `303` → `5:03`; negative durations show `0:00`.
  ///
  /// - Parameter seconds: the duration in whole seconds.
  /// - Returns: minutes, a colon, and seconds in two digits.
  package static func minutesSeconds(_ seconds: Int) -> String {
    let clamped = max(0, seconds)
    let remainder = clamped % 60
    return "\(clamped / 60):\(remainder < 10 ? "0" : "")\(remainder)"
  }

  /// A driver's detail as the drivers list shows it: `#44 · Mercedes`, `#1  · Red Bull Racing`.
  ///
  /// The number is padded to two digits, so the team names line up in a column.
  ///
  /// - Parameter driver: the driver.
  /// - Returns: the car number and the team.
  public static func driverDetail(_ driver: Driver) -> String {
    let number = "#\(driver.number)"
    return number + String(repeating: " ", count: max(0, 3 - number.count)) + " · \(driver.team)"
  }

  /// A melody's detail as the melodies list shows it: `Daft Punk · 5:03`.
  ///
  /// - Parameter melody: the melody.
  /// - Returns: the artist and the duration as ``minutesSeconds(_:)`` writes it.
  public static func melodyDetail(_ melody: Melody) -> String {
    "\(melody.artist) · \(minutesSeconds(melody.duration))"
  }

  /// The melodies screen's network line: `Network: online` or `Network: offline`.
  ///
  /// - Parameter isOnline: whether the network switch is on.
  /// - Returns: the line.
  package static func networkLine(isOnline: Bool) -> String {
    isOnline ? "Network: online" : "Network: offline"
  }

  /// A day as the to-do screens write it: `Thu 19 Nov 2026`, in `calendar`'s time zone.
  ///
  /// Names are English whatever the machine's locale, so frames do not depend on it.
  ///
  /// - Parameters:
  ///   - date: any moment of the day.
  ///   - calendar: the calendar whose time zone decides which day `date` falls on.
  /// - Returns: the weekday, day, month and year.
  package static func day(_ date: Date, in calendar: Calendar) -> String {
    let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
    let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    return
      "\(weekdays[(parts.weekday ?? 1) - 1]) \(parts.day ?? 1) \(months[(parts.month ?? 1) - 1]) \(parts.year ?? 0)"
  }

  /// A NewsAPI `publishedAt` timestamp as `5 Mar 2023, 15:00 UTC`.
  ///
  /// Text that is not an ISO-8601 timestamp is shown as it is, and a missing one as
  /// `Unknown date`; with or without fractional seconds, the time is written in UTC.
  ///
  /// - Parameter text: the article's ``Article/publishedAt``.
  /// - Returns: the date as the detail screen shows it.
  public static func publishedDate(_ text: String?) -> String {
    let text = Article.Placeholder.text(text, or: Article.Placeholder.date)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard let date = isoTimestamp(text) else { return text }
    let parts = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: date)
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    let time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    return "\(parts.day ?? 1) \(months[(parts.month ?? 1) - 1]) \(parts.year ?? 0), \(time) UTC"
  }

  private static func isoTimestamp(_ text: String) -> Date? {
    let plain = ISO8601DateFormatter()
    if let date = plain.date(from: text) { return date }
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return fractional.date(from: text)
  }
}
