import Domain
import DomainTestSupport
import Observation
import Synchronization
import Testing

@testable import UDF

/// The store's state is observable, as TCA's `@ObservableState` makes it: what a declarative
/// view reads of it in its body is reported changed when an action changes it, and only then.
@Suite(.tags(.plumbing))
@MainActor
struct StoreObservationTests {
  /// Whether `read` is reported changed by `act`.
  private func isReportedChanged(reading read: () -> Void, after act: () -> Void) -> Bool {
    let changed = ChangeFlag()
    withObservationTracking(read) { changed.value.withLock { $0 = true } }
    act()
    return changed.value.withLock { $0 }
  }

  @Test func anActionThatChangesTheState_isReportedToWhatReadIt() {
    // given
    let store = Store(initialState: NewsFeature.State(), reducer: NewsFeature(service: NewsServiceMock()))

    // when
    let changed = isReportedChanged(reading: { _ = store.state }, after: { store.send(.searchTextChanged("swift")) })

    // then
    #expect(changed)
    #expect(store.state.searchText == "swift")
  }

  @Test func anActionThatChangesNothing_isNotReported() {
    // given: no article is listed, so selecting one changes nothing
    let store = Store(initialState: NewsFeature.State(), reducer: NewsFeature(service: NewsServiceMock()))

    // when
    let changed = isReportedChanged(reading: { _ = store.state }, after: { store.send(.articleSelected(3)) })

    // then
    #expect(!changed)
  }

  @Test func aScopedStoresState_isReportedWhenItsPartOfTheParentsChanges() throws {
    // given
    var state = FavouritesFeature.State()
    state.detail = FavouriteDetailFeature.State(driver: Driver.samples[0], isFavourite: false)
    let store = Store(
      initialState: state,
      reducer: FavouritesFeature(service: DriverServiceMock(), favouritesStore: FavouritesStoreMock()))
    let scoped = store.scope(state: { $0.detail }, action: { .detail($0) })
    let detail = try #require(scoped)

    // when: the parent's reducer changes the detail's part
    let changed = isReportedChanged(
      reading: { _ = detail.state },
      after: { store.send(.detail(.saveResponse(.failure(.unavailable("locked"))))) })

    // then
    #expect(changed)
    #expect(detail.state.saveError == .unavailable("locked"))
  }
}

/// Whether an observation's change was reported, set from its `@Sendable` handler.
private final class ChangeFlag: Sendable {
  let value = Mutex(false)
}
