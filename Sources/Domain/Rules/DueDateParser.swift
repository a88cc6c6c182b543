import Foundation

/// Reads the due dates a learner types: `YYYY-MM-DD`, `today` or `tomorrow`.
public struct DueDateParser: Sendable {
  public let today: Date
  public let calendar: Calendar

  public init(today: Date, calendar: Calendar = .current) {
    self.today = today
    self.calendar = calendar
  }

  /// The start of the day `text` names, or `nil` when it names none.
  ///
  /// Surrounding spaces and letter case are ignored; `2024-02-30` is not a date.
  public func date(from text: String) -> Date? {
    let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
    let startOfToday = calendar.startOfDay(for: today)
    switch trimmed {
    case "today": return startOfToday
    case "tomorrow": return calendar.date(byAdding: .day, value: 1, to: startOfToday)
    default: return Self.day(from: trimmed, in: calendar)
    }
  }

  /// The due field as the Add screen shows it: what was typed, and the day it will be saved
  /// as when it names one — `tomorrow (Thu 19 Nov 2026)`; text that names no day as typed.
  public func preview(of text: String) -> String {
    guard let date = date(from: text) else { return text }
    return "\(text) (\(DisplayFormat.day(date, in: calendar)))"
  }

  /// The start of the day written `YYYY-MM-DD` in `calendar`'s time zone, or `nil`.
  public static func day(from text: String, in calendar: Calendar) -> Date? {
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
