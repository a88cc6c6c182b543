import Domain
import DomainTestSupport
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
// test has been counted as passed, or never. Nothing was checked. The tests below wait for the
// work — `settling { presenter.fetchMelodies() }` returns once every task the call started has
// finished — then check, with nothing left to run afterwards.

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
  /// For each fetch answered so far, whether its task had been cancelled when it got the answer.
  private(set) var answeredFetchesWereCancelled: [Bool] = []

  init(feed: MelodyFeed) {
    self.feed = feed
  }

  func fetchMelodies() async throws(MelodyServiceError) -> MelodyFeed {
    fetchCount += 1
    if let work = whileTheNextFetchIsOut {
      whileTheNextFetchIsOut = nil
      await work()
    }
    answeredFetchesWereCancelled.append(Task.isCancelled)
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
    await settling { presenter.fetchMelodies() }

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
    await settling { presenter.fetchMelodies() }

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
    await settling { presenter.fetchMelodies() }

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
    await settling { presenter.fetchMelodies() }

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
    await settling { presenter.fetchMelodies() }

    // then
    #expect(
      view.calls == [
        .loading,
        .melodies(
          [MelodyRowViewData(title: "Clair de Lune", detail: "Claude Debussy · 5:03")],
          notice: feed.notice(networkIsOnline: networkIsOnline)),
      ])
  }

  /// The screen closes while a fetch is out: the presenter must go with it, and its fetch be
  /// cancelled, not kept running by a task that holds the presenter until the answer comes.
  @Test func presenterFreedWhileAFetchIsOut_goes_andItsFetchIsCancelled() async {
    // given: a fetch that is out when the screen lets its presenter go
    let feed = MelodyFeed(
      melodies: [Melody.stub(title: "Clair de Lune", artist: "Claude Debussy", duration: 303)], origin: .remote)
    let service = MelodyServiceWithAFetchOut(feed: feed)
    var presenter: MelodiesPresenter? = MelodiesPresenter(service: service, network: NetworkSwitch())
    weak var gone: MelodiesPresenter?
    gone = presenter
    presenter?.attach(view: view)
    var outlivedItsScreen = false
    service.whileTheNextFetchIsOut = {
      presenter = nil
      outlivedItsScreen = gone != nil
    }

    // when
    await settling { presenter?.fetchMelodies() }

    // then
    #expect(service.fetchCount == 1, "the presenter did not fetch, or its caller did not wait for it")
    #expect(
      outlivedItsScreen == false,
      "the presenter outlived its screen while its fetch was out: the task it started holds it")
    #expect(
      service.answeredFetchesWereCancelled == [true],
      "the presenter went while its fetch was out, and nobody cancelled the fetch")
    #expect(view.calls == [.loading], "a fetch whose presenter has gone must show nothing")
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
      await settling { presenter.fetchMelodies() }
    }

    // when: the network comes back and the user refreshes while the first fetch is out
    await settling { presenter.fetchMelodies() }

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
