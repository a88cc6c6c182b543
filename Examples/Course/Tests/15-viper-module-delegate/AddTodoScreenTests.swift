import Domain
import DomainTestSupport
import Testing

@testable import E15VIPERModuleDelegate

/// The Add screen as the user sees it, and its parts once the part they report to has gone.
@Suite("Exercise 15: the Add screen")
@MainActor
struct AddTodoScreenTests {
  let store = TodoStoreMock()
  let delegate: AddTodoModuleDelegateSpy
  let parser = DueDateParser(today: FixedCalendar.date("2026-11-18", hour: 12), calendar: FixedCalendar.utc)

  init() {
    delegate = AddTodoModuleDelegateSpy(store: store)
  }

  @Test func shown_drawsTheEmptyFormUnderItsTitle() async {
    // given
    let view = AddTodoRouter.assembleModule(store: store, parser: parser, delegate: delegate)

    // when
    await settling { view.screenDidLoad() }

    // then
    #expect(view.title == "Add to-do", "the Add screen's title is not \"Add to-do\"")
    #expect(view.body() == ["Name:", "Due:"], "the Add screen, once shown, does not draw its two empty fields")
  }

  @Test func typingBothFields_drawsThemWithTheDayTheDueDateNames() async throws {
    // given
    let view = AddTodoRouter.assembleModule(store: store, parser: parser, delegate: delegate)
    await settling { view.screenDidLoad() }

    // when
    try await view.perform(.name("Buy milk"))
    try await view.perform(.due("tomorrow"))

    // then
    #expect(
      view.body() == ["Name: Buy milk", "Due:  tomorrow (Thu 19 Nov 2026)"],
      "the Add screen does not draw what was typed beside each field's label")
  }

  @Test func savingWithoutAName_saysWhy_andStoresNothing() async throws {
    // given
    let view = AddTodoRouter.assembleModule(store: store, parser: parser, delegate: delegate)
    await settling { view.screenDidLoad() }
    try await view.perform(.due("tomorrow"))

    // when
    try await view.perform(.save)

    // then
    #expect(
      view.body() == ["Name:", "Due:  tomorrow (Thu 19 Nov 2026)", "", "! Enter a name."],
      "a save the draft's rules refused does not say why on the Add screen")
    #expect(store.savedItems.isEmpty, "a draft without a name was stored")
    #expect(delegate.savedNames == [], "the to-do list was told of a save that did not happen")
  }

  @Test func typingANameAfterARefusedSave_clearsTheProblem() async throws {
    // given: a save refused for want of a name
    let view = AddTodoRouter.assembleModule(store: store, parser: parser, delegate: delegate)
    await settling { view.screenDidLoad() }
    try await view.perform(.save)
    #expect(view.body().contains("! Enter a name."), "a save without a name was not refused")

    // when
    try await view.perform(.name("Buy milk"))

    // then
    #expect(
      view.body() == ["Name: Buy milk", "Due:"],
      "the problem of the last save is still shown after the user typed a name")
  }

  @Test func typingADueDateAfterARefusedSave_clearsTheProblem() async throws {
    // given: a save refused for want of a due date
    let view = AddTodoRouter.assembleModule(store: store, parser: parser, delegate: delegate)
    await settling { view.screenDidLoad() }
    try await view.perform(.name("Buy milk"))
    try await view.perform(.save)
    #expect(
      view.body().contains("! Enter a due date (YYYY-MM-DD, today or tomorrow)."),
      "a save without a due date was not refused")

    // when
    try await view.perform(.due("tomorrow"))

    // then
    #expect(
      view.body() == ["Name: Buy milk", "Due:  tomorrow (Thu 19 Nov 2026)"],
      "the problem of the last save is still shown after the user typed a due date")
  }

  // MARK: Parts whose listener has gone

  @Test func presenterWhoseViewHasGone_drawsNothing() {
    // given: the Add view, which owns its presenter, is let go; the presenter lives on
    let presenter = AddTodoPresenter(interactor: AddTodoInteractor(store: store, parser: parser), parser: parser)
    weak var view: AddTodoView?
    do {
      let shown = AddTodoView(presenter: presenter)
      presenter.view = shown
      view = shown
    }

    // when: the presenter has something to show
    presenter.nameChanged("Buy milk")

    // then: it drew on nothing, and did not crash on the view that had gone
    #expect(view == nil, "the Add view outlived its owner: its presenter holds it")
  }

  @Test func interactorWhosePresenterHasGone_storesTheItem_andTellsNobody() async {
    // given: the presenter, which owns the interactor, is let go; the interactor lives on
    let interactor = AddTodoInteractor(store: store, parser: parser)
    weak var presenter: AddTodoPresenter?
    do {
      let shown = AddTodoPresenter(interactor: interactor, parser: parser)
      interactor.output = shown
      presenter = shown
    }

    // when: a save the interactor was asked for ends, refused and then stored
    await settling { interactor.save(TodoDraft()) }
    await settling { interactor.save(TodoDraft(name: "Buy milk", dueText: "tomorrow")) }

    // then: it told nobody, and did not crash on the presenter that had gone
    #expect(presenter == nil, "the Add presenter outlived its owner: its interactor holds it")
    #expect(store.savedItems.map(\.name) == ["Buy milk"], "the valid draft was not stored")
  }
}
