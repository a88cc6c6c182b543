import Domain

/// A to-do store that keeps items in memory, records saves and can be told to fail.
///
/// It keeps the ``Domain/TodoStore`` contract as the real stores do: a save replaces the item
/// with the same id in its place, or adds a new item at the end, so a screen's tests see what a
/// run would show. ``savedItems`` records the calls, ``items`` holds the result.
public final class TodoStoreMock: TodoStore {
  private struct State {
    var items: [TodoItem]
    var readError: StoreError?
    var saveError: StoreError?
    var savedItems: [TodoItem] = []
  }
  private let state: LockedState<State>

  /// Creates a store holding `items`.
  ///
  /// - Parameter items: what the store starts with, none by default; give each its own id.
  public init(items: [TodoItem] = []) {
    state = LockedState(State(items: items))
  }

  /// The items the store holds, in the order ``allItems()`` reads them; set it to start over.
  public var items: [TodoItem] {
    get { state.withLock { $0.items } }
    set { state.withLock { $0.items = newValue } }
  }
  /// What every read throws while it is set; reads answer ``items`` when it is `nil`.
  package var readError: StoreError? {
    get { state.withLock { $0.readError } }
    set { state.withLock { $0.readError = newValue } }
  }
  /// What every save throws while it is set; a save that throws changes nothing and is not recorded.
  package var saveError: StoreError? {
    get { state.withLock { $0.saveError } }
    set { state.withLock { $0.saveError = newValue } }
  }
  /// Every item saved without an error, in the order saved, repeats included: the calls, where
  /// ``items`` holds what they left.
  public var savedItems: [TodoItem] { state.withLock { $0.savedItems } }

  /// The items, unless ``readError`` is set.
  ///
  /// - Returns: ``items``.
  /// - Throws: ``readError``, when set.
  public func allItems() async throws(StoreError) -> [TodoItem] {
    try state.withLock { state throws(StoreError) in
      if let readError = state.readError { throw readError }
      return state.items
    }
  }

  /// Records `item` and stores it in place of the item with its id, or after the others,
  /// unless ``saveError`` is set.
  ///
  /// - Parameter item: the item to save.
  /// - Throws: ``saveError``, when set; nothing is stored or recorded then.
  public func save(_ item: TodoItem) async throws(StoreError) {
    try state.withLock { state throws(StoreError) in
      if let saveError = state.saveError { throw saveError }
      state.savedItems.append(item)
      if let index = state.items.firstIndex(where: { $0.id == item.id }) {
        state.items[index] = item
      } else {
        state.items.append(item)
      }
    }
  }
}
