import Foundation

/// A fresh directory under the system's temporary folder, removed by ``remove()``.
public struct TemporaryDirectory {
  /// The directory.
  public let url: URL

  /// Creates the directory.
  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("archdemo-domain-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The URL of `name` inside the directory.
  public func file(_ name: String) -> URL {
    url.appendingPathComponent(name)
  }

  /// Writes `text` to the file `name` in the directory.
  ///
  /// - Returns: the file's URL.
  @discardableResult
  public func write(_ text: String, to name: String) throws -> URL {
    let file = file(name)
    try Data(text.utf8).write(to: file)
    return file
  }

  /// Removes the directory and all it holds.
  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
