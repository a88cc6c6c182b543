import Domain

/// What a service mock answers: its canned value, or an error.
public enum MockResult<Value: Sendable, Failure: Error>: Sendable {
  case success(Value)
  case failure(Failure)
}

/// A user service that answers what the test says and counts its calls.
public final class UserServiceMock: UserService, @unchecked Sendable {
  public var result: MockResult<[User], ServiceError>
  public private(set) var fetchCount = 0

  public init(result: MockResult<[User], ServiceError> = .success(User.samples)) {
    self.result = result
  }

  public func fetchUsers() async throws(ServiceError) -> [User] {
    fetchCount += 1
    switch result {
    case .success(let users): return users
    case .failure(let error): throw error
    }
  }
}

/// A driver service that answers what the test says and counts its calls.
public final class DriverServiceMock: DriverService, @unchecked Sendable {
  public var result: MockResult<[Driver], ServiceError>
  public private(set) var fetchCount = 0

  public init(result: MockResult<[Driver], ServiceError> = .success(Driver.samples)) {
    self.result = result
  }

  public func fetchDrivers() async throws(ServiceError) -> [Driver] {
    fetchCount += 1
    switch result {
    case .success(let drivers): return drivers
    case .failure(let error): throw error
    }
  }
}

/// A news service that answers what the test says and records the queries it was asked.
public final class NewsServiceMock: NewsService, @unchecked Sendable {
  public var headlines: MockResult<[Article], ServiceError>
  /// The answer to a search; `nil` answers with the headlines matching the query.
  public var searchResult: MockResult<[Article], ServiceError>?
  public private(set) var headlineRequests = 0
  public private(set) var searchQueries: [String] = []

  public init(headlines: MockResult<[Article], ServiceError> = .success(Article.samples)) {
    self.headlines = headlines
  }

  public func topHeadlines() async throws(ServiceError) -> [Article] {
    headlineRequests += 1
    switch headlines {
    case .success(let articles): return articles
    case .failure(let error): throw error
    }
  }

  public func searchArticles(matching query: String) async throws(ServiceError) -> [Article] {
    searchQueries.append(query)
    switch searchResult ?? headlines {
    case .success(let articles):
      let search = SearchQuery(query)
      return searchResult == nil ? articles.filter { search.matches($0.title ?? "") } : articles
    case .failure(let error): throw error
    }
  }
}

/// A melody service that answers what the test says and counts its calls.
public final class MelodyServiceMock: MelodyService, @unchecked Sendable {
  public var result: MockResult<MelodyFeed, MelodyServiceError>
  public private(set) var fetchCount = 0

  public init(
    result: MockResult<MelodyFeed, MelodyServiceError> = .success(MelodyFeed(melodies: Melody.samples, origin: .remote))
  ) {
    self.result = result
  }

  public func fetchMelodies() async throws(MelodyServiceError) -> MelodyFeed {
    fetchCount += 1
    switch result {
    case .success(let feed): return feed
    case .failure(let error): throw error
    }
  }
}
