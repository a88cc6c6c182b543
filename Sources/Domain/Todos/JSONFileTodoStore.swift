import Foundation

/// A to-do store in a JSON file that survives restarts (`--store FILE`).
///
/// A file that does not exist, or holds only white space, reads as empty; the first save writes it. Every save reads
/// the file, changes the list and writes it back through a temporary file that replaces the
/// store atomically, so a reader sees the old list or the new one, never half of either. The
/// read-modify-write holds an exclusive lock on a companion file (`<store>.lock`), so processes
/// saving to the same store at once lose nothing. A file that is not a to-do list is never
/// overwritten: reads and saves fail with ``StoreError/corrupt(path:detail:)``.
public struct JSONFileTodoStore: TodoStore {
  public let url: URL

  public init(url: URL) {
    self.url = url
  }

  public func allItems() async throws(StoreError) -> [TodoItem] {
    try read()
  }

  public func save(_ item: TodoItem) async throws(StoreError) {
    try withExclusiveLock { () throws(StoreError) in
      var items = try read()
      if let index = items.firstIndex(where: { $0.id == item.id }) {
        items[index] = item
      } else {
        items.append(item)
      }
      try write(items)
    }
  }

  /// The companion file whose lock serialises saves across processes.
  public var lockURL: URL { url.appendingPathExtension("lock") }

  private func withExclusiveLock(_ body: () throws(StoreError) -> Void) throws(StoreError) {
    try requireFolder()
    let descriptor = open(lockURL.path, O_RDWR | O_CREAT, 0o644)
    guard descriptor >= 0 else { throw .unavailable("cannot open the lock file \(lockURL.path)") }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { throw .unavailable("cannot lock \(lockURL.path)") }
    }
    defer { flock(descriptor, LOCK_UN) }
    try body()
  }

  private func requireFolder() throws(StoreError) {
    let directory = url.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { throw .unavailable("the folder \(directory.path) does not exist") }
  }

  /// Reads the file, or an empty list when there is none.
  public func read() throws(StoreError) -> [TodoItem] {
    let path = url.path
    guard FileManager.default.fileExists(atPath: path) else { return [] }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unavailable("cannot read \(path)")
    }
    // A file made empty on purpose (`touch todos.json`) is an empty list, not a corrupt one.
    guard data.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return [] }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    do {
      return try decoder.decode([TodoItem].self, from: data)
    } catch let error as DecodingError {
      throw .corrupt(path: path, detail: DocumentDecoder.describe(error))
    } catch {
      throw .corrupt(path: path, detail: "not valid JSON")
    }
  }

  private func write(_ items: [TodoItem]) throws(StoreError) {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      let data = try encoder.encode(items)
      try data.write(to: url, options: .atomic)
    } catch {
      throw .unavailable("cannot write \(url.path): \(error.localizedDescription)")
    }
  }
}
