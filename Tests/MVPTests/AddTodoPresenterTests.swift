import Domain
import DomainTestSupport
import Foundation
import Instrumentation
import Testing

@testable import MVP

@Suite(.tags(.todos))
@MainActor
struct AddTodoPresenterTests {
  private let store = TodoStoreMock()
  private let view = AddTodoViewMock()
  private let coordinator = TodosCoordinatorMock()
  private let parser = DueDateParser(today: FixedCalendar.date("2024-05-15", hour: 12), calendar: FixedCalendar.utc)

  private func makePresenter(name: String? = nil, due: String? = nil) -> AddTodoPresenter {
    let presenter = AddTodoPresenter(store: store, parser: parser, coordinator: coordinator)
    presenter.attach(view: view)
    presenter.viewDidLoad()
    if let name { presenter.nameChanged(name) }
    if let due { presenter.dueDateChanged(due) }
    return presenter
  }

  @Test func loadingAndTypingTheName_tellTheViewNothing() {
    // when
    _ = makePresenter(name: "Buy milk")

    // then: the name field shows what was typed on its own; there is nothing to take away
    #expect(view.calls.isEmpty)
  }

  @Test func typingADueDate_showsTheDayThatWillBeSaved() {
    // when
    _ = makePresenter(name: "Buy milk", due: "tomorrow")

    // then: 15 May 2024 is a Wednesday
    #expect(view.calls == [.init(due: "tomorrow (Thu 16 May 2024)", problem: nil)])
  }

  @Test(arguments: [
    ("2024-05-20", "2024-05-20 (Mon 20 May 2024)"),
    ("today", "today (Wed 15 May 2024)"),
    ("someday", "someday"),
    ("2024-02-30", "2024-02-30"),
    ("", ""),
  ])
  func typingADueDate_thatNamesNoDay_showsItAsTyped(typed: String, shown: String) {
    // when
    _ = makePresenter(due: typed)

    // then
    #expect(view.currentDue == shown)
  }

  @Test func typingAfterProblem_clearsTheProblem() async {
    // given
    let presenter = makePresenter(name: "Buy milk")
    await settling { presenter.saveTapped() }
    let problemAfterSave = view.currentProblem

    // when
    presenter.nameChanged("Buy oat milk")

    // then: the due field stays as it was, empty
    #expect(problemAfterSave == TodoDraft.Problem.missingDueDate.message)
    #expect(
      view.calls == [.init(due: "", problem: TodoDraft.Problem.missingDueDate.message), .init(due: "", problem: nil)])
  }

  @Test func problem_keepsTheDueFieldShowingTheDay() async {
    // given
    let presenter = makePresenter(name: "   ", due: "tomorrow")

    // when
    await settling { presenter.saveTapped() }

    // then
    #expect(view.calls.last == .init(due: "tomorrow (Thu 16 May 2024)", problem: TodoDraft.Problem.blankName.message))
  }

  @Test(arguments: [
    ("   ", "tomorrow", TodoDraft.Problem.blankName),
    ("Buy milk", "", .missingDueDate),
    ("Buy milk", "2024-02-30", .invalidDueDate("2024-02-30")),
    ("Buy milk", "someday", .invalidDueDate("someday")),
  ])
  func saveTapped_withInvalidDraft_showsProblemAndSavesNothing(name: String, due: String, problem: TodoDraft.Problem)
    async
  {
    // given
    let presenter = makePresenter(name: name, due: due)

    // when
    await settling { presenter.saveTapped() }

    // then
    #expect(view.shownProblems == [problem.message])
    #expect(view.currentProblem == problem.message)
    #expect(store.savedItems.isEmpty)
    #expect(coordinator.calls.isEmpty)
  }

  @Test func saveTapped_withValidDraft_storesTrimmedItemAndHandsItToTheCoordinator() async {
    // given
    let presenter = makePresenter(name: "  Buy milk \n", due: " 2024-05-17 ")

    // when
    await settling { presenter.saveTapped() }

    // then
    #expect(store.savedItems.map(\.name) == ["Buy milk"])
    #expect(store.savedItems.map(\.dueDate) == [FixedCalendar.date("2024-05-17")])
    #expect(coordinator.calls == store.savedItems.map { .addItemDidSave($0) })
    #expect(store.savedItems.count == 1)
    #expect(view.shownProblems.isEmpty)
  }

  @Test func saveTapped_whenStoreFails_showsProblemAndStays() async {
    // given
    store.saveError = .unavailable("disk full")
    let presenter = makePresenter(name: "Buy milk", due: "today")

    // when
    await settling { presenter.saveTapped() }

    // then
    #expect(view.shownProblems == ["Could not save: The to-do store is unavailable (disk full)."])
    #expect(coordinator.calls.isEmpty)
  }

  @Test func cancelTapped_tellsCoordinatorWithoutSaving() {
    // given
    let presenter = makePresenter(name: "Buy milk", due: "today")

    // when
    presenter.cancelTapped()

    // then
    #expect(coordinator.calls == [.addItemDidCancel])
    #expect(store.savedItems.isEmpty)
  }

  @Test func saveTappedAgain_whileTheSaveIsOut_savesOnce() async {
    // given: the second tap comes while the first save is out
    let midRequest = MidRequest()
    let presenter = AddTodoPresenter(
      store: ObservedTodoStore(store, willRequest: midRequest.hook), parser: parser, coordinator: coordinator)
    presenter.attach(view: view)
    presenter.nameChanged("Buy milk")
    presenter.dueDateChanged("tomorrow")
    midRequest.next = { presenter.saveTapped() }

    // when
    await settling { presenter.saveTapped() }

    // then: one item stored, and the coordinator told once
    #expect(store.savedItems.map(\.name) == ["Buy milk"])
    #expect(coordinator.calls.count == 1)
  }
}
