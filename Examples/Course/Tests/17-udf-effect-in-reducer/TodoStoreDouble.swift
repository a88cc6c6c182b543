import Domain
import Synchronization

/// A to-do store that records what it saved and can be told to refuse.
final class TodoStoreDouble: TodoStore {
  private let state = Mutex<(items: [TodoItem], saveError: StoreError?)>(([], nil))

  /// Every item saved, in order.
  var savedItems: [TodoItem] { state.withLock { $0.items } }
  /// What every save throws while it is set.
  var saveError: StoreError? {
    get { state.withLock { $0.saveError } }
    set { state.withLock { $0.saveError = newValue } }
  }

  func allItems() async throws(StoreError) -> [TodoItem] { savedItems }

  func save(_ item: TodoItem) async throws(StoreError) {
    try state.withLock { state throws(StoreError) in
      if let error = state.saveError { throw error }
      state.items.append(item)
    }
  }
}
