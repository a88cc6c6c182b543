import Foundation

/// The groups of the upcoming to-do list, in the order the list shows them.
public enum UpcomingGroup: String, CaseIterable, Sendable {
  case today = "Today"
  case tomorrow = "Tomorrow"
  case laterThisWeek = "Later this week"
  case nextWeek = "Next week"
}

/// One group of the upcoming list and its items, soonest first.
public struct UpcomingSection: Hashable, Sendable {
  public var group: UpcomingGroup
  public var items: [TodoItem]

  public init(group: UpcomingGroup, items: [TodoItem]) {
    self.group = group
    self.items = items
  }
}

/// Which to-dos are upcoming and how they are grouped: the rule of the VIPER article.
///
/// Upcoming means due from the start of *today* through the end of *next week*, with ISO-8601
/// weeks (Monday first). Tomorrow wins over next week, so when today is a Sunday, Monday's
/// items are shown under Tomorrow. Overdue items and items past next week are left out.
public struct UpcomingSchedule: Sendable {
  /// What the to-do list says when nothing is upcoming.
  public static let emptyMessage = "No upcoming items"

  public let today: Date
  public let calendar: Calendar

  /// - Parameters:
  ///   - today: any moment of the day that counts as today.
  ///   - calendar: the calendar whose time zone decides where days begin; its week rules are
  ///     replaced by ISO-8601's.
  public init(today: Date, calendar: Calendar = .current) {
    var iso = Calendar(identifier: .iso8601)
    iso.timeZone = calendar.timeZone
    iso.locale = Locale(identifier: "en_US_POSIX")
    self.today = today
    self.calendar = iso
  }

  /// The group `date` falls in, or `nil` when it is overdue or past next week.
  public func group(of date: Date) -> UpcomingGroup? {
    let bounds = boundaries
    switch date {
    case ..<bounds.startOfToday: return nil
    case ..<bounds.startOfTomorrow: return .today
    case ..<bounds.startOfDayAfterTomorrow: return .tomorrow
    case ..<bounds.startOfNextWeek: return .laterThisWeek
    case ..<bounds.endOfNextWeek: return .nextWeek
    default: return nil
    }
  }

  /// The upcoming items grouped in list order, each group sorted by due date then name;
  /// empty groups are left out.
  public func sections(for items: [TodoItem]) -> [UpcomingSection] {
    let grouped = Dictionary(grouping: items.compactMap { item in group(of: item.dueDate).map { ($0, item) } }) {
      $0.0
    }
    return UpcomingGroup.allCases.compactMap { group in
      guard let members = grouped[group]?.map(\.1), !members.isEmpty else { return nil }
      let sorted = members.sorted { ($0.dueDate, $0.name) < ($1.dueDate, $1.name) }
      return UpcomingSection(group: group, items: sorted)
    }
  }

  /// What a to-do row shows beside its name: the weekday it is due, except under Today, where
  /// the day goes without saying.
  ///
  /// - Parameters:
  ///   - item: an upcoming item.
  ///   - group: the group it is listed under.
  /// - Returns: e.g. `Tuesday`, or an empty string under Today.
  public func dueLabel(of item: TodoItem, in group: UpcomingGroup) -> String {
    group == .today ? "" : weekdayName(of: item.dueDate)
  }

  /// What the list says after `item` was saved when it will not show in the list: due before
  /// today, or after next week. `nil` when the item is upcoming and shows anyway.
  ///
  /// - Returns: e.g. `Saved "Book flights", due Mon 7 Dec 2026 — after next week, so not listed yet.`
  public func savedNotice(for item: TodoItem) -> String? {
    guard group(of: item.dueDate) == nil else { return nil }
    let day = DisplayFormat.day(item.dueDate, in: calendar)
    let overdue = item.dueDate < calendar.startOfDay(for: today)
    return "Saved \"\(item.name)\", due \(day) — "
      + (overdue ? "already past, so not listed." : "after next week, so not listed yet.")
  }

  /// The weekday name of `date` in English, e.g. `Tuesday`.
  public func weekdayName(of date: Date) -> String {
    let index = calendar.component(.weekday, from: date) - 1
    return calendar.standaloneWeekdaySymbols[index]
  }

  private var boundaries:
    (
      startOfToday: Date, startOfTomorrow: Date, startOfDayAfterTomorrow: Date,
      startOfNextWeek: Date, endOfNextWeek: Date
    )
  {
    let startOfToday = calendar.startOfDay(for: today)
    let startOfTomorrow = calendar.date(byAdding: .day, value: 1, to: startOfToday)!
    let dayAfter = calendar.date(byAdding: .day, value: 2, to: startOfToday)!
    let thisWeek = calendar.dateInterval(of: .weekOfYear, for: startOfToday)!
    let startOfNextWeek = thisWeek.end
    let endOfNextWeek = calendar.date(byAdding: .day, value: 7, to: startOfNextWeek)!
    return (startOfToday, startOfTomorrow, dayAfter, startOfNextWeek, endOfNextWeek)
  }
}
