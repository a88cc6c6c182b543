/// What a ``FavouriteDetailViewController`` tells the controller that pushed it.
///
/// The delegate is held weakly, as in UIKit.
@MainActor
protocol FavouriteDetailViewControllerDelegate: AnyObject {
  /// The store saved the driver's new star.
  ///
  /// - Parameters:
  ///   - controller: the detail's controller; its `driver` is the one starred.
  ///   - isFavourite: whether the driver is a favourite now.
  func favouriteDetailViewController(_ controller: FavouriteDetailViewController, didSetFavourite isFavourite: Bool)
}
