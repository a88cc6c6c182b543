import CourseTestSupport
import Domain
import DomainTestSupport
import Synchronization
import Testing

@testable import E09MVVMUnboundOutput

/// A user service that holds each fetch until the test answers it, the one that waited longest
/// first, so that the test can draw the screen while a load is out.
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

/// The view model states a failed load; the view must show it.
@Suite("Exercise 09: the output nobody binds")
@MainActor
struct UsersBindingTests {
  @Test func viewModelAfterLoadFailure_statesTheErrorAlert() async {
    // given
    let viewModel = UsersViewModel(service: UserServiceMock(result: .failure(.decoding("not valid JSON"))))

    // when
    await settling { viewModel.inputs.viewDidLoad() }

    // then
    #expect(
      viewModel.outputs.errorAlert
        == AlertViewData(title: "Could not load users", message: "The data could not be read (not valid JSON)."))
  }

  @Test func viewAfterLoadFailure_showsTheErrorAlert() async {
    // given
    let view = UsersView(
      viewModel: UsersViewModel(service: UserServiceMock(result: .failure(.decoding("not valid JSON")))))

    // when
    await settling { view.screenDidLoad() }

    // then
    #expect(view.body() == ["[!] Could not load users", "    The data could not be read (not valid JSON)."])
  }

  @Test func refreshFailureAfterLoad_showsTheErrorAlert() async throws {
    // given
    let service = UserServiceMock(result: .success([User.stub()]))
    let view = UsersView(viewModel: UsersViewModel(service: service))
    await settling { view.screenDidLoad() }

    // when
    service.result = .failure(.decoding("not valid JSON"))
    try await view.perform(.refresh)

    // then
    #expect(
      view.body() == ["[!] Could not load users", "    The data could not be read (not valid JSON)."],
      "the view must read the alert on every draw, after a refresh as after the first load")
  }

  /// A view that writes the alert's title itself shows the same frame today, and shows a stale
  /// title the day the view model states another. Everything the screen shows but its title
  /// comes from the outputs: the only text the view writes is "Users".
  @Test func view_writesNoTextButItsTitle() throws {
    // given
    let source = try compiledSource(of: "UsersView.swift", inExercise: "09-mvvm-unbound-output")

    // when
    let code = source.split(separator: "\n").filter { !$0.drop(while: \.isWhitespace).hasPrefix("//") }
    let literals = code.flatMap { line in line.matches(of: /"(?:[^"\\]|\\.)*"/).map { String($0.output) } }

    // then
    #expect(
      literals == ["\"Users\""], "UsersView.swift writes \(literals); every text but its title comes from the outputs")
    #expect(
      !importedModules(in: source).contains("Domain"),
      "UsersView.swift imports Domain; it shows only what the outputs state")
  }

  @Test func refreshAfterFailure_showsTheUsers() async throws {
    // given
    let service = UserServiceMock(result: .failure(.decoding("not valid JSON")))
    let view = UsersView(viewModel: UsersViewModel(service: service))
    await settling { view.screenDidLoad() }

    // when
    service.result = .success([User.stub()])
    try await view.perform(.refresh)

    // then
    #expect(view.body() == ["1. Ada Lovelace  36 years"])
  }

  /// Binding is reading: while a refresh is out after a failed load, the screen shows what the
  /// view model states now, loading, not the alert of the load before; then the refresh's users.
  @Test func refreshOutAfterAFailedLoad_showsLoadingThenTheUsers() async throws {
    // given
    let service = UserServiceGate()
    let view = UsersView(viewModel: UsersViewModel(service: service))
    let firstLoad = Task { await settling { view.screenDidLoad() } }
    await service.fetchStarted()
    service.answer(.failure(.decoding("not valid JSON")))
    await firstLoad.value
    let refresh = Task { try await view.perform(.refresh) }
    await service.fetchStarted()

    // when
    let whileOut = view.body()
    service.answer(.success([User.stub()]))
    try await refresh.value

    // then
    #expect(whileOut == ["Loading…"], "while the refresh was out, the screen must show loading, not the old alert")
    #expect(view.body() == ["1. Ada Lovelace  36 years"], "the refresh's users must replace the alert")
  }
}
