import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite("UpcomingSchedule: ISO weeks, time zones, year ends and clock changes")
struct UpcomingScheduleCalendarTests {
  private func date(_ day: String, _ hour: Int = 0, _ minute: Int = 0) -> Date {
    FixedCalendar.date(day, hour: hour, minute: minute)
  }

  @Test func sundayFirstCalendar_stillUsesIsoWeeks() {
    // given a calendar whose weeks start on Sunday, today a Friday
    var sundayFirst = FixedCalendar.utc
    sundayFirst.firstWeekday = 1
    let schedule = UpcomingSchedule(today: date("2024-09-20", 12), calendar: sundayFirst)

    // when
    let sunday = schedule.group(of: date("2024-09-22", 9))
    let nextSaturday = schedule.group(of: date("2024-09-28", 9))
    let nextSunday = schedule.group(of: date("2024-09-29", 9))

    // then Sunday still ends this week, and the week after next starts on Monday 30
    #expect(sunday == .laterThisWeek)
    #expect(nextSaturday == .nextWeek)
    #expect(nextSunday == .nextWeek)
  }

  @Test func calendarTimeZone_decidesWhereDaysBegin() throws {
    // given Wednesday 21:00 in Tokyo (12:00 UTC)
    var tokyo = FixedCalendar.utc
    tokyo.timeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let schedule = UpcomingSchedule(today: date("2024-09-18", 12), calendar: tokyo)

    // when 16:00 UTC is already Thursday 01:00 in Tokyo
    let group = schedule.group(of: date("2024-09-18", 16))

    // then
    #expect(group == .tomorrow)
    #expect(schedule.weekdayName(of: date("2024-09-18", 16)) == "Thursday")
  }

  @Test func todayOnNewYearsEve_weeksRunAcrossTheYearEnd() {
    // given Tuesday 31 December 2024, in ISO week 1 of 2025
    let schedule = FixedCalendar.schedule(today: "2024-12-31")

    // then
    #expect(schedule.group(of: date("2025-01-01", 9)) == .tomorrow)
    #expect(schedule.group(of: date("2025-01-05", 23, 59)) == .laterThisWeek)
    #expect(schedule.group(of: date("2025-01-06", 0)) == .nextWeek)
    #expect(schedule.group(of: date("2025-01-12", 23, 59)) == .nextWeek)
    #expect(schedule.group(of: date("2025-01-13", 0)) == nil)
  }

  @Test func todayInIsoWeek53_nextWeekIsTheFirstOfTheNewYear() {
    // given Thursday 31 December 2020, in ISO week 53 of 2020
    let schedule = FixedCalendar.schedule(today: "2020-12-31")

    // then
    #expect(schedule.group(of: date("2021-01-03", 23, 59)) == .laterThisWeek)
    #expect(schedule.group(of: date("2021-01-04", 0)) == .nextWeek)
    #expect(schedule.group(of: date("2021-01-10", 23, 59)) == .nextWeek)
    #expect(schedule.group(of: date("2021-01-11", 0)) == nil)
  }

  @Test func weekWithAClockChange_stillEndsAtMidnight() throws {
    // given Saturday 26 October 2024 in Paris; clocks go back on Sunday 27
    var paris = FixedCalendar.utc
    paris.timeZone = try #require(TimeZone(identifier: "Europe/Paris"))
    func local(_ day: String, _ hour: Int = 0, _ minute: Int = 0) -> Date {
      FixedCalendar.date(day, hour: hour, minute: minute, in: paris)
    }
    let schedule = UpcomingSchedule(today: local("2024-10-26", 12), calendar: paris)

    // then
    #expect(schedule.group(of: local("2024-10-27", 23, 59)) == .tomorrow)
    #expect(schedule.group(of: local("2024-10-28", 0)) == .nextWeek)
    #expect(schedule.group(of: local("2024-11-03", 23, 59)) == .nextWeek)
    #expect(schedule.group(of: local("2024-11-04", 0)) == nil)
  }

  @Test(arguments: [
    ("2024-09-16", "Monday"), ("2024-09-17", "Tuesday"), ("2024-09-18", "Wednesday"),
    ("2024-09-19", "Thursday"), ("2024-09-20", "Friday"), ("2024-09-21", "Saturday"),
    ("2024-09-22", "Sunday"),
  ])
  func weekdayName_isTheEnglishName(day: String, expected: String) {
    // given
    let schedule = FixedCalendar.schedule(today: "2024-09-18")

    // when
    let name = schedule.weekdayName(of: date(day, 23, 59))

    // then
    #expect(name == expected)
  }
}
