import Domain

@testable import MVVM

/// Records where the favourites view models asked to go.
@MainActor
final class FavouritesCoordinatorSpy: FavouritesCoordinating {
  private(set) var shownDrivers: [Driver] = []
  private(set) var changes: [Int: Bool] = [:]
  private(set) var closeCount = 0

  func showDetail(of driver: Driver, isFavourite: Bool) async { shownDrivers.append(driver) }
  func favouriteDidChange(_ isFavourite: Bool, number: Int) { changes[number] = isFavourite }
  func closeDetail() { closeCount += 1 }
}
