import Domain

/// A store kept in memory for the length of a run.
package actor InMemoryTodoStore: TodoStore {
  private var items: [TodoItem]

  /// Creates a store holding `items`.
  ///
  /// - Parameter items: what the store starts with, e.g. ``DemoTodos``'s items; none by default.
  package init(items: [TodoItem] = []) {
    self.items = items
  }

  /// The items in memory, in the order they were first saved.
  ///
  /// - Returns: the items.
  /// - Throws: never; the signature is the protocol's.
  package func allItems() async throws(StoreError) -> [TodoItem] { items }

  /// Keeps `item` in memory, in place of a stored item with the same id.
  ///
  /// - Parameter item: the item to store.
  /// - Throws: never; the signature is the protocol's.
  package func save(_ item: TodoItem) async throws(StoreError) {
    if let index = items.firstIndex(where: { $0.id == item.id }) {
      items[index] = item
    } else {
      items.append(item)
    }
  }
}
