import Foundation

/// Where the fetching services get their JSON documents from.
///
/// The live services decode what a data source returns, so the same service code runs over the
/// bundled fixtures, a fixtures directory, or a source that injects a fault.
public protocol DataSource: Sendable {
  /// A name for messages, e.g. the path of the file behind a resource.
  func location(of resource: Resource) -> String

  /// The raw bytes of one document.
  ///
  /// - Throws: ``ServiceError/network(_:)`` when the document cannot be reached.
  func data(for resource: Resource) async throws(ServiceError) -> Data
}

/// The fixtures that ship inside the Domain module.
public struct BundledFixtures: DataSource {
  public init() {}

  public func location(of resource: Resource) -> String {
    "bundled \(resource.fileName)"
  }

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
  public let directory: URL

  public init(directory: URL) {
    self.directory = directory
  }

  public func location(of resource: Resource) -> String {
    directory.appendingPathComponent(resource.fileName).path
  }

  public func data(for resource: Resource) async throws(ServiceError) -> Data {
    let path = location(of: resource)
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .network("cannot read \(path)")
    }
    return data
  }
}
