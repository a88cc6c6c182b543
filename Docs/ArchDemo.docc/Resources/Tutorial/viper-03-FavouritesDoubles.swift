import Domain

@testable import VIPER

/// Records what the favourites list interactor reported.
@MainActor
final class FavouritesInteractorOutputMock: FavouritesInteractorOutput {
  enum Call: Equatable {
    case didLoad(FavouriteDrivers)
    case didFailToLoadDrivers(ServiceError)
    case didFailToLoadFavourites(StoreError)
    case didSelect(Driver, isFavourite: Bool)
  }
  private(set) var calls: [Call] = []

  func didLoad(favourites: FavouriteDrivers) { calls.append(.didLoad(favourites)) }
  func didFailToLoadDrivers(with error: ServiceError) { calls.append(.didFailToLoadDrivers(error)) }
  func didFailToLoadFavourites(with error: StoreError) { calls.append(.didFailToLoadFavourites(error)) }
  func didSelect(driver: Driver, isFavourite: Bool) { calls.append(.didSelect(driver, isFavourite: isFavourite)) }
}

/// Records the requests the favourites list presenter made.
@MainActor
final class FavouritesInteractorMock: FavouritesInteractorInput {
  enum Call: Equatable {
    case load
    case select(Int)
    case favouriteDidChange(Bool, number: Int)
  }
  private(set) var calls: [Call] = []

  func loadFavourites() { calls.append(.load) }
  func selectDriver(at index: Int) { calls.append(.select(index)) }
  func favouriteDidChange(_ isFavourite: Bool, number: Int) {
    calls.append(.favouriteDidChange(isFavourite, number: number))
  }
}

/// Records where the favourites list presenter navigated.
@MainActor
final class FavouritesRouterMock: FavouritesRouterInterface {
  private(set) var presentedDrivers: [Driver] = []

  func presentDetail(for driver: Driver, isFavourite: Bool, delegate: any FavouriteDetailModuleDelegate) {
    presentedDrivers.append(driver)
  }
}

/// Records what the detail interactor reported.
@MainActor
final class FavouriteDetailInteractorOutputMock: FavouriteDetailInteractorOutput {
  enum Call: Equatable {
    case didLoad(Driver, isFavourite: Bool)
    case didSetFavourite(Bool, Driver)
    case didFailToSave(StoreError)
  }
  private(set) var calls: [Call] = []

  func didLoad(driver: Driver, isFavourite: Bool) { calls.append(.didLoad(driver, isFavourite: isFavourite)) }
  func didSetFavourite(_ isFavourite: Bool, driver: Driver) { calls.append(.didSetFavourite(isFavourite, driver)) }
  func didFailToSaveFavourite(with error: StoreError) { calls.append(.didFailToSave(error)) }
}

/// Records what the detail presenter told its view.
@MainActor
final class FavouriteDetailViewMock: FavouriteDetailViewInterface {
  enum Call: Equatable {
    case show([FieldDisplayItem])
    case showError(title: String, message: String)
  }
  private(set) var calls: [Call] = []

  func show(fields: [FieldDisplayItem]) { calls.append(.show(fields)) }
  func showError(title: String, message: String) { calls.append(.showError(title: title, message: message)) }
}

/// Records what the detail module told the module that pushed it.
@MainActor
final class FavouriteDetailModuleDelegateSpy: FavouriteDetailModuleDelegate {
  private(set) var changes: [Int: Bool] = [:]

  func favouriteDetailModuleDidSetFavourite(_ isFavourite: Bool, number: Int) { changes[number] = isFavourite }
}

/// The list view mock records what the favourites' presenter tells its view, too.
extension ListViewMock: FavouritesViewInterface {}
