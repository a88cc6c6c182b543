import Domain

@testable import MVVM

/// Records where the favourites view models asked to go.
@MainActor
final class FavouritesCoordinatorSpy: FavouritesCoordinating {
  private(set) var shownDrivers: [Driver] = []
  /// Whether each shown driver was handed over as a favourite.
  private(set) var shownAsFavourite: [Bool] = []
  private(set) var changes: [Int: Bool] = [:]
  private(set) var closeCount = 0

  func showDetail(of driver: Driver, isFavourite: Bool) {
    shownDrivers.append(driver)
    shownAsFavourite.append(isFavourite)
  }
  func favouriteDidChange(_ isFavourite: Bool, number: Int) { changes[number] = isFavourite }
  func closeDetail() { closeCount += 1 }
}
