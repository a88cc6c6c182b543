import Domain

/// A to-do store in memory that runs what the test gives it as the next save begins, before the
/// item is stored, while the Add module waits for the answer: the user acts while a save is out.
@MainActor
final class TodoStoreWithASaveOut: TodoStore {
  /// The items stored, in the order saved.
  private(set) var items: [TodoItem] = []
  /// What to run as the next save begins, before the item is stored; it runs once.
  var whileTheNextSaveIsOut: (@MainActor () async -> Void)?

  func allItems() async throws(StoreError) -> [TodoItem] { items }

  func save(_ item: TodoItem) async throws(StoreError) {
    if let work = whileTheNextSaveIsOut {
      whileTheNextSaveIsOut = nil
      await work()
    }
    items.append(item)
  }
}

/// What a window shows: the test drops it, from a closure too, and sees whether it lasts.
@MainActor
final class Shown<Object: AnyObject> {
  /// The object, while it is shown.
  private(set) var object: Object?
  /// The object, while anything holds it.
  private(set) weak var lasting: Object?
  /// Whether the object was still held by something else as it was dropped; `nil` before.
  private(set) var outlivedItsDrop: Bool?

  init(_ object: Object) {
    self.object = object
    lasting = object
  }

  /// Stops showing the object, and notes whether anything else still holds it.
  func drop() {
    object = nil
    outlivedItsDrop = lasting != nil
  }
}
