import Domain
import DomainTestSupport
import Testing

@testable import E15VIPERModuleDelegate

/// Plays the to-do list's part: records what the Add module told it, and what the store held
/// when it was told of a save (the list reloads from the store at that moment).
@MainActor
final class AddTodoModuleDelegateSpy: AddTodoModuleDelegate {
  /// The names of the items the store holds now.
  private let storedNames: @MainActor () -> [String]
  private(set) var savedNames: [String] = []
  private(set) var storedNamesWhenToldOfASave: [[String]] = []
  private(set) var cancelCount = 0

  init(store: TodoStoreMock) {
    storedNames = { store.savedItems.map(\.name) }
  }

  init(store: TodoStoreWithASaveOut) {
    storedNames = { store.items.map(\.name) }
  }

  init(store: ReadOnlyTodoStore) {
    storedNames = { [] }
  }

  func addModuleDidCancelAddAction() { cancelCount += 1 }
  func addModuleDidSaveAddAction(_ item: TodoItem) {
    savedNames.append(item.name)
    storedNamesWhenToldOfASave.append(storedNames())
  }
}

/// A store that cannot be written.
final class ReadOnlyTodoStore: TodoStore {
  func allItems() async throws(StoreError) -> [TodoItem] { [] }
  func save(_ item: TodoItem) async throws(StoreError) { throw .readOnly(path: "todos.json") }
}

/// The Add module as assembled, driven through its view.
///
/// The tests run one at a time: a module that keeps its delegate somewhere shared must not be
/// let off because another test's module took that place.
@Suite("Exercise 15: the module delegate nobody connected", .serialized)
@MainActor
struct AddTodoModuleTests {
  let store = TodoStoreMock()
  let delegate: AddTodoModuleDelegateSpy
  let parser = DueDateParser(today: FixedCalendar.date("2026-11-18", hour: 12), calendar: FixedCalendar.utc)

  init() {
    delegate = AddTodoModuleDelegateSpy(store: store)
  }

  @Test func savingAValidItem_tellsTheModuleDelegate() async throws {
    // given
    let view = AddTodoRouter.assembleModule(store: store, parser: parser, delegate: delegate)
    await settling { view.screenDidLoad() }
    try await view.perform(.name("Buy milk"))
    try await view.perform(.due("tomorrow"))

    // when
    try await view.perform(.save)

    // then
    #expect(delegate.savedNames == ["Buy milk"])
  }

  @Test func savingAValidItem_tellsTheModuleDelegateOnceItIsStored() async throws {
    // given
    let view = AddTodoRouter.assembleModule(store: store, parser: parser, delegate: delegate)
    await settling { view.screenDidLoad() }
    try await view.perform(.name("Buy milk"))
    try await view.perform(.due("tomorrow"))

    // when
    try await view.perform(.save)

    // then
    #expect(delegate.storedNamesWhenToldOfASave == [["Buy milk"]])
  }

  @Test func savingWhenTheStoreFails_doesNotTellTheModuleDelegate() async throws {
    // given
    let readOnly = ReadOnlyTodoStore()
    let delegate = AddTodoModuleDelegateSpy(store: readOnly)
    let view = AddTodoRouter.assembleModule(store: readOnly, parser: parser, delegate: delegate)
    await settling { view.screenDidLoad() }
    try await view.perform(.name("Buy milk"))
    try await view.perform(.due("tomorrow"))

    // when
    try await view.perform(.save)

    // then: the Add screen stays up and says why
    #expect(delegate.savedNames == [])
    #expect(view.body().contains { $0.contains("todos.json is read-only") })
  }

  @Test func cancelling_tellsTheModuleDelegate() async throws {
    // given
    let view = AddTodoRouter.assembleModule(store: store, parser: parser, delegate: delegate)
    await settling { view.screenDidLoad() }

    // when
    try await view.perform(.cancel)

    // then
    #expect(delegate.cancelCount == 1)
  }

  @Test func savingAValidItem_storesIt() async throws {
    // given
    let view = AddTodoRouter.assembleModule(store: store, parser: parser, delegate: delegate)
    await settling { view.screenDidLoad() }
    try await view.perform(.name("Buy milk"))
    try await view.perform(.due("2026-11-20"))

    // when
    try await view.perform(.save)

    // then
    #expect(store.savedItems.map(\.name) == ["Buy milk"])
  }

  // MARK: Who keeps whom alive

  /// The objects of the Add module a test can reach from its view: the view and its presenter.
  private func objects(of view: AddTodoView) -> [(name: String, object: AnyObject)] {
    let presenter = Mirror(reflecting: view).descendant("presenter").map { $0 as AnyObject }
    return [("the Add view", view)] + (presenter.map { [("the Add presenter", $0)] } ?? [])
  }

  @Test func addModuleDismissedAfterASave_leavesNothingOfEitherModule() async throws {
    // given: the to-do list has presented the Add module, and the user has saved an item
    weak var list: AddTodoModuleDelegateSpy?
    var addModule: [(name: String, object: () -> AnyObject?)] = []
    do {
      let shownList = AddTodoModuleDelegateSpy(store: store)
      let view = AddTodoRouter.assembleModule(store: store, parser: parser, delegate: shownList)
      list = shownList
      addModule = objects(of: view).map { name, object in (name, { [weak object] in object }) }
      await settling { view.screenDidLoad() }
      try await view.perform(.name("Buy milk"))
      try await view.perform(.due("tomorrow"))
      try await view.perform(.save)
      #expect(shownList.savedNames == ["Buy milk"])

      // when: the Add module is dismissed, and then the list is closed
    }

    // then
    for (name, object) in addModule {
      #expect(object() == nil, "\(name) outlived the Add module's dismissal")
    }
    #expect(
      list == nil, "the to-do list outlived its screen: something the dismissed Add module left behind still holds it")
  }

  @Test func listClosedWhileTheAddModuleIsShown_isFreed() async throws {
    // given: the to-do list has presented the Add module
    weak var list: AddTodoModuleDelegateSpy?
    let view: AddTodoView
    do {
      let shownList = AddTodoModuleDelegateSpy(store: store)
      view = AddTodoRouter.assembleModule(store: store, parser: parser, delegate: shownList)
      list = shownList

      // when: the list goes while the Add module is still shown
    }

    // then: the Add module holds the list weakly, and a cancel then tells nobody
    #expect(
      list == nil,
      "the to-do list outlived its screen: the Add module it presented holds it (a module delegate is held weakly)")
    await settling { view.screenDidLoad() }
    try await view.perform(.cancel)
  }

  @Test func listClosedWhileASaveIsOut_isFreed_andTheItemIsStored() async throws {
    // given: the to-do list has presented the Add module, and the user saves an item
    let store = TodoStoreWithASaveOut()
    let list = Shown(AddTodoModuleDelegateSpy(store: store))
    let view = AddTodoRouter.assembleModule(store: store, parser: parser, delegate: try #require(list.object))
    await settling { view.screenDidLoad() }
    try await view.perform(.name("Buy milk"))
    try await view.perform(.due("tomorrow"))
    store.whileTheNextSaveIsOut = { list.drop() }

    // when: the list goes while the save is out
    try await view.perform(.save)

    // then
    #expect(
      list.outlivedItsDrop == false,
      "the to-do list outlived its screen while the save was out: the Add module kept it alive")
    #expect(list.lasting == nil, "the to-do list outlived its screen once the save was stored")
    #expect(store.items.map(\.name) == ["Buy milk"])
  }
}
