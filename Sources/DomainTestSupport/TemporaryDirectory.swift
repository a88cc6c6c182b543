import Foundation

/// A fresh directory under the system's temporary folder, removed by ``remove()``.
package struct TemporaryDirectory {
  /// The directory.
  package let url: URL

  /// Creates the directory.
  package init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("archdemo-domain-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The URL of `name` inside the directory.
  package func file(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }

  /// Writes `text` to the file `name` in the directory.
  ///
  /// - Returns: the file's URL.
  @discardableResult
  package func write(_ text: String, to name: String) throws -> URL {
    let file = file(name)
    try Data(text.utf8).write(to: file)
    return file
  }

  /// Removes the directory and all it holds.
  package func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
