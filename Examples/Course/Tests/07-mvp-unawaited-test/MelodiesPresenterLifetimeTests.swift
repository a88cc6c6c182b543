import Domain
import DomainTestSupport
import Testing

@testable import E07MVPUnawaitedTest

/// The presenter holds its view weakly, as a UIKit view controller would be held: the screen
/// that goes must not be kept alive by its presenter, nor crash it when it is used again.
@Suite("Exercise 07: the presenter's view, held weakly")
@MainActor
struct MelodiesPresenterLifetimeTests {
  @Test func viewDroppedByItsOwner_isFreed_andTheNextFetchGoesNowhere() async {
    // given
    let feed = MelodyFeed(
      melodies: [Melody.stub(title: "Clair de Lune", artist: "Claude Debussy", duration: 303)], origin: .remote)
    let presenter = MelodiesPresenter(service: MelodyServiceMock(result: .success(feed)), network: NetworkSwitch())
    weak var goneView: MelodiesViewSpy?
    do {
      let view = MelodiesViewSpy()
      presenter.attach(view: view)
      goneView = view
    }

    // then
    #expect(goneView == nil, "the presenter keeps its view alive: the screen it belongs to can never be freed")

    // when: the presenter is asked to fetch after its view has gone
    await settling { presenter.fetchMelodies() }

    // then: it got here without reaching for the view that is gone
    #expect(goneView == nil)
  }
}
