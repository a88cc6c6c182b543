// MVP · favourites — drivers with a star; a detail screen stars one and a store keeps it (MVP+C).
//
// Start with FavouritesPresenter: it fetches the drivers, reads the stars from the store and
// keeps both in Domain's FavouriteDrivers, which lists the favourites first. Selecting a row
// goes through FavouritesCoordinator, which pushes the detail; FavouriteDetailPresenter saves
// the new star and tells the coordinator, which hands it to the list presenter. `--trace`
// reports each presenter call where it lands: at the start of a view or coordinator method.
import Domain

/// One formatted row of the favourites list: the star and name, then number and team.
struct FavouriteRowViewData: Equatable, Sendable {
  var title: String
  var detail: String
}

/// What the favourites list presenter can tell its view.
@MainActor
protocol FavouritesViewInterface: ListViewInterface {
  func show(favourites: [FavouriteRowViewData])
}

/// What the driver detail presenter can tell its view.
@MainActor
protocol FavouriteDetailViewInterface: AnyObject {
  /// Shows the driver's fields, label and value; an alert on screen goes.
  func show(fields: [FieldViewData])
  /// Shows an alert above the fields, which stay.
  func showError(title: String, message: String)
}

/// One labelled value of the driver detail.
struct FieldViewData: Equatable, Sendable {
  var label: String
  var value: String
}

/// Where the favourites presenters navigate; the coordinator implements it.
@MainActor
protocol FavouritesCoordinating: AnyObject {
  func showDetail(of driver: Driver, isFavourite: Bool)
  /// The detail saved the star of the driver with car number `number`.
  func favouriteDidChange(_ isFavourite: Bool, number: Int)
  func closeDetail()
}
