import Domain
import Observation

/// A screen the favourites stack shows over the list.
enum FavouritesRoute: Hashable {
  /// A driver's detail module, by the view state its presenter talks to.
  case driver(FavouriteDetailViewState)
}

/// The favourites feature's navigation state: the path the favourites routers write and
/// ``FavouritesStackScreen``'s `NavigationStack` follows. The root screen owns it; the routers
/// hold it weakly, as the imperative ones hold the window.
@Observable
@MainActor
final class FavouritesNavigation {
  /// The screens over the list, bottom first.
  var path: [FavouritesRoute] = []
}

/// The favourites list wireframe of the declarative views: assembles the list module and
/// pushes the detail module by appending its route to the path.
///
/// A second router beside `FavouritesRouter`, which pushes the imperative detail view through
/// the window: a SwiftUI stack is pushed by writing its path, and the module it pushes has a
/// view state, not a screen. Both implement `FavouritesRouterInterface`, so the presenter, the
/// interactor and the reporting decorators are the same.
@MainActor
final class FavouritesPathRouter: FavouritesRouterInterface {
  /// The path to push on; the root screen owns it, so this reference is weak.
  weak var navigation: FavouritesNavigation?
  private let store: any FavouritesStore

  init(navigation: FavouritesNavigation, store: any FavouritesStore) {
    self.navigation = navigation
    self.store = store
  }

  /// Builds and wires the favourites list module: the same interactor, presenter and reporting
  /// decorators as `FavouritesRouter.assembleModule`, with this router and the view state the
  /// screen reads.
  ///
  /// - Parameters:
  ///   - service: where the interactor fetches the drivers.
  ///   - store: where the stars are kept, for both modules.
  ///   - navigation: the path the router pushes the detail module on.
  /// - Returns: the view state, which owns the rest of the module.
  static func assembleModule(
    service: any DriverService, store: any FavouritesStore, navigation: FavouritesNavigation
  ) -> FavouritesViewState {
    let interactor = FavouritesInteractor(service: service, store: store)
    let reporting = ReportingFavouritesInteractor(interactor)
    let router = FavouritesPathRouter(navigation: navigation, store: store)
    let presenter = FavouritesPresenter(interactor: reporting, router: ReportingFavouritesRouter(router))
    let view = FavouritesViewState(presenter: presenter)
    presenter.view = view
    reporting.output.presenter = presenter
    interactor.output = reporting.output
    return view
  }

  func presentDetail(for driver: Driver, isFavourite: Bool, delegate: any FavouriteDetailModuleDelegate) {
    guard let navigation else { return }
    let detail = FavouriteDetailPathRouter.assembleModule(
      driver: driver, isFavourite: isFavourite, store: store, delegate: delegate, navigation: navigation)
    navigation.path.append(.driver(detail))
  }
}
