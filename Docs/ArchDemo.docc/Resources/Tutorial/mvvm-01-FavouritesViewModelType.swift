// MVVM · favourites — drivers with a star; a detail screen stars one and a store keeps it (MVVM+C).
//
// Start with FavouritesViewModel: it fetches the drivers, reads the stars from the store and
// keeps both in Domain's FavouriteDrivers, which lists the favourites first. Selecting a row
// is an input; FavouritesCoordinator builds the detail view model and view and pushes them.
// FavouriteDetailViewModel saves the new star and tells the coordinator, which hands it to the
// list as an input, so view models never create each other and views never navigate.
import Domain

/// One formatted row of the favourites list: the star and name, then number and team.
struct FavouriteRowViewData: Equatable, Sendable {
  var title: String
  var detail: String
}

/// What the favourites list view tells its view model: past-tense events.
@MainActor
protocol FavouritesViewModelInputs: AnyObject {
  /// The screen loaded: starts loading the drivers and their stars.
  func viewDidLoad()
  /// The user asked for the list again: starts a load, cancelling the one still out.
  func refreshRequested()
  /// The row at the 0-based `index` was selected: its detail is pushed.
  func rowSelected(at index: Int)
  /// The detail saved the star of the driver with car number `number`.
  func favouriteChanged(_ isFavourite: Bool, number: Int)
}

/// What the favourites list view shows: observable, formatted view facts.
@MainActor
protocol FavouritesViewModelOutputs: AnyObject {
  var rows: [FavouriteRowViewData] { get }
  var isLoading: Bool { get }
  var emptyMessage: String? { get }
  var errorAlert: AlertViewData? { get }
}

/// A favourites list view model, seen through its two faces.
@MainActor
protocol FavouritesViewModelType: AnyObject {
  var inputs: any FavouritesViewModelInputs { get }
  var outputs: any FavouritesViewModelOutputs { get }
}
