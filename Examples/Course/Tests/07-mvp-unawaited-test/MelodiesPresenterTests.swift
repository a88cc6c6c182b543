import Domain
import DomainTestSupport
import Synchronization
import Testing

@testable import E07MVPUnawaitedTest

// The classic tests of this presenter were written like this:
//
//     func test_getMelodies_fail() {
//       melodyService.emulatedResult = .error(.noNetwork)
//       let fetchMelodies = presenter.fetchMelodies()
//       fetchMelodies.done { _ in
//         XCTFail("Mistakenly uploaded melodies")
//       }.catch { _ in
//         XCTAssert(self.view.shownError == .noNetwork)
//       }
//     }
//
// The test function returns as soon as the promise is made; the closures run later, after the
// test has been counted as passed, or never. Nothing was checked. The tests below await the
// work, then check, with nothing left to run afterwards.

/// A passive view that records every call the presenter makes, in order.
@MainActor
final class MelodiesViewSpy: MelodiesView {
  enum Call: Equatable {
    case loading
    case melodies([MelodyRowViewData], notice: String?)
    case error(title: String, message: String)
  }

  private(set) var calls: [Call] = []

  func showLoading() { calls.append(.loading) }
  func show(melodies: [MelodyRowViewData], notice: String?) { calls.append(.melodies(melodies, notice: notice)) }
  func showError(title: String, message: String) { calls.append(.error(title: title, message: message)) }
}

/// A melody service that holds each fetch until the test answers it, and notes, as it answers,
/// whether the task that made the fetch had been cancelled.
///
/// Work the caller awaits runs in the caller's task, so the caller's cancellation reaches it;
/// work started in a `Task { }` of its own runs in another task, which nothing the caller does
/// reaches, and which the caller's `await` does not wait for.
final class MelodyServiceGate: MelodyService {
  private struct State {
    var pending: CheckedContinuation<MelodyFeed, Never>?
    var answeredFetchesWereCancelled: [Bool] = []
  }
  private let state = Mutex(State())
  private let fetches: AsyncStream<Void>
  private let fetchesContinuation: AsyncStream<Void>.Continuation

  init() {
    (fetches, fetchesContinuation) = AsyncStream.makeStream()
  }

  /// For each fetch answered so far, whether its task had been cancelled when it got the answer.
  var answeredFetchesWereCancelled: [Bool] { state.withLock { $0.answeredFetchesWereCancelled } }

  func fetchMelodies() async throws(MelodyServiceError) -> MelodyFeed {
    let feed = await withCheckedContinuation { continuation in
      state.withLock { $0.pending = continuation }
      fetchesContinuation.yield()
    }
    state.withLock { $0.answeredFetchesWereCancelled.append(Task.isCancelled) }
    return feed
  }

  /// Returns once a fetch is waiting for its answer.
  func fetchStarted() async {
    for await _ in fetches { return }
  }

  /// Answers the fetch that is waiting.
  func answer(_ feed: MelodyFeed) {
    state.withLock { $0.pending.take() }?.resume(returning: feed)
  }
}

/// A melody service that answers every fetch with one feed, and runs what the test gives it as
/// the next fetch begins, while the presenter waits for the answer: the user acts while a fetch
/// is out, and that fetch is answered last.
@MainActor
final class MelodyServiceWithAFetchOut: MelodyService {
  /// What every fetch answers.
  let feed: MelodyFeed
  /// What to run as the next fetch begins, before it is answered; it runs once.
  var whileTheNextFetchIsOut: (@MainActor () async -> Void)?
  /// How many fetches began.
  private(set) var fetchCount = 0

  init(feed: MelodyFeed) {
    self.feed = feed
  }

  func fetchMelodies() async throws(MelodyServiceError) -> MelodyFeed {
    fetchCount += 1
    if let work = whileTheNextFetchIsOut {
      whileTheNextFetchIsOut = nil
      await work()
    }
    return feed
  }
}

@Suite("Exercise 07: the test that checked nothing")
@MainActor
struct MelodiesPresenterTests {
  let view = MelodiesViewSpy()

