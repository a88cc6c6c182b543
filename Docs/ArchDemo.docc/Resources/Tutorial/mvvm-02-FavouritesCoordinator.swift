import Domain
import TextUI
import Tracing

/// Where the favourites view models navigate; the coordinator implements it.
@MainActor
protocol FavouritesCoordinating: AnyObject {
  /// Pushes a detail screen for `driver`.
  func showDetail(of driver: Driver, isFavourite: Bool)
  /// The detail saved the star of the driver with car number `number`.
  func favouriteDidChange(_ isFavourite: Bool, number: Int)
  /// Goes back from the detail screen to the list.
  func closeDetail()
}
