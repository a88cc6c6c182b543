import Domain
import Foundation

/// The live user service: decodes `users.json` from a data source on every fetch.
package struct LiveUserService: UserService {
  /// Where `users.json` is read from: the bundled fixtures, a directory or a server.
  package let source: any DataSource

  /// Creates the service over `source`.
  ///
  /// - Parameter source: where `users.json` is read from.
  package init(source: any DataSource) {
    self.source = source
  }

  /// Reads and decodes `users.json`.
  ///
  /// - Returns: the users, in the document's order.
  /// - Throws: the data source's ``ServiceError``, or ``ServiceError/decoding(_:)`` for a
  ///   malformed document.
  package func fetchUsers() async throws(ServiceError) -> [User] {
    try DocumentDecoder.decode([User].self, from: try await source.data(for: .users))
  }
}
