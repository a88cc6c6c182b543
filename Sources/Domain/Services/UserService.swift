/// Fetches the users the `users` feature lists.
public protocol UserService: Sendable {
  /// Every user, in the order the list shows them.
  ///
  /// - Returns: the users; none is an answer (the empty state), not an error.
  /// - Throws: ``ServiceError`` when the users cannot be fetched or read.
  func fetchUsers() async throws(ServiceError) -> [User]
}
