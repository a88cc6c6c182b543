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
}
