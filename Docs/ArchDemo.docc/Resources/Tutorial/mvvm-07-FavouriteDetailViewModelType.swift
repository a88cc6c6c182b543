import Domain

/// One labelled value of the driver detail.
struct FieldViewData: Equatable, Sendable {
  var label: String
  var value: String
}

/// What the driver detail view tells its view model: past-tense events.
@MainActor
protocol FavouriteDetailViewModelInputs: AnyObject {
  /// The screen appeared; the driver is already stated, so there is nothing to load.
  func viewDidLoad()
  /// The user tapped the star: starts saving the opposite star, unless a save is out.
  func starTapped()
  /// The user went back to the list.
  func backTapped()
}

/// What the driver detail view shows.
@MainActor
protocol FavouriteDetailViewModelOutputs: AnyObject {
  /// Name, team, number and the star, formatted.
  var fields: [FieldViewData] { get }
  /// The alert above the fields when saving failed; the next saved star takes it down.
  var errorAlert: AlertViewData? { get }
}

/// A driver detail view model, seen through its two faces.
@MainActor
protocol FavouriteDetailViewModelType: AnyObject {
  var inputs: any FavouriteDetailViewModelInputs { get }
  var outputs: any FavouriteDetailViewModelOutputs { get }
}
