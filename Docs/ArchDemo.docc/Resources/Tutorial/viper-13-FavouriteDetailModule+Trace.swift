// VIPER · tracing the driver detail module — its seams inside, and its module delegate.
//
// FavouriteDetailRouter.assembleModule wires these decorators where no view stands to report
// the messages: each reports the call it receives to `--trace`, then forwards it.
import Domain
import Tracing

/// The presenter's interactor: reports each request, then forwards it to the interactor.
///
/// The presenter holds it strongly, and it keeps the decorators the module's weak references
/// point to, which need an owner that lives as long as the presenter: ``output``, which the
/// interactor holds, and ``delegate``, which the presenter holds.
@MainActor
final class ReportingFavouriteDetailInteractor: FavouriteDetailInteractorInput {
  /// The interactor the requests go to.
  let interactor: any FavouriteDetailInteractorInput
  /// The decorator the interactor reports to, which forwards to the presenter.
  let output = ReportingFavouriteDetailInteractorOutput()
  /// The decorator the presenter tells of a saved star, which forwards to the delegate.
  let delegate = ReportingFavouriteDetailModuleDelegate()

  init(_ interactor: any FavouriteDetailInteractorInput) {
    self.interactor = interactor
  }

  func loadDriver() {
    Trace.message(from: "Presenter", to: "Interactor", "loadDriver()")
    interactor.loadDriver()
  }

  func toggleFavourite() {
    Trace.message(from: "Presenter", to: "Interactor", "toggleFavourite()")
    interactor.toggleFavourite()
  }
}

/// The interactor's output: reports each outcome, then forwards it to the presenter.
@MainActor
final class ReportingFavouriteDetailInteractorOutput: FavouriteDetailInteractorOutput {
  /// The presenter the outcomes go to; it owns this decorator's owner, so this reference is weak.
  weak var presenter: (any FavouriteDetailInteractorOutput)?

  func didLoad(driver: Driver, isFavourite: Bool) {
    Trace.message(from: "Interactor", to: "Presenter", "didLoad(driver: \(literal: driver.fullName))")
    presenter?.didLoad(driver: driver, isFavourite: isFavourite)
  }

  func didSetFavourite(_ isFavourite: Bool, driver: Driver) {
    Trace.message(
      from: "Interactor", to: "Presenter", "didSetFavourite(\(isFavourite), driver: \(literal: driver.fullName))")
    presenter?.didSetFavourite(isFavourite, driver: driver)
  }

  func didFailToSaveFavourite(with error: StoreError) {
    Trace.message(from: "Interactor", to: "Presenter", "didFailToSaveFavourite(with: .\(error))")
    presenter?.didFailToSaveFavourite(with: error)
  }
}

/// The module's delegate, as the presenter sees it: reports each saved star, then forwards it.
@MainActor
final class ReportingFavouriteDetailModuleDelegate: FavouriteDetailModuleDelegate {
  /// Who hears of a saved star: the module that pushed this one, held weakly.
  weak var delegate: (any FavouriteDetailModuleDelegate)?

  func favouriteDetailModuleDidSetFavourite(_ isFavourite: Bool, number: Int) {
    Trace.message(
      from: "Presenter", to: "ModuleDelegate", "favouriteDetailModuleDidSetFavourite(\(isFavourite), number: \(number))"
    )
    delegate?.favouriteDetailModuleDidSetFavourite(isFavourite, number: number)
  }
}

/// The presenter's router: reports each route, then forwards it to the router.
@MainActor
final class ReportingFavouriteDetailRouter: FavouriteDetailRouterInterface {
  /// The router the routes go to.
  let router: any FavouriteDetailRouterInterface

  init(_ router: any FavouriteDetailRouterInterface) {
    self.router = router
  }

  func dismissDetail() {
    Trace.message(from: "Presenter", to: "Router", "dismissDetail()")
    router.dismissDetail()
  }
}
