import Foundation

/// A folder of the test's own, removed when the test ends.
package final class TemporaryFolder {
  package let url: URL

  package init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("archdemo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Writes `contents` to the file `name` in the folder.
  ///
  /// - Returns: the file's URL.
  package func file(_ name: String, contents: String) throws -> URL {
    let file = url.appendingPathComponent(name)
    try Data(contents.utf8).write(to: file)
    return file
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
