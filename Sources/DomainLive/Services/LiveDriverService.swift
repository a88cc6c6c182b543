import Domain
import Foundation

/// The live driver service: decodes `drivers.json` from a data source on every fetch.
public struct LiveDriverService: DriverService {
  /// Where `drivers.json` is read from: the bundled fixtures, a directory or a server.
  package let source: any DataSource

  /// Creates the service over `source`.
  ///
  /// - Parameter source: where `drivers.json` is read from.
  public init(source: any DataSource) {
    self.source = source
  }

  /// Reads and decodes `drivers.json`.
  ///
  /// - Returns: the drivers, in the document's order.
  /// - Throws: the data source's ``ServiceError``, or ``ServiceError/decoding(_:)`` for a
  ///   malformed document.
  public func fetchDrivers() async throws(ServiceError) -> [Driver] {
    try DocumentDecoder.decode([Driver].self, from: try await source.data(for: .drivers))
  }
}
