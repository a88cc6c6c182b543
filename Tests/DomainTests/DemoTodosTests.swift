import Domain
import DomainLive
import DomainTestSupport
import Foundation
import Testing

@Suite("DemoTodos: seed items placed relative to today")
struct DemoTodosTests {
  @Test func demoItems_areUpcomingExceptTheOverdueAndFarOffOnes() {
    // given today is a Wednesday
    let today = FixedCalendar.date("2024-09-18", hour: 12)
    let items = DemoTodos.items(today: today, calendar: FixedCalendar.utc)

    // when
    let sections = UpcomingSchedule(today: today, calendar: FixedCalendar.utc).sections(for: items)

    // then
    #expect(items.count == 7)
    #expect(sections.map(\.group) == [.today, .tomorrow, .laterThisWeek, .nextWeek])
    #expect(
      sections.map { $0.items.map(\.name) } == [
        ["Review the MVP pull request", "Buy coffee beans"], ["Call the dentist"], ["Write the VIPER blog post"],
        ["Plan the team offsite"],
      ])
  }

  @Test func demoItems_areDueRelativeToTheStartOfToday() {
    // given
    let items = DemoTodos.items(today: FixedCalendar.date("2024-09-18", hour: 12), calendar: FixedCalendar.utc)

    // when
    let dueDates = Dictionary(uniqueKeysWithValues: items.map { ($0.name, $0.dueDate) })

    // then
    #expect(dueDates["Review the MVP pull request"] == FixedCalendar.date("2024-09-18", hour: 9))
    #expect(dueDates["Buy coffee beans"] == FixedCalendar.date("2024-09-18", hour: 17))
    #expect(dueDates["Call the dentist"] == FixedCalendar.date("2024-09-19", hour: 9))
    #expect(dueDates["Write the VIPER blog post"] == FixedCalendar.date("2024-09-21", hour: 9))
    #expect(dueDates["Plan the team offsite"] == FixedCalendar.date("2024-09-25", hour: 9))
    #expect(dueDates["Renew the passport"] == FixedCalendar.date("2024-10-18", hour: 9))
    #expect(dueDates["Send the quarterly report"] == FixedCalendar.date("2024-09-16", hour: 9))
  }

  @Test(arguments: ["2024-09-16", "2024-09-17", "2024-09-18", "2024-09-19", "2024-09-20", "2024-09-21", "2024-09-22"])
  func onEveryWeekday_todayAndTomorrowShowAndOverdueAndFarOffHide(day: String) {
    // given
    let today = FixedCalendar.date(day, hour: 12)
    let items = DemoTodos.items(today: today, calendar: FixedCalendar.utc)

    // when
    let sections = UpcomingSchedule(today: today, calendar: FixedCalendar.utc).sections(for: items)
    let shown = sections.flatMap { $0.items.map(\.name) }

    // then
    #expect(sections.first?.group == .today)
    #expect(sections.dropFirst().first?.items.map(\.name) == ["Call the dentist"])
    #expect(shown.contains("Plan the team offsite"))
    #expect(!shown.contains("Send the quarterly report"))
    #expect(!shown.contains("Renew the passport"))
  }

  @Test func todayIsSunday_theOffsiteIsStillInNextWeek() {
    // given
    let today = FixedCalendar.date("2024-09-22", hour: 12)
    let items = DemoTodos.items(today: today, calendar: FixedCalendar.utc)

    // when
    let sections = UpcomingSchedule(today: today, calendar: FixedCalendar.utc).sections(for: items)

    // then
    #expect(sections.map(\.group) == [.today, .tomorrow, .nextWeek])
    #expect(sections.last?.items.map(\.name) == ["Write the VIPER blog post", "Plan the team offsite"])
  }

  @Test func demoItems_haveDistinctIds() {
    // when
    let items = DemoTodos.items(today: FixedCalendar.date("2024-09-18"), calendar: FixedCalendar.utc)

    // then
    #expect(Set(items.map(\.id)).count == items.count)
  }
}