  @Test func fetchSuccess_showsTheMelodies() async {
    // given
    let feed = MelodyFeed(
      melodies: [Melody.stub(title: "Clair de Lune", artist: "Claude Debussy", duration: 303)], origin: .remote)
    let presenter = MelodiesPresenter(service: MelodyServiceMock(result: .success(feed)), network: NetworkSwitch())
    presenter.attach(view: view)

    // when
    await presenter.fetchMelodies()

    // then
    #expect(
      view.calls == [
        .loading, .melodies([MelodyRowViewData(title: "Clair de Lune", detail: "Claude Debussy · 5:03")], notice: nil),
      ])
  }

  @Test func fetchFailure_showsTheError() async {
    // given
    let presenter = MelodiesPresenter(
      service: MelodyServiceMock(result: .failure(.noNetwork)), network: NetworkSwitch())
    presenter.attach(view: view)

    // when
    await presenter.fetchMelodies()

    // then
    #expect(
      view.calls == [
        .loading,
        .error(
          title: "Could not load melodies", message: "No network connection, and no melodies saved for offline use."),
      ])
  }

  @Test func fetchFailureWithNoData_showsThatError() async {
    // given
    let presenter = MelodiesPresenter(service: MelodyServiceMock(result: .failure(.noData)), network: NetworkSwitch())
    presenter.attach(view: view)

    // when
    await presenter.fetchMelodies()

    // then
    #expect(
      view.calls == [.loading, .error(title: "Could not load melodies", message: "The server returned no melodies.")])
  }

  /// Every error the melodies service can throw. The switch stops compiling when Domain adds
  /// one, so that it is added to the list too.
  nonisolated static let everyError: [MelodyServiceError] = {
    func listed(_ error: MelodyServiceError) -> Bool {
      switch error {
      case .noNetwork, .noData, .unknownError: true
      }
    }
    return [.noNetwork, .noData, .unknownError].filter(listed)
  }()

  /// Every error the melodies service can throw, each shown with its own message: a message
  /// written by hand for the errors the tests above name shows a wrong one for the others.
  @Test(arguments: everyError)
  func fetchFailure_showsTheMessageOfThatError(_ failure: MelodyServiceError) async {
    // given
    let presenter = MelodiesPresenter(service: MelodyServiceMock(result: .failure(failure)), network: NetworkSwitch())
    presenter.attach(view: view)

    // when
    await presenter.fetchMelodies()

    // then
    #expect(
      view.calls == [.loading, .error(title: FailureText.melodiesNotLoaded, message: failure.message)],
      "a failed fetch with \(failure) must show Domain's message for it: \"\(failure.message)\"")
  }

  /// Saved melodies come with a notice saying why, online or not; fresh ones have none.
  @Test(arguments: [true, false])
  func fetchOfSavedMelodies_showsTheFeedsNotice(networkIsOnline: Bool) async {
    // given
    let feed = MelodyFeed(
      melodies: [Melody.stub(title: "Clair de Lune", artist: "Claude Debussy", duration: 303)], origin: .savedOffline)
    let presenter = MelodiesPresenter(
      service: MelodyServiceMock(result: .success(feed)), network: NetworkSwitch(isOnline: networkIsOnline))
    presenter.attach(view: view)

    // when
    await presenter.fetchMelodies()

    // then
    #expect(
      view.calls == [
        .loading,
        .melodies(
          [MelodyRowViewData(title: "Clair de Lune", detail: "Claude Debussy · 5:03")],
          notice: feed.notice(networkIsOnline: networkIsOnline)),
      ])
  }

  /// Keeping the `Task` and waiting for it with `Task.yield()` or a sleep passes the tests above
  /// on most runs, by luck. This one checks what no wait can fake: the service is called in the
  /// task that awaits `fetchMelodies()`, so the caller's cancellation reaches the call. Work in
  /// a `Task` of its own fails it on every run.
  @Test func fetchMelodies_doesItsWorkInTheCallersTask() async {
    // given
    let service = MelodyServiceGate()
    let presenter = MelodiesPresenter(service: service, network: NetworkSwitch())
    presenter.attach(view: view)
    let feed = MelodyFeed(
      melodies: [Melody.stub(title: "Clair de Lune", artist: "Claude Debussy", duration: 303)], origin: .remote)
    let caller = Task { await presenter.fetchMelodies() }
    await service.fetchStarted()

    // when
    caller.cancel()
    service.answer(feed)
    await caller.value

    // then
    #expect(
      service.answeredFetchesWereCancelled == [true],
      "the service was called from a task of its own, not from the one that awaited fetchMelodies()")
    #expect(
      view.calls == [
        .loading, .melodies([MelodyRowViewData(title: "Clair de Lune", detail: "Claude Debussy · 5:03")], notice: nil),
      ])
  }

  /// The network comes back while a fetch is out, and the user refreshes. The API is still out
  /// of reach, so both fetches answer the saved melodies, the first one last: the notice must
  /// say what is true when the melodies are shown, online, not what was true when the first
  /// fetch was sent.
  @Test func networkBackOnlineAndRefreshedWhileAFetchIsOut_endsOnTheOnlineNotice() async {
    // given: offline, and only saved melodies to be had
    let network = NetworkSwitch(isOnline: false)
    let feed = MelodyFeed(
      melodies: [Melody.stub(title: "Clair de Lune", artist: "Claude Debussy", duration: 303)], origin: .savedOffline)
    let service = MelodyServiceWithAFetchOut(feed: feed)
    let presenter = MelodiesPresenter(service: service, network: network)
    presenter.attach(view: view)
    service.whileTheNextFetchIsOut = {
      network.isOnline = true
      await presenter.fetchMelodies()
    }

    // when: the network comes back and the user refreshes while the first fetch is out
    await presenter.fetchMelodies()

    // then
    #expect(service.fetchCount == 2, "the refresh asked while the first fetch was out did not fetch")
    #expect(
      view.calls.last
        == .melodies(
          [MelodyRowViewData(title: "Clair de Lune", detail: "Claude Debussy · 5:03")],
          notice: "Online, but the API is unreachable — showing saved melodies"),
      "the network came back while the first fetch was out: the notice shown last must say online, not offline")
  }
}
