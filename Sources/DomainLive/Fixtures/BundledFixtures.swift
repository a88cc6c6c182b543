import Domain
import Foundation

/// The fixtures that ship with the kit, inside the DomainLive module.
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
