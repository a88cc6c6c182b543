import Domain

/// What a service mock answers: its canned value, or an error.
public enum MockResult<Value: Sendable, Failure: Error>: Sendable {
  case success(Value)
  case failure(Failure)

  /// The canned value, or the canned error thrown.
  package func get() throws(Failure) -> Value {
    switch self {
    case .success(let value): return value
    case .failure(let error): throw error
    }
  }
}

// The mocks are called from the services' side of an `await`, so their state sits behind a
// LockedState: a test may read or change it from the main actor while a request is in flight.

/// A user service that answers what the test says and counts its calls.
public final class UserServiceMock: UserService {
  private struct State {
    var result: MockResult<[User], ServiceError>
    var fetchCount = 0
  }
  private let state: LockedState<State>

  public init(result: MockResult<[User], ServiceError> = .success(User.samples)) {
    state = LockedState(State(result: result))
  }

  public var result: MockResult<[User], ServiceError> {
    get { state.withLock { $0.result } }
    set { state.withLock { $0.result = newValue } }
  }
  package var fetchCount: Int { state.withLock { $0.fetchCount } }

  public func fetchUsers() async throws(ServiceError) -> [User] {
    try state.withLock { state throws(ServiceError) in
      state.fetchCount += 1
      return try state.result.get()
    }
  }
}

/// A driver service that answers what the test says and counts its calls.
public final class DriverServiceMock: DriverService {
  private struct State {
    var result: MockResult<[Driver], ServiceError>
    var fetchCount = 0
  }
  private let state: LockedState<State>

  public init(result: MockResult<[Driver], ServiceError> = .success(Driver.samples)) {
    state = LockedState(State(result: result))
  }

  package var result: MockResult<[Driver], ServiceError> {
    get { state.withLock { $0.result } }
    set { state.withLock { $0.result = newValue } }
  }
  package var fetchCount: Int { state.withLock { $0.fetchCount } }

  public func fetchDrivers() async throws(ServiceError) -> [Driver] {
    try state.withLock { state throws(ServiceError) in
      state.fetchCount += 1
      return try state.result.get()
    }
  }
}

/// A news service that answers what the test says and records the queries it was asked.
public final class NewsServiceMock: NewsService {
  private struct State {
    var headlines: MockResult<[Article], ServiceError>
    var searchResult: MockResult<[Article], ServiceError>?
    var headlineRequests = 0
    var searchQueries: [String] = []
  }
  private let state: LockedState<State>

  public init(headlines: MockResult<[Article], ServiceError> = .success(Article.samples)) {
    state = LockedState(State(headlines: headlines))
  }

  package var headlines: MockResult<[Article], ServiceError> {
    get { state.withLock { $0.headlines } }
    set { state.withLock { $0.headlines = newValue } }
  }
  /// The answer to a search; `nil` answers with the headlines matching the query.
  package var searchResult: MockResult<[Article], ServiceError>? {
    get { state.withLock { $0.searchResult } }
    set { state.withLock { $0.searchResult = newValue } }
  }
  public var headlineRequests: Int { state.withLock { $0.headlineRequests } }
  public var searchQueries: [String] { state.withLock { $0.searchQueries } }

  public func topHeadlines() async throws(ServiceError) -> [Article] {
    try state.withLock { state throws(ServiceError) in
      state.headlineRequests += 1
      return try state.headlines.get()
    }
  }

  public func searchArticles(matching query: String) async throws(ServiceError) -> [Article] {
    try state.withLock { state throws(ServiceError) in
      state.searchQueries.append(query)
      if let searchResult = state.searchResult { return try searchResult.get() }
      let search = SearchQuery(query)
      return try state.headlines.get().filter { search.matches($0.title ?? "") }
    }
  }
}

/// A melody service that answers what the test says and counts its calls.
public final class MelodyServiceMock: MelodyService {
  private struct State {
    var result: MockResult<MelodyFeed, MelodyServiceError>
    var fetchCount = 0
  }
  private let state: LockedState<State>

  public init(
    result: MockResult<MelodyFeed, MelodyServiceError> = .success(MelodyFeed(melodies: Melody.samples, origin: .remote))
  ) {
    state = LockedState(State(result: result))
  }

  package var result: MockResult<MelodyFeed, MelodyServiceError> {
    get { state.withLock { $0.result } }
    set { state.withLock { $0.result = newValue } }
  }
  package var fetchCount: Int { state.withLock { $0.fetchCount } }

  public func fetchMelodies() async throws(MelodyServiceError) -> MelodyFeed {
    try state.withLock { state throws(MelodyServiceError) in
      state.fetchCount += 1
      return try state.result.get()
    }
  }
}
