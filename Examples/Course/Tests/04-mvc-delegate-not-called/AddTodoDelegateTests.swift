import Domain
import DomainTestSupport
import Testing

@testable import E04MVCDelegateNotCalled

/// Plays the to-do list's part: records what the Add screen tells it, and what the store held
/// at that moment.
@MainActor
final class AddTodoDelegateSpy: AddTodoViewControllerDelegate {
  let store: TodoStoreMock
  private(set) var savedNames: [String] = []
  private(set) var storedNamesWhenTold: [[String]] = []
  private(set) var cancelCount = 0

  init(store: TodoStoreMock) {
    self.store = store
  }

  func addTodoViewController(_ controller: AddTodoViewController, didSave item: TodoItem) {
    savedNames.append(item.name)
    storedNamesWhenTold.append(store.savedItems.map(\.name))
  }

  func addTodoViewControllerDidCancel(_ controller: AddTodoViewController) {
    cancelCount += 1
  }
}

/// A store that refuses every item, as a full disk would.
final class RefusingTodoStore: TodoStore {
  func allItems() async throws(StoreError) -> [TodoItem] { [] }

  func save(_ item: TodoItem) async throws(StoreError) {
    throw .unavailable("the disk is full")
  }
}

/// A to-do store that keeps what it saves in a ``TodoStoreMock``, and runs what the test gives
/// it as the next save begins, before the item is stored: the user acts while a save is out.
@MainActor
final class TodoStoreWithASaveOut: TodoStore {
  /// Where the items end up once a save is answered.
  let stored: TodoStoreMock
  /// What to run as the next save begins, before it is answered; it runs once.
  var whileTheNextSaveIsOut: (@MainActor () async -> Void)?

  init(stored: TodoStoreMock) {
    self.stored = stored
  }

  func allItems() async throws(StoreError) -> [TodoItem] {
    try await stored.allItems()
  }

  func save(_ item: TodoItem) async throws(StoreError) {
    if let work = whileTheNextSaveIsOut {
      whileTheNextSaveIsOut = nil
      await work()
    }
    try await stored.save(item)
  }
}

@Suite("Exercise 04: the delegate nobody calls back")
@MainActor
struct AddTodoDelegateTests {
  let store = TodoStoreMock()
  let parser = DueDateParser(today: FixedCalendar.date("2026-11-18", hour: 12), calendar: FixedCalendar.utc)

  @Test func saveOfAValidDraft_tellsTheDelegateWhatWasSaved() async throws {
    // given
    let controller = AddTodoViewController(store: store, parser: parser)
    let delegate = AddTodoDelegateSpy(store: store)
    controller.delegate = delegate
    try await controller.perform(.name("Buy milk"))
    try await controller.perform(.due("tomorrow"))

    // when
    try await controller.perform(.save)

    // then
    #expect(delegate.savedNames == ["Buy milk"])
  }

  @Test func saveOfAValidDraft_tellsTheDelegateAfterTheItemIsStored() async throws {
    // given
    let controller = AddTodoViewController(store: store, parser: parser)
    let delegate = AddTodoDelegateSpy(store: store)
    controller.delegate = delegate
    try await controller.perform(.name("Buy milk"))
    try await controller.perform(.due("2026-11-20"))

    // when
    try await controller.perform(.save)

    // then
    #expect(delegate.storedNamesWhenTold == [["Buy milk"]])
  }

  @Test func saveOfADraftWithoutName_keepsTheScreenOpenAndTellsNobody() async throws {
    // given
    let controller = AddTodoViewController(store: store, parser: parser)
    let delegate = AddTodoDelegateSpy(store: store)
    controller.delegate = delegate
    try await controller.perform(.due("tomorrow"))

    // when
    try await controller.perform(.save)

    // then
    #expect(delegate.savedNames.isEmpty)
    #expect(controller.body().last == "! Enter a name.")
  }

  @Test func saveThatTheStoreRefuses_showsTheProblemAndTellsNobody() async throws {
    // given
    let controller = AddTodoViewController(store: RefusingTodoStore(), parser: parser)
    let delegate = AddTodoDelegateSpy(store: store)
    controller.delegate = delegate
    try await controller.perform(.name("Buy milk"))
    try await controller.perform(.due("tomorrow"))

    // when
    try await controller.perform(.save)

    // then
    #expect(delegate.savedNames.isEmpty)
    #expect(controller.body().last == "! Could not save: The to-do store is unavailable (the disk is full).")
  }

  /// The user edits the name while the save is out: the item saved is the one validated when
  /// save was tapped, and the delegate hears of it once, only after the store has answered.
  @Test func nameEditedWhileTheSaveIsOut_tellsTheDelegateOfTheItemTapped_once_afterItIsStored() async throws {
    // given: "Buy milk" is typed, and the store will hold the save until the user has acted
    let slowStore = TodoStoreWithASaveOut(stored: store)
    let controller = AddTodoViewController(store: slowStore, parser: parser)
    let delegate = AddTodoDelegateSpy(store: store)
    controller.delegate = delegate
    try await controller.perform(.name("Buy milk"))
    try await controller.perform(.due("tomorrow"))
    var toldWhileTheSaveWasOut: [String] = []
    slowStore.whileTheNextSaveIsOut = {
      toldWhileTheSaveWasOut = delegate.savedNames
      try? await controller.perform(.name("Buy bread"))
    }

    // when: save is tapped, and the name is changed to "Buy bread" before the store answers
    try await controller.perform(.save)

    // then
    #expect(toldWhileTheSaveWasOut.isEmpty, "the delegate was told before the store had answered the save")
    #expect(
      store.savedItems.map(\.name) == ["Buy milk"], "the store must save the item typed when save was tapped, once")
    #expect(
      delegate.savedNames == ["Buy milk"],
      "the delegate must hear, once, of the item saved when save was tapped, not of the name typed while it was out")
    #expect(delegate.storedNamesWhenTold == [["Buy milk"]], "the delegate was told before the store held the item")
  }

  /// The store refuses the first save, for a moment; the user taps save again.
  @Test func saveTheStoreRefused_canBeTriedAgain() async throws {
    // given
    let flakyStore = TodoStoreRefusingOnce(stored: store)
    let controller = AddTodoViewController(store: flakyStore, parser: parser)
    let delegate = AddTodoDelegateSpy(store: store)
    controller.delegate = delegate
    try await controller.perform(.name("Buy milk"))
    try await controller.perform(.due("tomorrow"))
    try await controller.perform(.save)

    // when
    try await controller.perform(.save)

    // then
    #expect(store.savedItems.map(\.name) == ["Buy milk"], "save tapped again after the store refused stored nothing")
    #expect(delegate.savedNames == ["Buy milk"])
  }
}

/// A store that refuses its first save, as a disk full for a moment would, and keeps the rest in
/// a ``TodoStoreMock``.
@MainActor
final class TodoStoreRefusingOnce: TodoStore {
  let stored: TodoStoreMock
  private var refused = false

  init(stored: TodoStoreMock) {
    self.stored = stored
  }

  func allItems() async throws(StoreError) -> [TodoItem] {
    try await stored.allItems()
  }

  func save(_ item: TodoItem) async throws(StoreError) {
    guard refused else {
      refused = true
      throw .unavailable("the disk is full")
    }
    try await stored.save(item)
  }
}
