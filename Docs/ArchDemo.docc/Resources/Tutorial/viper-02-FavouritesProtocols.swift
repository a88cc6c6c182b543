// VIPER · favourites — a list module and a driver detail module; a store keeps the stars.
//
// Start with FavouritesInteractor: it fetches the drivers, reads the stars from the store and
// keeps both in Domain's FavouriteDrivers (the entity state), so a selected row becomes a
// driver the presenter hands to FavouritesRouter. The router assembles the detail module
// (FavouriteDetailRouter.assembleModule) and pushes it; the detail's interactor saves the new
// star and its presenter tells the list through FavouriteDetailModuleDelegate, whose list
// presenter asks its interactor to re-sort. In `--trace`, what the interactors, presenters,
// routers and the module delegate call on each other is reported by the decorators each
// module's assembleModule wires between them (Tracing/FavouritesModule+Trace.swift and
// FavouriteDetailModule+Trace.swift), so none of them mentions tracing.
import Domain

/// What the list presenter tells its view (presenter → view): a plain list.
@MainActor
protocol FavouritesViewInterface: ListViewInterface {}

/// What the list view tells its presenter (view → presenter).
@MainActor
protocol FavouritesPresenterInterface: AnyObject {
  func viewDidLoad()
  func refreshRequested()
  /// The user picked the row at `index` (0-based).
  func rowSelected(at index: Int)
}

/// What the list presenter asks the use case to do (presenter → interactor).
@MainActor
protocol FavouritesInteractorInput: AnyObject {
  /// Fetches the drivers, then reads the stars, and reports them.
  func loadFavourites()
  /// Reports the listed driver at `index` (0-based) as selected; ignores other indices.
  func selectDriver(at index: Int)
  /// Records a star the detail module saved, and reports the list again.
  func favouriteDidChange(_ isFavourite: Bool, number: Int)
}

/// What the list use case reports back (interactor → presenter).
@MainActor
protocol FavouritesInteractorOutput: AnyObject {
  func didLoad(favourites: FavouriteDrivers)
  func didFailToLoadDrivers(with error: ServiceError)
  func didFailToLoadFavourites(with error: StoreError)
  func didSelect(driver: Driver, isFavourite: Bool)
}

/// Where the list can go (presenter → router).
@MainActor
protocol FavouritesRouterInterface: AnyObject {
  /// Assembles the detail module for `driver`, pushes it and waits until it has loaded.
  func presentDetail(for driver: Driver, isFavourite: Bool, delegate: any FavouriteDetailModuleDelegate)
}
