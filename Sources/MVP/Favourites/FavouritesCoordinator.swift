import Domain
import TextUI
import Tracing

/// Builds the favourites modules and moves between them, and hands the list presenter each
/// star the detail saved: the "C" of MVP+C.
///
/// The window keeps the coordinator alive; the coordinator holds the window and the list
/// presenter weakly and the presenters hold the coordinator weakly, so closing the window
/// frees everything.
@MainActor
final class FavouritesCoordinator: FavouritesCoordinating {
  private weak var window: Window?
  private weak var listPresenter: FavouritesPresenter?
  private let service: any DriverService
  private let store: any FavouritesStore

  init(window: Window, service: any DriverService, store: any FavouritesStore) {
    self.window = window
    self.service = service
    self.store = store
  }

  func start() async {
    let presenter = FavouritesPresenter(service: service, store: store, coordinator: self)
    listPresenter = presenter
    await window?.setRoot(FavouritesView(presenter: presenter))
  }

  func showDetail(of driver: Driver, isFavourite: Bool) {
    Trace.message(
      from: "Presenter", to: "Coordinator", "showDetail(of: \(literal: driver.fullName), isFavourite: \(isFavourite))")
    let presenter = FavouriteDetailPresenter(driver: driver, isFavourite: isFavourite, store: store, coordinator: self)
    window?.push(FavouriteDetailView(presenter: presenter))
  }

  func favouriteDidChange(_ isFavourite: Bool, number: Int) {
    Trace.message(from: "Presenter", to: "Coordinator", "favouriteDidChange(\(isFavourite), number: \(number))")
    // The list presenter has no edge of its own, so this message is reported where it is sent.
    Trace.message(from: "Coordinator", to: "Presenter", "favouriteChanged(\(isFavourite), number: \(number))")
    listPresenter?.favouriteChanged(isFavourite, number: number)
  }

  func closeDetail() {
    Trace.message(from: "Presenter", to: "Coordinator", "closeDetail()")
    window?.pop()
  }
}
