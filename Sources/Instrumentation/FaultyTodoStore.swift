import Domain

/// A to-do store that fails the way `--fault` says, so the list's error paths can be seen.
///
/// `network` makes every read and save fail as unavailable; `decode` makes reads fail as a
/// corrupt store; `empty` starts with nothing and stores saves in memory.
public struct FaultyTodoStore: TodoStore {
  public let fault: Fault
  private let emptyStore = InMemoryTodoStore()

  public init(fault: Fault) {
    self.fault = fault
  }

  public func allItems() async throws(StoreError) -> [TodoItem] {
    switch fault {
    case .network: throw .unavailable("the store cannot be reached")
    case .decode: throw .corrupt(path: "", detail: "not valid JSON")
    case .empty: return try await emptyStore.allItems()
    }
  }

  public func save(_ item: TodoItem) async throws(StoreError) {
    switch fault {
    case .network: throw .unavailable("the store cannot be reached")
    case .decode, .empty: try await emptyStore.save(item)
    }
  }
}
