import Domain
import DomainTestSupport
import Foundation
import Testing

/// Fields of the right width that `Int` would read but that are not all ASCII digits.
@Suite("DueDateParser: only ASCII digits")
struct DueDateParserSignTests {
  private let parser = DueDateParser(today: FixedCalendar.date("2024-09-18", hour: 15), calendar: FixedCalendar.utc)

  @Test(arguments: ["2024-+1-03", "2024-01-+3", "+024-01-03", "2024-٠١-03"])
  func isoDayWithASignOrANonASCIIDigit_isNil(text: String) {
    // when: `Int` reads "+1" as 1, so only the digit rule refuses it
    let date = parser.date(from: text)

    // then
    #expect(date == nil)
  }
}
