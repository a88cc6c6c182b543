import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite("DueDateParser: YYYY-MM-DD, today and tomorrow")
struct DueDateParserTests {
  private let parser = DueDateParser(today: FixedCalendar.date("2024-09-18", hour: 15), calendar: FixedCalendar.utc)

  @Test func isoDay_isTheStartOfThatDay() {
    // when
    let date = parser.date(from: "2024-10-01")

    // then
    #expect(date == FixedCalendar.date("2024-10-01"))
  }

  @Test(arguments: ["today", "TODAY", "  Today "])
  func today_isTheStartOfToday(text: String) {
    // when
    let date = parser.date(from: text)

    // then
    #expect(date == FixedCalendar.date("2024-09-18"))
  }

  @Test(arguments: ["tomorrow", "Tomorrow", " tomorrow  "])
  func tomorrow_isTheStartOfTheNextDay(text: String) {
    // when
    let date = parser.date(from: text)

    // then
    #expect(date == FixedCalendar.date("2024-09-19"))
  }

  @Test func tomorrowOnTheLastDayOfAMonth_isTheFirstOfTheNext() {
    // given
    let parser = DueDateParser(today: FixedCalendar.date("2024-02-29", hour: 23), calendar: FixedCalendar.utc)

    // when
    let date = parser.date(from: "tomorrow")

    // then
    #expect(date == FixedCalendar.date("2024-03-01"))
  }

  @Test func leapDay_isADate() {
    #expect(parser.date(from: "2024-02-29") == FixedCalendar.date("2024-02-29"))
  }

  @Test(arguments: [
    "2024-02-30", "2023-02-29", "2024-13-01", "2024-00-10", "2024-04-31", "2024-2-3", "24-02-03",
    "2024/02/03", "2024-02-03T10:00", "20240203", "garbage", "", "   ", "next week", "-2024-02-03",
    "２０２４-０２-０３",
  ])
  func textThatNamesNoDay_isNil(text: String) {
    // when
    let date = parser.date(from: text)

    // then
    #expect(date == nil)
  }

  @Test(arguments: ["2024-2-03", "2024-02-3", "202-02-03", "02024-02-03", "2024-002-03", "2024-02-003"])
  func isoDayWithOneFieldOfTheWrongWidth_isNil(text: String) {
    // when: every other field is right, and the day would exist
    let date = parser.date(from: text)

    // then
    #expect(date == nil)
  }

  @Test func isoDay_beginsAtMidnightInTheCalendarsTimeZone() throws {
    // given
    var tokyo = FixedCalendar.utc
    tokyo.timeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))

    // when
    let date = DueDateParser.day(from: "2024-09-18", in: tokyo)

    // then 00:00 in Tokyo is 15:00 the day before in UTC
    #expect(date == FixedCalendar.date("2024-09-17", hour: 15))
  }
}
