import Domain
import DomainTestSupport
import Testing

@testable import E18UDFForgottenEffectAction

/// The store this exercise gives its screen keeps each effect's task until it ends, and cancels
/// the ones still running when it goes.
@Suite("Exercise 18: the store's effects when its screen closes")
@MainActor
struct StoreLifetimeTests {
  /// The first load is out; a refresh loads and ends; then the screen closes. The first load,
  /// still out, must be cancelled: the refresh's end must not have taken it off the store's list.
  @Test func screenClosedAfterARefreshWhileTheFirstLoadIsOut_cancelsTheFirstLoad() async {
    // given
    let service = UserServiceWithARequestOut(result: .success(User.samples))
    var view: UsersView? = UsersView(
      store: Store(initialState: UsersFeature.State(), reducer: UsersFeature(service: service)))
    var firstLoadRanOn = true
    service.whileTheNextFetchIsOut = {
      try? await view?.perform(.refresh)
      view = nil
      firstLoadRanOn = !Task.isCancelled
    }

    // when
    await settling { view?.screenDidLoad() }

    // then
    #expect(service.fetchCount == 2)
    #expect(firstLoadRanOn == false, "the screen closed while its first load was out, and the load ran on")
  }
}
