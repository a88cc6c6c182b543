/// Why the to-do store could not read or write.
public enum StoreError: Error, Equatable, Sendable {
  /// The store file exists but does not hold a to-do list; `path` is empty for a store with no file.
  case corrupt(path: String, detail: String)
  /// The store could not be read or written at all.
  case unavailable(String)
  /// The store's file has no write permission; it is left as it was.
  case readOnly(path: String)

  /// A sentence a learner can read.
  public var message: String {
    switch self {
    case .corrupt(let path, let detail) where path.isEmpty: "The to-do store is malformed (\(detail))."
    case .corrupt(let path, let detail): "The to-do store \(path) is malformed (\(detail))."
    case .unavailable(let detail): "The to-do store is unavailable (\(detail))."
    case .readOnly(let path): "Could not save: \(path) is read-only."
    }
  }
}

/// Where to-do items live: the data store of the VIPER article, behind a protocol so that the
/// in-memory store, the JSON file store and test doubles are interchangeable.
///
/// Interchangeable because every one of them keeps the same contract (the store contract tests
/// in `Tests/DomainTests` hold each to it):
///
/// - a store that starts empty reads no items;
/// - a read returns every item saved, each once, in the order it was first saved;
/// - a save of an item with a new id adds it after the others; a save of an item whose id is
///   stored replaces that item in its place, so no two stored items share an id;
/// - an item reads back as it was saved, its due date to the whole second (a store that writes
///   dates down may drop a fraction of a second);
/// - saves made from many tasks at once are each applied whole, and none is lost;
/// - a read that throws changes nothing, and a save that throws leaves the items as they were.
public protocol TodoStore: Sendable {
  /// Every stored item, each once, in the order it was first saved.
  ///
  /// - Returns: the items, upcoming or not; the list picks the upcoming ones.
  /// - Throws: ``StoreError`` when the store cannot be read; nothing is changed.
  func allItems() async throws(StoreError) -> [TodoItem]
  /// Stores `item`: in place of the stored item with the same id, keeping that item's place in
  /// the order, or after the stored items when none has its id.
  ///
  /// - Parameter item: the item to store.
  /// - Throws: ``StoreError`` when the store cannot be written; the stored items are as they were.
  func save(_ item: TodoItem) async throws(StoreError)
}
