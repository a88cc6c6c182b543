import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite("TodoDraft: what the Add screen validates before saving")
struct TodoDraftTests {
  private let parser = DueDateParser(today: FixedCalendar.date("2024-09-18", hour: 15), calendar: FixedCalendar.utc)

  @Test func validDraft_becomesAnItemWithTheTrimmedName() throws {
    // given
    let id = UUID()
    let draft = TodoDraft(name: "  Buy milk \n", dueText: " 2024-09-20 ")

    // when
    let item = try draft.validated(using: parser, id: id)

    // then
    #expect(item == TodoItem(id: id, name: "Buy milk", dueDate: FixedCalendar.date("2024-09-20")))
  }

  @Test func dueTomorrow_isDueAtTheStartOfTomorrow() throws {
    // given
    let draft = TodoDraft(name: "Call the dentist", dueText: "tomorrow")

    // when
    let item = try draft.validated(using: parser)

    // then
    #expect(item.dueDate == FixedCalendar.date("2024-09-19"))
  }

  @Test(arguments: ["", "   ", "\t\n"])
  func blankName_isRejectedBeforeTheDate(name: String) {
    // given
    let draft = TodoDraft(name: name, dueText: "")

    // then
    #expect(throws: TodoDraft.Problem.blankName) { try draft.validated(using: parser) }
  }

  @Test(arguments: ["", "   "])
  func missingDueDate_isRejected(dueText: String) {
    // given
    let draft = TodoDraft(name: "Buy milk", dueText: dueText)

    // then
    #expect(throws: TodoDraft.Problem.missingDueDate) { try draft.validated(using: parser) }
  }

  @Test(arguments: ["2024-02-30", "2024-2-3", "garbage"])
  func invalidDueDate_isRejectedNamingTheText(dueText: String) {
    // given
    let draft = TodoDraft(name: "Buy milk", dueText: " \(dueText) ")

    // then
    #expect(throws: TodoDraft.Problem.invalidDueDate(dueText)) { try draft.validated(using: parser) }
  }

  @Test func newDraft_isEmpty() {
    #expect(TodoDraft() == TodoDraft(name: "", dueText: ""))
  }

  @Test(arguments: [
    (TodoDraft.Problem.blankName, "Enter a name."),
    (.missingDueDate, "Enter a due date (YYYY-MM-DD, today or tomorrow)."),
    (.invalidDueDate("soon"), "\"soon\" is not a date; use YYYY-MM-DD, today or tomorrow."),
  ])
  func problem_saysWhatToFix(problem: TodoDraft.Problem, expected: String) {
    #expect(problem.message == expected)
  }
}
