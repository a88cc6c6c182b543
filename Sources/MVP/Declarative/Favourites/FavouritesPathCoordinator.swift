import Domain
import Observation
import Tracing

/// A screen the favourites stack shows over the list.
enum FavouritesRoute: Hashable {
  /// A driver's detail, with the view state its presenter talks to.
  case driver(FavouriteDetailViewState)
}

/// Moves between the favourites modules of the declarative views by writing a navigation path
/// that ``FavouritesStackScreen``'s `NavigationStack` follows, and hands the list presenter each
/// star the detail saved.
///
/// A second coordinator beside `FavouritesCoordinator`, which builds the imperative views and
/// pushes them through the window: here nothing pushes, the coordinator builds the detail's
/// presenter and view state and appends a route, and removing it pops. Both implement
/// `FavouritesCoordinating`, so the presenters are the same. The root screen holds the
/// coordinator; the presenters hold it weakly.
@Observable
@MainActor
final class FavouritesPathCoordinator: FavouritesCoordinating {
  /// The screens over the list, bottom first.
  var path: [FavouritesRoute] = []
  @ObservationIgnored private weak var listPresenter: FavouritesPresenter?
  @ObservationIgnored private let service: any DriverService
  @ObservationIgnored private let store: any FavouritesStore

  init(service: any DriverService, store: any FavouritesStore) {
    self.service = service
    self.store = store
  }

  /// Builds the list module: its presenter and the view state the root screen shows.
  ///
  /// - Returns: the list's view state, which owns its presenter.
  func makeList() -> FavouritesViewState {
    let presenter = FavouritesPresenter(service: service, store: store, coordinator: self)
    listPresenter = presenter
    return FavouritesViewState(presenter: presenter)
  }

  func showDetail(of driver: Driver, isFavourite: Bool) {
    Trace.message(
      from: "Presenter", to: "Coordinator", "showDetail(of: \(literal: driver.fullName), isFavourite: \(isFavourite))")
    let presenter = FavouriteDetailPresenter(driver: driver, isFavourite: isFavourite, store: store, coordinator: self)
    path.append(.driver(FavouriteDetailViewState(presenter: presenter)))
  }

  func favouriteDidChange(_ isFavourite: Bool, number: Int) {
    Trace.message(from: "Presenter", to: "Coordinator", "favouriteDidChange(\(isFavourite), number: \(number))")
    // The list presenter has no edge of its own, so this message is reported where it is sent.
    Trace.message(from: "Coordinator", to: "Presenter", "favouriteChanged(\(isFavourite), number: \(number))")
    listPresenter?.favouriteChanged(isFavourite, number: number)
  }

  func closeDetail() {
    Trace.message(from: "Presenter", to: "Coordinator", "closeDetail()")
    path.removeLast()
  }
}
