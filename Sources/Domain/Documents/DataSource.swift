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
