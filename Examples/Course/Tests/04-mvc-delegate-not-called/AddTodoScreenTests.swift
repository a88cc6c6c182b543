import Domain
import DomainTestSupport
import Testing

@testable import E04MVCDelegateNotCalled

/// The Add screen as the user sees it: its title and fields, a problem cleared by the next
/// edit, a cancel passed on; and its delegate, held weakly, gone before the screen is.
@Suite("Exercise 04: the Add screen")
@MainActor
struct AddTodoScreenTests {
  let store = TodoStoreMock()
  let parser = DueDateParser(today: FixedCalendar.date("2026-11-18", hour: 12), calendar: FixedCalendar.utc)

  @Test func typingBothFields_drawsThemUnderTheScreensTitle() async throws {
    // given
    let controller = AddTodoViewController(store: store, parser: parser)

    // when
    try await controller.perform(.name("Buy milk"))
    try await controller.perform(.due("tomorrow"))

    // then
    #expect(controller.title == "Add to-do", "the Add screen's title is not \"Add to-do\"")
    #expect(
      controller.body() == ["Name: Buy milk", "Due:  tomorrow (Thu 19 Nov 2026)"],
      "the Add screen does not draw what was typed beside each field's label")
  }

  @Test func typingANameAfterARefusedSave_clearsTheProblem() async throws {
    // given: a save refused for want of a name
    let controller = AddTodoViewController(store: store, parser: parser)
    try await controller.perform(.due("tomorrow"))
    try await controller.perform(.save)
    #expect(controller.body().last == "! Enter a name.", "a save without a name was not refused")

    // when
    try await controller.perform(.name("Buy milk"))

    // then
    #expect(
      controller.body() == ["Name: Buy milk", "Due:  tomorrow (Thu 19 Nov 2026)"],
      "the problem of the last save is still shown after the user typed a name")
  }

  @Test func typingADueDateAfterARefusedSave_clearsTheProblem() async throws {
    // given: a save refused for want of a due date
    let controller = AddTodoViewController(store: store, parser: parser)
    try await controller.perform(.name("Buy milk"))
    try await controller.perform(.save)
    #expect(controller.body().count == 4, "a save without a due date was not refused with a problem shown")

    // when
    try await controller.perform(.due("tomorrow"))

    // then
    #expect(
      controller.body() == ["Name: Buy milk", "Due:  tomorrow (Thu 19 Nov 2026)"],
      "the problem of the last save is still shown after the user typed a due date")
  }

  @Test func cancel_tellsTheDelegate_andSavesNothing() async throws {
    // given
    let controller = AddTodoViewController(store: store, parser: parser)
    let delegate = AddTodoDelegateSpy(store: store)
    controller.delegate = delegate
    try await controller.perform(.name("Buy milk"))

    // when
    try await controller.perform(.cancel)

    // then
    #expect(delegate.cancelCount == 1, "cancel did not tell the delegate, so the list never dismisses the Add screen")
    #expect(delegate.savedNames.isEmpty && store.savedItems.isEmpty, "cancel saved the draft")
  }

  /// The list that presented the screen goes first (the window closed it), and the screen is
  /// still driven: it must neither have kept the list alive nor crash reaching for it.
  @Test func delegateLetGoByTheList_isFreed_andTheScreenCarriesOnAlone() async throws {
    // given
    let controller = AddTodoViewController(store: store, parser: parser)
    weak var goneDelegate: AddTodoDelegateSpy?
    do {
      let delegate = AddTodoDelegateSpy(store: store)
      controller.delegate = delegate
      goneDelegate = delegate
    }

    // then
    #expect(goneDelegate == nil, "the Add screen keeps its delegate, the list that presented it, alive")

    // when: the screen is still used after its delegate has gone
    try await controller.perform(.name("Buy milk"))
    try await controller.perform(.due("tomorrow"))
    try await controller.perform(.save)
    try await controller.perform(.cancel)

    // then
    #expect(store.savedItems.map(\.name) == ["Buy milk"], "the item was not stored once its delegate had gone")
  }
}
