import Foundation

/// The groups of the upcoming to-do list, in the order the list shows them.
///
/// The raw value is the section's header on screen.
public enum UpcomingGroup: String, CaseIterable, Sendable {
  /// Due from the start of today to the start of tomorrow.
  case today = "Today"
  /// Due tomorrow, even when tomorrow is next week's Monday.
  case tomorrow = "Tomorrow"
  /// Due after tomorrow and before the end of this ISO week (Sunday).
  case laterThisWeek = "Later this week"
  /// Due in the ISO week after this one, Monday to Sunday.
  case nextWeek = "Next week"
}

/// One group of the upcoming list and its items, soonest first.
public struct UpcomingSection: Hashable, Sendable {
  /// The group, whose raw value is the header.
  public var group: UpcomingGroup
  /// The items in the group, soonest first.
  public var items: [TodoItem]

  /// Creates a section.
  ///
  /// - Parameters:
  ///   - group: the group.
  ///   - items: its items, soonest first.
  package init(group: UpcomingGroup, items: [TodoItem]) {
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

  /// Any moment of the day that counts as today.
  public let today: Date
  /// An ISO-8601 calendar in the time zone of the calendar given, with English names.
  package let calendar: Calendar

  /// Creates the schedule for the day `today`.
  ///
  /// - Parameters:
  ///   - today: any moment of the day that counts as today.
  ///   - calendar: the calendar whose time zone decides where days begin; its week rules are
  ///     replaced by ISO-8601's.
  package init(today: Date, calendar: Calendar = .current) {
    var iso = Calendar(identifier: .iso8601)
    iso.timeZone = calendar.timeZone
    iso.locale = Locale(identifier: "en_US_POSIX")
    self.today = today
    self.calendar = iso
  }

  /// The group `date` falls in, or `nil` when it is overdue or past next week.
  ///
  /// - Parameter date: a due date.
  /// - Returns: the group, or `nil` when the date is not upcoming.
  package func group(of date: Date) -> UpcomingGroup? {
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

  /// The upcoming items grouped in list order, each group sorted by due date then name.
  ///
  /// Items that are not upcoming are left out, and so are groups left empty.
  ///
  /// - Parameter items: every stored item, in any order.
  /// - Returns: the non-empty sections in list order: Today, Tomorrow, Later this week, Next week.
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

  /// What the list says after `item` was saved when it will not show in the list.
  ///
  /// An item due before today or after next week is saved but not listed; without a word the
  /// user would think the save was lost. An upcoming item needs no notice: it shows.
  ///
  /// - Parameter item: the item just saved.
  /// - Returns: `nil` for an upcoming item, else the notice, e.g.
  ///   `Saved "Book flights", due Mon 7 Dec 2026 — after next week, so not listed yet.`
  public func savedNotice(for item: TodoItem) -> String? {
    guard group(of: item.dueDate) == nil else { return nil }
    let day = DisplayFormat.day(item.dueDate, in: calendar)
    let overdue = item.dueDate < calendar.startOfDay(for: today)
    return "Saved \"\(item.name)\", due \(day) — "
      + (overdue ? "already past, so not listed." : "after next week, so not listed yet.")
  }

  /// The weekday name of `date` in English, e.g. `Tuesday`.
  ///
  /// - Parameter date: any moment of the day.
  /// - Returns: the weekday's full name.
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
