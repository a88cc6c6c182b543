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

/// Builds the favourites view models and views, moves between them, and hands the list each
/// star the detail saved: the "C" of MVVM+C.
///
/// The window keeps the coordinator alive; the coordinator holds the window and the list view
/// model weakly and the view models hold the coordinator weakly, so closing the window frees all.
@MainActor
final class FavouritesCoordinator: FavouritesCoordinating {
  private weak var window: Window?
  private weak var listViewModel: (any FavouritesViewModelType)?
  private let service: any DriverService
  private let store: any FavouritesStore

  /// - Parameters:
  ///   - window: where the screens are shown; held weakly.
  ///   - service: where the drivers come from.
  ///   - store: where the stars are kept.
  init(window: Window, service: any DriverService, store: any FavouritesStore) {
    self.window = window
    self.service = service
    self.store = store
  }

  /// Shows the favourites list as the window's root; returns when it has loaded.
  func start() async {
    let viewModel = FavouritesViewModel(service: service, store: store, coordinator: self)
    listViewModel = viewModel
    await window?.setRoot(FavouritesView(viewModel: viewModel))
  }

  func showDetail(of driver: Driver, isFavourite: Bool) {
    Trace.message(
      from: "ViewModel", to: "Coordinator", "showDetail(of: \(literal: driver.fullName), isFavourite: \(isFavourite))")
    let viewModel = FavouriteDetailViewModel(driver: driver, isFavourite: isFavourite, store: store, coordinator: self)
    window?.push(FavouriteDetailView(viewModel: viewModel))
  }

  func favouriteDidChange(_ isFavourite: Bool, number: Int) {
    Trace.message(from: "ViewModel", to: "Coordinator", "favouriteDidChange(\(isFavourite), number: \(number))")
    Trace.message(from: "Coordinator", to: "ViewModel", "favouriteChanged(\(isFavourite), number: \(number))")
    listViewModel?.inputs.favouriteChanged(isFavourite, number: number)
  }

  func closeDetail() {
    Trace.message(from: "ViewModel", to: "Coordinator", "closeDetail()")
    window?.pop()
  }
}
