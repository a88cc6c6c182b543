import Domain
import Foundation

/// Fixtures read from a directory, in the same shapes as the bundled ones (`--data DIR`).
package struct DirectoryFixtures: DataSource {
  /// The directory that holds `users.json`, `drivers.json` and the rest.
  package let directory: URL

  /// Creates a source that reads documents from `directory`.
  ///
  /// - Parameter directory: the directory of fixture files.
  package init(directory: URL) {
    self.directory = directory
  }

  /// The path of the document's file in the directory.
  ///
  /// - Parameter resource: the document.
  /// - Returns: the file's path.
  package func location(of resource: Resource) -> String {
    directory.appendingPathComponent(resource.fileName).path
  }

  /// The bytes of the document's file in the directory.
  ///
  /// - Parameter resource: the document to read.
  /// - Returns: the file's bytes.
  /// - Throws: ``ServiceError/network(_:)`` naming the path when the file cannot be read.
  package func data(for resource: Resource) async throws(ServiceError) -> Data {
    let path = location(of: resource)
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .network("cannot read \(path)")
    }
    return data
  }
}
