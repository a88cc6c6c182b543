import Domain
import DomainTestSupport
import Foundation
import Testing

/// The strings that tell a new user what is true: where a saved to-do went, which day a typed
/// due date is, and why the melodies are saved ones.
@Suite("Notices a new user reads")
struct NewUserNoticesTests {
  private let today = FixedCalendar.date("2026-11-18", hour: 9)  // a Wednesday
  private var schedule: UpcomingSchedule { UpcomingSchedule(today: today, calendar: FixedCalendar.utc) }

  @Test func day_isWeekdayDayMonthYear() {
    #expect(DisplayFormat.day(FixedCalendar.date("2026-11-19"), in: FixedCalendar.utc) == "Thu 19 Nov 2026")
    #expect(DisplayFormat.day(FixedCalendar.date("2027-01-03"), in: FixedCalendar.utc) == "Sun 3 Jan 2027")
  }

  @Test func day_namesEveryMonthAndWeekday_asFoundationsEnglishFormatDoes() {
    // given every day of a year, and Foundation's own English names as the reference
    let reference = DateFormatter()
    reference.locale = Locale(identifier: "en_US_POSIX")
    reference.timeZone = FixedCalendar.utc.timeZone
    reference.dateFormat = "EEE d MMM yyyy"
    let start = FixedCalendar.date("2026-01-01")

    for offset in 0..<365 {
      let date = start.addingTimeInterval(Double(offset) * 86_400)
      // then each one reads as the reference does
      #expect(DisplayFormat.day(date, in: FixedCalendar.utc) == reference.string(from: date))
    }
  }

  @Test func duePreview_namesTheDayThatWillBeSaved() {
    let parser = DueDateParser(today: today, calendar: FixedCalendar.utc)

    #expect(parser.preview(of: "tomorrow") == "tomorrow (Thu 19 Nov 2026)")
    #expect(parser.preview(of: "2026-12-07") == "2026-12-07 (Mon 7 Dec 2026)")
    #expect(parser.preview(of: "someday") == "someday")
    #expect(parser.preview(of: "") == "")
  }

  @Test func savedNotice_saysWhyAnItemIsNotListed() {
    let later = TodoItem(name: "Book flights", dueDate: FixedCalendar.date("2026-12-07"))
    let past = TodoItem(name: "Pay rent", dueDate: FixedCalendar.date("2026-11-02"))
    let upcoming = TodoItem(name: "Buy milk", dueDate: FixedCalendar.date("2026-11-19"))

    #expect(
      schedule.savedNotice(for: later)
        == "Saved \"Book flights\", due Mon 7 Dec 2026 — after next week, so not listed yet.")
    #expect(schedule.savedNotice(for: past) == "Saved \"Pay rent\", due Mon 2 Nov 2026 — already past, so not listed.")
    #expect(schedule.savedNotice(for: upcoming) == nil)
  }

  @Test func melodyNotice_saysWhetherOfflineOrTheAPIIsUnreachable() {
    let saved = MelodyFeed(melodies: [], origin: .savedOffline)
    let fresh = MelodyFeed(melodies: [], origin: .remote)

    #expect(saved.notice(networkIsOnline: false) == "Offline — showing saved melodies")
    #expect(saved.notice(networkIsOnline: true) == "Online, but the API is unreachable — showing saved melodies")
    #expect(fresh.notice(networkIsOnline: true) == nil)
    #expect(DisplayFormat.networkLine(isOnline: true) == "Network: online")
    #expect(DisplayFormat.networkLine(isOnline: false) == "Network: offline")
  }
}
