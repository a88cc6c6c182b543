import Domain
import Synchronization

/// A to-do store that keeps items in memory, records saves and can be told to fail.
public final class TodoStoreMock: TodoStore {
  private struct State {
    var items: [TodoItem]
    var readError: StoreError?
    var saveError: StoreError?
    var savedItems: [TodoItem] = []
  }
  private let state: Mutex<State>

  public init(items: [TodoItem] = []) {
    state = Mutex(State(items: items))
  }

  public var items: [TodoItem] {
    get { state.withLock { $0.items } }
    set { state.withLock { $0.items = newValue } }
  }
  package var readError: StoreError? {
    get { state.withLock { $0.readError } }
    set { state.withLock { $0.readError = newValue } }
  }
  package var saveError: StoreError? {
    get { state.withLock { $0.saveError } }
    set { state.withLock { $0.saveError = newValue } }
  }
  public var savedItems: [TodoItem] { state.withLock { $0.savedItems } }

  public func allItems() async throws(StoreError) -> [TodoItem] {
    try state.withLock { state throws(StoreError) in
      if let readError = state.readError { throw readError }
      return state.items
    }
  }

  public func save(_ item: TodoItem) async throws(StoreError) {
    try state.withLock { state throws(StoreError) in
      if let saveError = state.saveError { throw saveError }
      state.savedItems.append(item)
      state.items.append(item)
    }
  }
}
