/// Fetches the users the `users` feature lists.
public protocol UserService: Sendable {
  func fetchUsers() async throws(ServiceError) -> [User]
}

/// The live user service: decodes `users.json` from a data source on every fetch.
public struct LiveUserService: UserService {
  public let source: any DataSource

  public init(source: any DataSource) {
    self.source = source
  }

  public func fetchUsers() async throws(ServiceError) -> [User] {
    try DocumentDecoder.decode([User].self, from: try await source.data(for: .users))
  }
}
