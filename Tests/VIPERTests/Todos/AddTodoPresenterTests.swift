import Domain
import DomainTestSupport
import Testing

@testable import VIPER

@Suite(.tags(.todos))
@MainActor
struct AddTodoPresenterTests {
  private let log = CallLog()
  private let view = AddTodoViewMock()
  private let interactor = AddTodoInteractorMock()

  private func makePresenter(delegate: AddTodoModuleDelegateMock? = nil) -> AddTodoPresenter {
    // Wednesday 18 September 2024, in UTC.
    let parser = DueDateParser(today: FixedCalendar.date("2024-09-18", hour: 12), calendar: FixedCalendar.utc)
    let presenter = AddTodoPresenter(interactor: interactor, router: AddTodoRouterMock(log: log), parser: parser)
    presenter.view = view
    presenter.delegate = delegate
    return presenter
  }

  @Test func viewDidLoad_showsEmptyFields() {
    // when
    makePresenter().viewDidLoad()

    // then
    #expect(view.calls == [.show(name: "", due: "")])
  }

  @Test func typingNameAndDue_showsBothFieldsAndClearsAnyProblem() {
    // given
    let presenter = makePresenter()

    // when
    presenter.nameChanged("Pay rent")
    presenter.dueDateChanged("tomorrow")

    // then
    #expect(
      view.calls == [
        .show(name: "Pay rent", due: ""), .showProblem(nil),
        .show(name: "Pay rent", due: "tomorrow (Thu 19 Sep 2024)"), .showProblem(nil),
      ])
  }

  @Test(arguments: [
    ("today", "today (Wed 18 Sep 2024)"),
    ("2024-10-07", "2024-10-07 (Mon 7 Oct 2024)"),
    ("someday", "someday"),
    ("2024-02-30", "2024-02-30"),
  ])
  func dueDateChanged_showsTheDayThatWillBeSaved_orTheTextAsTypedWhenItNamesNoDay(typed: String, shown: String) {
    // when
    makePresenter().dueDateChanged(typed)

    // then
    #expect(view.calls.first == .show(name: "", due: shown))
  }

  @Test func saveTapped_asksToSaveTheTypedText_notTheDayShown() async {
    // given
    let presenter = makePresenter()
    presenter.dueDateChanged("tomorrow")

    // when
    presenter.saveTapped()

    // then
    #expect(interactor.savedDrafts == [TodoDraft(name: "", dueText: "tomorrow")])
  }

  @Test func saveTapped_asksTheInteractorToSaveWhatWasTyped() async {
    // given
    let presenter = makePresenter()
    presenter.nameChanged("Pay rent")
    presenter.dueDateChanged("2024-09-20")

    // when
    presenter.saveTapped()

    // then
    #expect(interactor.savedDrafts == [TodoDraft(name: "Pay rent", dueText: "2024-09-20")])
  }

  @Test func didSaveItem_dismissesThenTellsTheDelegateWhichItem() async {
    // given
    let delegate = AddTodoModuleDelegateMock(log: log)
    let presenter = makePresenter(delegate: delegate)

    // when
    presenter.didSaveItem(TodoItem(name: "Pay rent", dueDate: FixedCalendar.date("2024-09-20")))

    // then
    #expect(log.entries == ["router.dismiss", "delegate.didSave(Pay rent)"])
  }

  @Test func cancelTapped_dismissesThenTellsTheDelegateWithoutSaving() {
    // given
    let delegate = AddTodoModuleDelegateMock(log: log)
    let presenter = makePresenter(delegate: delegate)

    // when
    presenter.cancelTapped()

    // then
    #expect(log.entries == ["router.dismiss", "delegate.didCancel"])
    #expect(interactor.savedDrafts.isEmpty)
  }

  @Test(arguments: [
    (TodoDraft.Problem.blankName, "Enter a name."),
    (.missingDueDate, "Enter a due date (YYYY-MM-DD, today or tomorrow)."),
    (.invalidDueDate("soon"), "\"soon\" is not a date; use YYYY-MM-DD, today or tomorrow."),
  ])
  func didRejectDraft_showsTheProblemAndStaysOpen(problem: TodoDraft.Problem, message: String) {
    // when
    makePresenter().didRejectDraft(problem: problem)

    // then
    #expect(view.calls == [.showProblem(message)])
    #expect(log.entries.isEmpty)
  }

  @Test func didFailToSaveItem_showsTheStoreProblem() {
    // when
    makePresenter().didFailToSaveItem(with: .unavailable("disk full"))

    // then
    #expect(view.calls == [.showProblem("Could not save: The to-do store is unavailable (disk full).")])
  }

  @Test func presenter_holdsItsDelegateWeakly() {
    // given
    let presenter = makePresenter()
    var delegate: AddTodoModuleDelegateMock? = AddTodoModuleDelegateMock(log: log)
    presenter.delegate = delegate

    // when
    delegate = nil

    // then
    #expect(presenter.delegate == nil)
  }
}
