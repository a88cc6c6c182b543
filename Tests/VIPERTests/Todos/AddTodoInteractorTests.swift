import Domain
import DomainTestSupport
import Foundation
import Instrumentation
import Testing

@testable import VIPER

@Suite(.tags(.todos))
@MainActor
struct AddTodoInteractorTests {
  private let store = TodoStoreMock()
  private let output = AddTodoInteractorOutputMock()

  private func makeInteractor() -> AddTodoInteractor {
    let parser = DueDateParser(today: FixedCalendar.date("2024-09-18", hour: 12), calendar: FixedCalendar.utc)
    let interactor = AddTodoInteractor(store: store, parser: parser)
    interactor.output = output
    return interactor
  }

  @Test func saveValidDraft_storesTheTrimmedItemDueAtStartOfDay() async {
    // when
    let interactor = makeInteractor()
    await settling { interactor.saveItem(from: TodoDraft(name: "  Buy milk ", dueText: "tomorrow")) }

    // then
    #expect(store.savedItems.map(\.name) == ["Buy milk"])
    #expect(store.savedItems.map(\.dueDate) == [FixedCalendar.date("2024-09-19")])
    #expect(output.calls == store.savedItems.map { .didSave($0) })
  }

  @Test(arguments: [
    (TodoDraft(name: "   ", dueText: "today"), TodoDraft.Problem.blankName),
    (TodoDraft(name: "Pay rent", dueText: ""), .missingDueDate),
    (TodoDraft(name: "Pay rent", dueText: "2024-02-30"), .invalidDueDate("2024-02-30")),
    (TodoDraft(name: "Pay rent", dueText: "someday"), .invalidDueDate("someday")),
  ])
  func saveInvalidDraft_reportsTheProblemAndStoresNothing(draft: TodoDraft, problem: TodoDraft.Problem) async {
    // when
    let interactor = makeInteractor()
    await settling { interactor.saveItem(from: draft) }

    // then
    #expect(output.calls == [.didReject(problem)])
    #expect(store.savedItems.isEmpty)
  }

  @Test func saveWhenStoreFails_reportsTheStoreError() async {
    // given
    store.saveError = .unavailable("disk full")

    // when
    let interactor = makeInteractor()
    await settling { interactor.saveItem(from: TodoDraft(name: "Pay rent", dueText: "2024-09-20")) }

    // then
    #expect(output.calls == [.didFail(.unavailable("disk full"))])
  }

  @Test func saveAskedAgain_whileTheSaveIsOut_savesOnce() async {
    // given: the presenter asks again while the first save is out
    let midRequest = MidRequest()
    let parser = DueDateParser(today: FixedCalendar.date("2024-09-18", hour: 12), calendar: FixedCalendar.utc)
    let interactor = AddTodoInteractor(store: ObservedTodoStore(store, willRequest: midRequest.hook), parser: parser)
    interactor.output = output
    let draft = TodoDraft(name: "Buy milk", dueText: "tomorrow")
    midRequest.next = { interactor.saveItem(from: draft) }

    // when
    await settling { interactor.saveItem(from: draft) }

    // then: one item stored, and the presenter told once
    #expect(store.savedItems.map(\.name) == ["Buy milk"])
    #expect(output.calls.count == 1)
  }
}
