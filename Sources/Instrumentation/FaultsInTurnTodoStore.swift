import Domain

/// A to-do store whose requests meet faults in turn, as ``FaultsInTurnDataSource``'s do, so a
/// run's save can fail and the next one work.
///
/// A read and a save each count as a request: `[nil, .network]` reads the list and fails every
/// save after it; `[nil, .network, nil]` fails the first save and lets the next one through.
/// Each fault acts as ``FaultyTodoStore``'s: `network` fails as unavailable, `decode` fails a
/// read as a corrupt store, `empty` reads no items; a request that meets no fault, and a save
/// under `decode` or `empty`, goes to `base`.
package actor FaultsInTurnTodoStore: TodoStore {
  /// The fault of each request in turn; the last one holds for every later request.
  package let faults: [Fault?]
  private let base: any TodoStore
  private var requests = 0

  /// Creates a store that counts its requests from zero.
  ///
  /// - Parameters:
  ///   - faults: the fault of each request in turn; empty is none for every request.
  ///   - base: the store that answers every request that meets no fault.
  package init(faults: [Fault?], base: any TodoStore) {
    self.faults = faults
    self.base = base
  }

  /// The items, unless this request meets a fault.
  ///
  /// - Returns: the base store's items; none under ``Fault/empty``.
  /// - Throws: `StoreError.unavailable(_:)` for ``Fault/network``, `StoreError.corrupt(path:detail:)`
  ///   for ``Fault/decode``, or the base store's error.
  package func allItems() async throws(StoreError) -> [TodoItem] {
    switch nextFault() {
    case nil: return try await base.allItems()
    case .empty?: return []
    case let fault?:
      if let error = fault.storeReadError { throw error }
      return try await base.allItems()
    }
  }

  /// Saves `item` in the base store, unless this request meets ``Fault/network``.
  ///
  /// - Parameter item: the item to save.
  /// - Throws: `StoreError.unavailable(_:)` for ``Fault/network``, or the base store's error.
  package func save(_ item: TodoItem) async throws(StoreError) {
    if nextFault() == .network { throw .unavailable("the store cannot be reached") }
    try await base.save(item)
  }

  private func nextFault() -> Fault? {
    defer { requests += 1 }
    return Fault.inTurn(faults, request: requests)
  }
}
