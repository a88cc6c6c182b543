import Domain

/// A to-do store in memory that can be told to fail its reads, and runs what the test gives it
/// as the next read begins, while the view model waits for the answer: the user acts while a
/// load is out, and that load is answered last.
@MainActor
final class TodoStoreWithAReadOut: TodoStore {
  /// The items a read answers.
  var items: [TodoItem] = []
  /// What every read throws while it is set.
  var readError: StoreError?
  /// What to run as the next read begins, before it is answered; it runs once.
  var whileTheNextReadIsOut: (@MainActor () async -> Void)?

  func allItems() async throws(StoreError) -> [TodoItem] {
    if let work = whileTheNextReadIsOut {
      whileTheNextReadIsOut = nil
      await work()
    }
    if let readError { throw readError }
    return items
  }

  func save(_ item: TodoItem) async throws(StoreError) {
    items.append(item)
  }
}
