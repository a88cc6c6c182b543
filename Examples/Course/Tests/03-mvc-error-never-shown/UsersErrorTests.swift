import Domain
import DomainTestSupport
import Synchronization
import Testing

@testable import E03MVCErrorNeverShown

/// A user service that holds each fetch until the test answers it, the one that waited longest
/// first, so that the test can pull refresh while a load is out.
final class UserServiceGate: UserService {
  private let waiting = Mutex<[CheckedContinuation<Result<[User], ServiceError>, Never>]>([])
  private let fetches: AsyncStream<Void>
  private let fetchesContinuation: AsyncStream<Void>.Continuation

  init() {
    (fetches, fetchesContinuation) = AsyncStream.makeStream()
  }

  func fetchUsers() async throws(ServiceError) -> [User] {
    let result = await withCheckedContinuation { continuation in
      waiting.withLock { $0.append(continuation) }
      fetchesContinuation.yield()
    }
    return try result.get()
  }

  /// Returns once one more fetch is waiting for its answer.
  func fetchStarted() async {
    for await _ in fetches { return }
  }

  /// Answers the fetch that has waited longest.
  func answer(_ result: Result<[User], ServiceError>) {
    let next = waiting.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    next?.resume(returning: result)
  }
}

/// What the users screen shows when the service fails, and after it recovers.
@Suite("Exercise 03: the error that is never shown")
@MainActor
struct UsersErrorTests {
  @Test func loadFailure_showsTheErrorAlert() async {
    // given
    let service = UserServiceMock(result: .failure(.network("the network is unreachable")))
    let controller = UsersViewController(service: service)

    // when
    await settling { controller.screenDidLoad() }

    // then
    #expect(
      controller.body() == [
        "[!] Could not load users", "    Could not reach the server (the network is unreachable).",
      ])
  }

  @Test func loadFailureOfAnotherKind_showsItsOwnMessage() async {
    // given
    let service = UserServiceMock(result: .failure(.api("the quota is exceeded")))
    let controller = UsersViewController(service: service)

    // when
    await settling { controller.screenDidLoad() }

    // then
    #expect(
      controller.body() == ["[!] Could not load users", "    The server reported an error: the quota is exceeded"])
  }

  @Test func refreshThatFails_showsTheErrorAlert() async throws {
    // given
    let service = UserServiceMock(result: .success([User.stub(firstName: "Ada", lastName: "Lovelace", age: 36)]))
    let controller = UsersViewController(service: service)
    await settling { controller.screenDidLoad() }

    // when
    service.result = .failure(.network("the network is unreachable"))
    try await controller.perform(.refresh)

    // then
    #expect(
      controller.body() == [
        "[!] Could not load users", "    Could not reach the server (the network is unreachable).",
      ])
  }

  @Test func refreshAfterFailure_showsTheUsers() async throws {
    // given
    let service = UserServiceMock(result: .failure(.network("the network is unreachable")))
    let controller = UsersViewController(service: service)
    await settling { controller.screenDidLoad() }

    // when
    service.result = .success([User.stub(firstName: "Ada", lastName: "Lovelace", age: 36)])
    try await controller.perform(.refresh)

    // then
    #expect(controller.body() == ["1. Ada Lovelace  36 years"])
  }

  /// Every error the users service can throw. The switch stops compiling when Domain adds one,
  /// so that it is added to the list too.
  nonisolated static let everyError: [ServiceError] = {
    func listed(_ error: ServiceError) -> Bool {
      switch error {
      case .network, .decoding, .api: true
      }
    }
    return [.network("the network is unreachable"), .decoding("not valid JSON"), .api("the quota is exceeded")]
      .filter(listed)
  }()

  @Test(arguments: everyError)
  func loadFailure_showsTheMessageOfThatError(_ failure: ServiceError) async {
    // given
    let controller = UsersViewController(service: UserServiceMock(result: .failure(failure)))

    // when
    await settling { controller.screenDidLoad() }

    // then
    #expect(
      controller.body() == ["[!] \(FailureText.usersNotLoaded)", "    \(failure.message)"],
      "a failed load with \(failure) must show Domain's message for it: \"\(failure.message)\"")
  }

  /// The user pulls refresh before the first load has answered, and the refresh fails: the
  /// screen ends on what the refresh said, its error, not on the users of the load before it.
  @Test func refreshPulledWhileTheFirstLoadIsOut_endsOnTheRefreshsError() async throws {
    // given
    let service = UserServiceGate()
    let controller = UsersViewController(service: service)
    let firstLoad = Task { await settling { controller.screenDidLoad() } }
    await service.fetchStarted()
    let refresh = Task { try await controller.perform(.refresh) }
    await service.fetchStarted()

    // when
    service.answer(.success([User.stub(firstName: "Ada", lastName: "Lovelace", age: 36)]))
    await firstLoad.value
    service.answer(.failure(.network("the network is unreachable")))
    try await refresh.value

    // then
    #expect(
      controller.body() == [
        "[!] Could not load users", "    Could not reach the server (the network is unreachable).",
      ],
      "a refresh pulled while the first load was out failed: its error must show, not the first load's users")
  }
}
