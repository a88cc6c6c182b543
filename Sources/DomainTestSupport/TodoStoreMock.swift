import Domain

/// A to-do store that keeps items in memory, records saves and can be told to fail.
public final class TodoStoreMock: TodoStore, @unchecked Sendable {
  public var items: [TodoItem]
  public var readError: StoreError?
  public var saveError: StoreError?
  public private(set) var savedItems: [TodoItem] = []

  public init(items: [TodoItem] = []) {
    self.items = items
  }

  public func allItems() async throws(StoreError) -> [TodoItem] {
    if let readError { throw readError }
    return items
  }

  public func save(_ item: TodoItem) async throws(StoreError) {
    if let saveError { throw saveError }
    savedItems.append(item)
    items.append(item)
  }
}
