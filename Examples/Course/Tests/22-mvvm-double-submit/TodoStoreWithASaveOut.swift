import Domain

/// A to-do store in memory that can refuse saves, and runs what the test gives it as the next
/// save begins, before it is answered: the user acts while a save is out. It stores a save
/// whatever happens to the task that asked, as a disk that has the bytes already does.
@MainActor
final class TodoStoreWithASaveOut: TodoStore {
  /// The items stored, in the order saved.
  private(set) var items: [TodoItem] = []
  /// How many of the next saves to refuse, as a full disk would.
  var refusals = 0
  /// What to run as the next save begins, before it is answered; it runs once.
  var whileTheNextSaveIsOut: (@MainActor () async -> Void)?

  func allItems() async throws(StoreError) -> [TodoItem] { items }

  func save(_ item: TodoItem) async throws(StoreError) {
    if let work = whileTheNextSaveIsOut {
      whileTheNextSaveIsOut = nil
      await work()
    }
    if refusals > 0 {
      refusals -= 1
      throw .unavailable("the disk is full")
    }
    items.append(item)
  }
}
