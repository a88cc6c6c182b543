import Domain
import Foundation
import Testing

@Suite("DisplayFormat: ages, durations and publication dates")
struct DisplayFormatTests {
  @Test(arguments: [(1, "1 year"), (0, "0 years"), (2, "2 years"), (36, "36 years"), (101, "101 years")])
  func age_isInYears(years: Int, expected: String) {
    #expect(DisplayFormat.age(years) == expected)
  }

  @Test(arguments: [
    (0, "0:00"), (9, "0:09"), (59, "0:59"), (60, "1:00"), (303, "5:03"), (602, "10:02"), (3600, "60:00"),
    (-1, "0:00"), (-303, "0:00"),
  ])
  func minutesSeconds_isMinutesAndTwoDigitSeconds(seconds: Int, expected: String) {
    #expect(DisplayFormat.minutesSeconds(seconds) == expected)
  }

  @Test(arguments: [(9, "0:09"), (10, "0:10"), (69, "1:09"), (70, "1:10"), (610, "10:10")])
  func secondsAroundTen_arePaddedOnlyBelowTen(seconds: Int, expected: String) {
    #expect(DisplayFormat.minutesSeconds(seconds) == expected)
  }

  @Test func driverDetail_linesUpTeamsForOneAndTwoDigitNumbers() {
    let one = DisplayFormat.driverDetail(Driver(number: 1, firstName: "Max", lastName: "V", team: "Red Bull Racing"))
    let eleven = DisplayFormat.driverDetail(Driver(number: 11, firstName: "S", lastName: "P", team: "Red Bull Racing"))

    #expect(one == "#1  · Red Bull Racing")
    #expect(eleven == "#11 · Red Bull Racing")
  }

  @Test(arguments: [
    ("2023-03-05T15:00:00Z", "5 Mar 2023, 15:00 UTC"),
    ("2024-09-17T14:30:00Z", "17 Sep 2024, 14:30 UTC"),
    ("2024-09-17T14:30:00.123Z", "17 Sep 2024, 14:30 UTC"),
    ("2024-12-31T23:59:59.5Z", "31 Dec 2024, 23:59 UTC"),
    ("2024-09-17T16:30:00+02:00", "17 Sep 2024, 14:30 UTC"),
  ])
  func isoTimestamp_isShownInUTC(text: String, expected: String) {
    #expect(DisplayFormat.publishedDate(text) == expected)
  }

  @Test(arguments: [nil, "", "   "] as [String?])
  func missingOrBlankTimestamp_isUnknownDate(text: String?) {
    #expect(DisplayFormat.publishedDate(text) == "Unknown date")
  }

  @Test(arguments: ["yesterday", "5 March 2023", "2024-09-17"])
  func textThatIsNotATimestamp_isShownAsIs(text: String) {
    #expect(DisplayFormat.publishedDate(text) == text)
  }

  @Test func publishedDate_namesEveryMonth_asFoundationsEnglishFormatDoes() throws {
    // given the 15th of each month at 09:05 UTC, and Foundation's own English names as the reference
    let reference = DateFormatter()
    reference.locale = Locale(identifier: "en_US_POSIX")
    reference.timeZone = TimeZone(identifier: "UTC")
    reference.dateFormat = "d MMM yyyy, HH:mm 'UTC'"
    let parse = ISO8601DateFormatter()

    for month in 1...12 {
      let text = "2025-\(month < 10 ? "0" : "")\(month)-15T09:05:00Z"
      let date = try #require(parse.date(from: text))
      // then each reads as the reference does
      #expect(DisplayFormat.publishedDate(text) == reference.string(from: date))
    }
  }

  @Test func publishedDateWithSurroundingSpaces_isStillADate() {
    #expect(DisplayFormat.publishedDate(" 2024-09-17T14:30:00Z\n") == "17 Sep 2024, 14:30 UTC")
  }
}
