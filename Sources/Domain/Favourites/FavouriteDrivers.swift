/// The drivers and the ones the user starred: the rules of the `favourites` feature, written once.
///
/// Every pattern keeps one of these where its pattern keeps state — an MVC controller, an MVP
/// presenter, an MVVM view model, a VIPER interactor — and asks it what to list and in which
/// order; the text of each row and field comes from ``DisplayFormat``.
package struct FavouriteDrivers: Equatable, Sendable {
  /// Every driver, in the service's order.
  package private(set) var drivers: [Driver]
  /// The car numbers of the starred drivers.
  package private(set) var favourites: Set<Int>

  /// The empty state's message: a load of zero drivers is an answer, not an error.
  package static let emptyMessage = "No drivers"

  /// Creates the state from what the service and the store answered.
  ///
  /// - Parameters:
  ///   - drivers: every driver, in the service's order.
  ///   - favourites: the starred car numbers; numbers no driver has are kept but never listed.
  package init(drivers: [Driver] = [], favourites: Set<Int> = []) {
    self.drivers = drivers
    self.favourites = favourites
  }

  /// The drivers as the list shows them: the favourites first, then the others, each group in
  /// the service's order.
  package var listed: [Driver] {
    drivers.filter(isFavourite) + drivers.filter { !isFavourite($0) }
  }

  /// Whether `driver` is starred.
  ///
  /// - Parameter driver: a driver.
  /// - Returns: `true` when its car number is a favourite.
  package func isFavourite(_ driver: Driver) -> Bool {
    favourites.contains(driver.number)
  }

  /// Stars the driver with car number `number`, or takes the star away, once the store has saved it.
  ///
  /// - Parameters:
  ///   - isFavourite: whether the driver is a favourite from now on.
  ///   - number: the driver's car number.
  package mutating func setFavourite(_ isFavourite: Bool, number: Int) {
    if isFavourite {
      favourites.insert(number)
    } else {
      favourites.remove(number)
    }
  }
}

extension DisplayFormat {
  /// A driver's row title on the favourites list: `★ Lewis HAMILTON`, or two spaces before the
  /// name when the driver is not starred, so the names line up.
  ///
  /// - Parameters:
  ///   - driver: the driver.
  ///   - isFavourite: whether the driver is starred.
  /// - Returns: the star, or its blank, and the full name.
  package static func favouriteTitle(_ driver: Driver, isFavourite: Bool) -> String {
    (isFavourite ? "★ " : "  ") + driver.fullName
  }

  /// The driver detail's fields, label and value: name, team, car number and the star.
  ///
  /// - Parameters:
  ///   - driver: the driver.
  ///   - isFavourite: whether the driver is starred.
  /// - Returns: `Name`, `Team`, `Number` (`#44`) and `Favourite` (`★ yes` or `no`), in that order.
  package static func favouriteFields(_ driver: Driver, isFavourite: Bool) -> [(label: String, value: String)] {
    [
      ("Name", driver.fullName), ("Team", driver.team), ("Number", "#\(driver.number)"),
      ("Favourite", isFavourite ? "★ yes" : "no"),
    ]
  }
}
