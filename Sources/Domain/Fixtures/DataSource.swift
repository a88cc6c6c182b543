import Foundation

/// Where the fetching services get their JSON documents from.
///
/// The live services decode what a data source returns, so the same service code runs over the
/// bundled fixtures, a fixtures directory, or a source that injects a fault.
public protocol DataSource: Sendable {
  /// A name for messages, e.g. the path of the file behind a resource.
  ///
  /// - Parameter resource: the document.
  /// - Returns: where the document is read from, as a message should name it.
  func location(of resource: Resource) -> String

  /// The raw bytes of one document.
  ///
  /// - Parameter resource: the document to read.
  /// - Returns: the document's bytes, not yet decoded.
  /// - Throws: ``ServiceError/network(_:)`` when the document cannot be reached.
  func data(for resource: Resource) async throws(ServiceError) -> Data
}

/// The fixtures that ship inside the Domain module.
public struct BundledFixtures: DataSource {
  /// Creates a source of the bundled fixtures.
  public init() {}

  /// The bundled file's name, e.g. `bundled users.json`.
  ///
  /// - Parameter resource: the document.
  /// - Returns: `bundled` and the document's file name.
  public func location(of resource: Resource) -> String {
    "bundled \(resource.fileName)"
  }

  /// The bundled document's bytes.
  ///
  /// - Parameter resource: the document to read.
  /// - Returns: the file's bytes.
  /// - Throws: ``ServiceError/network(_:)`` when the file is missing from the bundle.
  public func data(for resource: Resource) async throws(ServiceError) -> Data {
    guard
      let url = Bundle.module.url(
        forResource: resource.rawValue, withExtension: "json", subdirectory: "Fixtures"),
      let data = try? Data(contentsOf: url)
    else { throw .network("the bundled \(resource.fileName) is missing") }
    return data
  }
}

/// Fixtures read from a directory, in the same shapes as the bundled ones (`--data DIR`).
public struct DirectoryFixtures: DataSource {
  /// The directory that holds `users.json`, `drivers.json` and the rest.
  public let directory: URL

  /// Creates a source that reads documents from `directory`.
  ///
  /// - Parameter directory: the directory of fixture files.
  public init(directory: URL) {
    self.directory = directory
  }

  /// The path of the document's file in the directory.
  ///
  /// - Parameter resource: the document.
  /// - Returns: the file's path.
  public func location(of resource: Resource) -> String {
    directory.appendingPathComponent(resource.fileName).path
  }

  /// The bytes of the document's file in the directory.
  ///
  /// - Parameter resource: the document to read.
  /// - Returns: the file's bytes.
  /// - Throws: ``ServiceError/network(_:)`` naming the path when the file cannot be read.
  public func data(for resource: Resource) async throws(ServiceError) -> Data {
    let path = location(of: resource)
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .network("cannot read \(path)")
    }
    return data
  }
}
