/// What a ``FavouriteDetailController`` tells the controller that pushed its screen.
///
/// The delegate is held weakly.
@MainActor
protocol FavouriteDetailControllerDelegate: AnyObject {
  /// The store saved the driver's new star.
  ///
  /// - Parameters:
  ///   - controller: the detail's controller; its `driver` is the one starred.
  ///   - isFavourite: whether the driver is a favourite now.
  func favouriteDetailController(_ controller: FavouriteDetailController, didSetFavourite isFavourite: Bool)
}
