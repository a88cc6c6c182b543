// VIPER · tracing the favourites list module — its presenter ↔ interactor ↔ router seams.
//
// FavouritesRouter.assembleModule wires these decorators where no view stands to report the
// messages: each reports the call it receives to `--trace`, then forwards it. What the detail
// module tells the list is traced in FavouriteDetailModule+Trace.swift.
import Domain
import Tracing

/// The presenter's interactor: reports each request, then forwards it to the interactor.
///
/// The presenter holds it strongly and it keeps ``output``, which the interactor holds weakly.
@MainActor
final class ReportingFavouritesInteractor: FavouritesInteractorInput {
  /// The interactor the requests go to.
  let interactor: any FavouritesInteractorInput
  /// The decorator the interactor reports to, which forwards to the presenter.
  let output = ReportingFavouritesInteractorOutput()

  init(_ interactor: any FavouritesInteractorInput) {
    self.interactor = interactor
  }

  func loadFavourites() {
    Trace.message(from: "Presenter", to: "Interactor", "loadFavourites()")
    interactor.loadFavourites()
  }

  func selectDriver(at index: Int) {
    Trace.message(from: "Presenter", to: "Interactor", "selectDriver(at: \(index))")
    interactor.selectDriver(at: index)
  }

  func favouriteDidChange(_ isFavourite: Bool, number: Int) {
    Trace.message(from: "Presenter", to: "Interactor", "favouriteDidChange(\(isFavourite), number: \(number))")
    interactor.favouriteDidChange(isFavourite, number: number)
  }
}

/// The interactor's output: reports each outcome, then forwards it to the presenter.
@MainActor
final class ReportingFavouritesInteractorOutput: FavouritesInteractorOutput {
  /// The presenter the outcomes go to; it owns this decorator's owner, so this reference is weak.
  weak var presenter: (any FavouritesInteractorOutput)?

  func didLoad(favourites: FavouriteDrivers) {
    Trace.message(
      from: "Interactor", to: "Presenter",
      "didLoad(favourites: \(favourites.favourites.count) of \(favourites.drivers.count))")
    presenter?.didLoad(favourites: favourites)
  }

  func didFailToLoadDrivers(with error: ServiceError) {
    Trace.message(from: "Interactor", to: "Presenter", "didFailToLoadDrivers(with: .\(error))")
    presenter?.didFailToLoadDrivers(with: error)
  }

  func didFailToLoadFavourites(with error: StoreError) {
    Trace.message(from: "Interactor", to: "Presenter", "didFailToLoadFavourites(with: .\(error))")
    presenter?.didFailToLoadFavourites(with: error)
  }

  func didSelect(driver: Driver, isFavourite: Bool) {
    Trace.message(from: "Interactor", to: "Presenter", "didSelect(driver: \(literal: driver.fullName))")
    presenter?.didSelect(driver: driver, isFavourite: isFavourite)
  }
}

/// The presenter's router: reports each route, then forwards it to the router.
@MainActor
final class ReportingFavouritesRouter: FavouritesRouterInterface {
  /// The router the routes go to.
  let router: any FavouritesRouterInterface

  init(_ router: any FavouritesRouterInterface) {
    self.router = router
  }

  func presentDetail(for driver: Driver, isFavourite: Bool, delegate: any FavouriteDetailModuleDelegate) {
    Trace.message(from: "Presenter", to: "Router", "presentDetail(for: \(literal: driver.fullName))")
    router.presentDetail(for: driver, isFavourite: isFavourite, delegate: delegate)
  }
}
