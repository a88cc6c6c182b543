import Foundation

/// Reads the due dates a learner types: `YYYY-MM-DD`, `today` or `tomorrow`.
///
/// "Today" is injected rather than read from the clock, so tests and `--today` decide which day
/// `today` and `tomorrow` name.
public struct DueDateParser: Sendable {
  /// Any moment of the day that counts as today.
  package let today: Date
  /// The calendar whose time zone decides where days begin.
  package let calendar: Calendar

  /// Creates a parser for dates typed on the day `today`.
  ///
  /// - Parameters:
  ///   - today: any moment of the day that counts as today.
  ///   - calendar: the calendar whose time zone decides where days begin.
  public init(today: Date, calendar: Calendar = .current) {
    self.today = today
    self.calendar = calendar
  }

  /// The start of the day `text` names, or `nil` when it names none.
  ///
  /// Surrounding spaces and letter case are ignored; `2024-02-30` is not a date.
  ///
  /// - Parameter text: what was typed in the due field.
  /// - Returns: the start of that day in ``calendar``, or `nil`.
  package func date(from text: String) -> Date? {
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    let startOfToday = calendar.startOfDay(for: today)
    switch trimmed {
    case "today": return startOfToday
    case "tomorrow": return calendar.date(byAdding: .day, value: 1, to: startOfToday)
    default: return Self.day(from: trimmed, in: calendar)
    }
  }

  /// The due field as the Add screen shows it: what was typed, and the day it will be saved as.
  ///
  /// Text that names a day is followed by that day, e.g. `tomorrow (Thu 19 Nov 2026)`, so the
  /// user sees what `save` will store; text that names no day is shown as typed.
  ///
  /// - Parameter text: what was typed in the due field.
  /// - Returns: the field's text for the screen.
  public func preview(of text: String) -> String {
    guard let date = date(from: text) else { return text }
    return "\(text) (\(DisplayFormat.day(date, in: calendar)))"
  }

  /// The start of the day written `YYYY-MM-DD` in `calendar`'s time zone, or `nil`.
  ///
  /// Only the strict form is read: four, two and two ASCII digits naming a real day.
  ///
  /// - Parameters:
  ///   - text: the date, e.g. `2026-11-19`.
  ///   - calendar: the calendar whose time zone decides where the day begins.
  /// - Returns: the start of that day, or `nil` when `text` is not such a date.
  package static func day(from text: String, in calendar: Calendar) -> Date? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    let components = DateComponents(year: year, month: month, day: day)
    guard components.isValidDate(in: calendar), let date = calendar.date(from: components)
    else { return nil }
    return date
  }
}
