import Domain
import DomainTestSupport
import Foundation
import Testing

/// The days used below, in September 2024 (UTC): Monday 16 starts this week, Monday 23 the
/// next, and Monday 30 the week after.
@Suite("UpcomingSchedule: Today, Tomorrow, Later this week, Next week with ISO weeks")
struct UpcomingScheduleTests {
  private func date(_ day: String, _ hour: Int = 0, _ minute: Int = 0) -> Date {
    FixedCalendar.date(day, hour: hour, minute: minute)
  }

  @Test(arguments: [
    ("2024-09-18", 0, 0, UpcomingGroup.today),
    ("2024-09-18", 23, 59, .today),
    ("2024-09-19", 0, 0, .tomorrow),
    ("2024-09-19", 23, 59, .tomorrow),
    ("2024-09-20", 0, 0, .laterThisWeek),
    ("2024-09-22", 23, 59, .laterThisWeek),
    ("2024-09-23", 0, 0, .nextWeek),
    ("2024-09-29", 23, 59, .nextWeek),
  ])
  func itemOnAWednesday_isGroupedByDay(day: String, hour: Int, minute: Int, expected: UpcomingGroup) {
    // given
    let schedule = FixedCalendar.schedule(today: "2024-09-18")

    // when
    let group = schedule.group(of: date(day, hour, minute))

    // then
    #expect(group == expected)
  }

  @Test func todayIsSunday_mondayIsTomorrowAndTuesdayIsNextWeek() {
    // given
    let schedule = FixedCalendar.schedule(today: "2024-09-22")

    // when
    let monday = schedule.group(of: date("2024-09-23", 9))
    let tuesday = schedule.group(of: date("2024-09-24", 9))

    // then
    #expect(monday == .tomorrow)
    #expect(tuesday == .nextWeek)
  }

  @Test func todayIsSaturday_sundayIsTomorrowAndMondayIsNextWeek() {
    // given
    let schedule = FixedCalendar.schedule(today: "2024-09-21")

    // when
    let sunday = schedule.group(of: date("2024-09-22", 9))
    let monday = schedule.group(of: date("2024-09-23", 0))

    // then
    #expect(sunday == .tomorrow)
    #expect(monday == .nextWeek)
  }

  @Test(arguments: ["2024-09-16", "2024-09-18", "2024-09-21", "2024-09-22"])
  func lastMinuteOfNextWeek_isIncludedAndTheMondayAfterIsNot(today: String) {
    // given
    let schedule = FixedCalendar.schedule(today: today)

    // when
    let sundayNight = schedule.group(of: date("2024-09-29", 23, 59))
    let mondayAfter = schedule.group(of: date("2024-09-30", 0, 0))

    // then
    #expect(sundayNight == .nextWeek)
    #expect(mondayAfter == nil)
  }

  @Test func overdueItems_areLeftOutButEarlierToday_isToday() {
    // given
    let schedule = UpcomingSchedule(today: date("2024-09-18", 18), calendar: FixedCalendar.utc)

    // when
    let yesterday = schedule.group(of: date("2024-09-17", 23, 59))
    let lastWeek = schedule.group(of: date("2024-09-10", 9))
    let thisMorning = schedule.group(of: date("2024-09-18", 8))

    // then
    #expect(yesterday == nil)
    #expect(lastWeek == nil)
    #expect(thisMorning == .today)
  }

  @Test func itemsBeyondNextWeek_areLeftOut() {
    // given
    let schedule = FixedCalendar.schedule(today: "2024-09-18")
    let items = [
      TodoItem(name: "Week after", dueDate: date("2024-10-01", 9)),
      TodoItem(name: "Next year", dueDate: date("2025-09-18", 9)),
    ]

    // when
    let sections = schedule.sections(for: items)

    // then
    #expect(sections.isEmpty)
  }

  @Test func sections_areInListOrderAndSortedByDueDateThenName() {
    // given
    let schedule = FixedCalendar.schedule(today: "2024-09-18")
    let items = [
      TodoItem(name: "B next", dueDate: date("2024-09-25", 9)),
      TodoItem(name: "Later", dueDate: date("2024-09-21", 9)),
      TodoItem(name: "Evening", dueDate: date("2024-09-18", 20)),
      TodoItem(name: "A next", dueDate: date("2024-09-25", 9)),
      TodoItem(name: "Early next", dueDate: date("2024-09-23", 9)),
      TodoItem(name: "Tomorrow", dueDate: date("2024-09-19", 9)),
      TodoItem(name: "Morning", dueDate: date("2024-09-18", 8)),
      TodoItem(name: "Overdue", dueDate: date("2024-09-17", 8)),
    ]

    // when
    let sections = schedule.sections(for: items)

    // then
    #expect(sections.map(\.group) == [.today, .tomorrow, .laterThisWeek, .nextWeek])
    #expect(
      sections.map { $0.items.map(\.name) } == [
        ["Morning", "Evening"], ["Tomorrow"], ["Later"], ["Early next", "A next", "B next"],
      ])
  }

  @Test func emptyGroups_areOmitted() {
    // given
    let schedule = FixedCalendar.schedule(today: "2024-09-18")
    let items = [
      TodoItem(name: "Next", dueDate: date("2024-09-24", 9)),
      TodoItem(name: "Now", dueDate: date("2024-09-18", 9)),
    ]

    // when
    let sections = schedule.sections(for: items)

    // then
    #expect(sections.map(\.group) == [.today, .nextWeek])
  }

  @Test func noItems_giveNoSections() {
    // given
    let schedule = FixedCalendar.schedule(today: "2024-09-18")

    // when
    let sections = schedule.sections(for: [])

    // then
    #expect(sections.isEmpty)
  }

  @Test func groupTitles_areWhatTheListShows() {
    #expect(UpcomingGroup.allCases.map(\.rawValue) == ["Today", "Tomorrow", "Later this week", "Next week"])
  }

  @Test func dueLabel_isTheWeekdayExceptUnderToday() {
    // given
    let schedule = FixedCalendar.schedule(today: "2024-09-18")
    let items = [
      TodoItem(name: "Call the garage", dueDate: date("2024-09-18", 17)),
      TodoItem(name: "Pay the rent", dueDate: date("2024-09-19", 9)),
      TodoItem(name: "Book the ferry", dueDate: date("2024-09-21", 8)),
      TodoItem(name: "Renew the lease", dueDate: date("2024-09-24", 12)),
    ]

    // when
    let labels = schedule.sections(for: items).flatMap { section in
      section.items.map { schedule.dueLabel(of: $0, in: section.group) }
    }

    // then
    #expect(labels == ["", "Thursday", "Saturday", "Tuesday"])
  }

  @Test func weekdayNames_areEnglishWhateverTheLocaleOfTheCalendarGiven() {
    // given
    var french = Calendar(identifier: .gregorian)
    french.locale = Locale(identifier: "fr_FR")
    french.timeZone = TimeZone(identifier: "UTC")!

    // when
    let schedule = UpcomingSchedule(today: date("2024-09-18"), calendar: french)

    // then
    #expect(schedule.weekdayName(of: date("2024-09-23", 9)) == "Monday")
    #expect(schedule.calendar.locale?.identifier == "en_US_POSIX")
  }

  @Test func emptyMessage_isWhatTheListSaysWhenNothingIsUpcoming() {
    #expect(UpcomingSchedule.emptyMessage == "No upcoming items")
  }
}
