import Domain
import DomainLive

/// A to-do store that fails the way `--fault` says, so the list's error paths can be seen.
///
/// `network` makes every read and save fail as unavailable; `decode` makes reads fail as a
/// corrupt store; `empty` starts with nothing and stores saves in memory.
package struct FaultyTodoStore: TodoStore {
  /// The fault every read and save meets.
  package let fault: Fault
  private let emptyStore = InMemoryTodoStore()

  /// Creates a store that fails as `fault` says.
  ///
  /// - Parameter fault: how reads and saves fail; ``Fault/empty`` starts an empty store in memory.
  package init(fault: Fault) {
    self.fault = fault
  }

  /// The items, unless the fault makes the read fail.
  ///
  /// - Returns: the items saved so far under ``Fault/empty``.
  /// - Throws: `StoreError.unavailable(_:)` for ``Fault/network``, `StoreError.corrupt(path:detail:)`
  ///   for ``Fault/decode``.
  package func allItems() async throws(StoreError) -> [TodoItem] {
    if let error = fault.storeReadError { throw error }
    return try await emptyStore.allItems()
  }

  /// Saves `item` in memory, unless the fault makes the save fail.
  ///
  /// - Parameter item: the item to save.
  /// - Throws: `StoreError.unavailable(_:)` for ``Fault/network``.
  package func save(_ item: TodoItem) async throws(StoreError) {
    switch fault {
    case .network: throw .unavailable("the store cannot be reached")
    case .decode, .empty: try await emptyStore.save(item)
    }
  }
}
