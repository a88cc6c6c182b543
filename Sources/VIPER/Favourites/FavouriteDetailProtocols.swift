// VIPER · favourites, detail module — one driver and its star, saved through the store.
//
// FavouritesRouter assembles this module through FavouriteDetailRouter.assembleModule, handing
// it the selected driver (the entity), whether it is starred, and the module delegate to tell.
// FavouriteDetailInteractor saves the new star; FavouriteDetailPresenter formats the fields,
// shows the alert when the store fails, and tells the delegate when it saved.
import Domain

/// What the detail module tells the module that pushed it.
@MainActor
protocol FavouriteDetailModuleDelegate: AnyObject {
  /// The store saved the star of the driver with car number `number`.
  func favouriteDetailModuleDidSetFavourite(_ isFavourite: Bool, number: Int)
}

/// One labelled value of the driver detail.
struct FieldDisplayItem: Equatable, Sendable {
  var label: String
  var value: String
}

/// What the detail presenter tells its view (presenter → view).
@MainActor
protocol FavouriteDetailViewInterface: AnyObject {
  /// Shows the fields; an alert on screen goes.
  func show(fields: [FieldDisplayItem])
  /// Shows an alert above the fields, which stay.
  func showError(title: String, message: String)
}

/// What the detail view tells its presenter (view → presenter).
@MainActor
protocol FavouriteDetailPresenterInterface: AnyObject {
  func viewDidLoad()
  func starTapped()
  func backTapped()
}

/// What the detail presenter asks the use case to do (presenter → interactor).
@MainActor
protocol FavouriteDetailInteractorInput: AnyObject {
  /// Reports the driver this module shows, and its star.
  func loadDriver()
  /// Saves the opposite star to the store, and reports the outcome.
  func toggleFavourite()
}

/// What the detail use case reports back (interactor → presenter).
@MainActor
protocol FavouriteDetailInteractorOutput: AnyObject {
  func didLoad(driver: Driver, isFavourite: Bool)
  func didSetFavourite(_ isFavourite: Bool, driver: Driver)
  func didFailToSaveFavourite(with error: StoreError)
}

/// Where the detail can go (presenter → router).
@MainActor
protocol FavouriteDetailRouterInterface: AnyObject {
  /// Pops the detail, back to the list.
  func dismissDetail()
}
