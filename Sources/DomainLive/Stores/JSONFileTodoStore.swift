import Domain
import Foundation

/// A to-do store in a JSON file that survives restarts (`--store FILE`).
///
/// A file that does not exist, or holds only white space, reads as empty; the first save writes
/// it. Every save reads the file, changes the list and writes it back through a temporary file
/// that replaces the store atomically, so a reader sees the old list or the new one, never half
/// of either. The store keeps what it does not own:
///
/// - a symbolic link is followed: the file it points to is written, the link stays a link, and
///   the lock is taken beside that file (`<target>.lock`), so every alias shares one lock;
/// - the file's mode and, where the process may, its owner and group carry over to the new file;
/// - a file without write permission is refused (``StoreError/readOnly(path:)``) and left alone;
/// - fields the kit does not know, and the spelling of dates it does not change, stay as they
///   were; only the saved item's `id`, `name` and `dueDate` are written anew. The file is
///   re-indented (two spaces, keys sorted) and numbers in unknown fields are written in their
///   shortest form (`1.0` becomes `1`).
///
/// The temporary file is `.<name>.archdemo-<pid>.tmp` beside the target; one left by a killed
/// process is removed by the next save or the next run that opens the store. The
/// read-modify-write holds an exclusive lock, waited for with a non-blocking `flock` and
/// `Task.sleep` between tries, so waiting never holds a thread of the shared pool. A file that
/// is not a to-do list — including one where two items share an id — is never overwritten:
/// reads and saves fail with ``StoreError/corrupt(path:detail:)``.
package struct JSONFileTodoStore: TodoStore {
  /// The store's file as given, perhaps a symbolic link.
  package let url: URL

  /// Creates a store in the file at `url`; nothing is read or written until asked.
  ///
  /// - Parameter url: the file, which need not exist yet; its folder must.
  package init(url: URL) {
    self.url = url
  }

  /// Reads the file, as ``read()`` does.
  ///
  /// - Returns: the items in the file's order, or none when there is no file.
  /// - Throws: ``StoreError/corrupt(path:detail:)`` for a file that is not a to-do list,
  ///   ``StoreError/unavailable(_:)`` for one that cannot be read.
  package func allItems() async throws(StoreError) -> [TodoItem] {
    try read()
  }

  /// Adds `item` to the file, or replaces the item with its id, under the lock.
  ///
  /// - Parameter item: the item to save.
  /// - Throws: ``StoreError/readOnly(path:)`` for a file without write permission,
  ///   ``StoreError/corrupt(path:detail:)`` for a file that is not a to-do list, and
  ///   ``StoreError/unavailable(_:)`` when the file, its folder or its lock cannot be used; the
  ///   file is left as it was in every case.
  package func save(_ item: TodoItem) async throws(StoreError) {
    let file = StoreFile(resolving: url)
    let lock = try await file.lock()
    defer { lock.release() }
    file.removeLeftovers()
    try file.requireWritable()
    var document = try file.document()
    try document.upsert(item)
    try file.replace(with: document.encoded())
  }

  /// The companion file whose lock serialises saves across processes, beside the resolved file.
  ///
  /// For a store reached through a symbolic link it is `<target>.lock`, so every alias of one
  /// file shares one lock.
  package var lockURL: URL { StoreFile(resolving: url).lockURL }

  /// Removes temporary files a killed save left beside the store, unless a save is under way.
  package func removeLeftovers() {
    let file = StoreFile(resolving: url)
    guard let lock = file.tryLock() else { return }
    defer { lock.release() }
    file.removeLeftovers()
  }

  /// Reads the file, or an empty list when there is none.
  ///
  /// The command line calls it before a run, so a malformed store stops the run (status 65)
  /// before any screen appears.
  ///
  /// - Returns: the items in the file's order.
  /// - Throws: ``StoreError/corrupt(path:detail:)`` for a file that is not a to-do list,
  ///   ``StoreError/unavailable(_:)`` for one that cannot be read.
  package func read() throws(StoreError) -> [TodoItem] {
    try StoreFile(resolving: url).document().items
  }
}
