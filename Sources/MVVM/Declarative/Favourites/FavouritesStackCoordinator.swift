import Domain
import Observation
import Tracing

/// Where the declarative favourites screens navigate: an `@Observable` object that owns the
/// navigation path instead of pushing screens itself, the "C" of MVVM+C as SwiftUI writes it.
///
/// It answers the same ``FavouritesCoordinating`` calls as `FavouritesCoordinator`, so the view
/// models are the imperative views' own: `showDetail(of:isFavourite:)` builds the detail's view
/// model and appends it to ``path``, `closeDetail()` removes it, and a saved star goes to the
/// list's view model as an input.
@MainActor
@Observable
final class FavouritesStackCoordinator: FavouritesCoordinating {
  /// The drivers pushed over the list, bottom first.
  private(set) var path: [FavouriteDetailRoute] = []
  /// The list's view model, made with this coordinator as its navigation.
  @ObservationIgnored private(set) lazy var listViewModel = FavouritesViewModel(
    service: service, store: store, coordinator: self)
  @ObservationIgnored private let service: any DriverService
  @ObservationIgnored private let store: any FavouritesStore

  /// - Parameters:
  ///   - service: where the drivers come from.
  ///   - store: where the stars are kept.
  init(service: any DriverService, store: any FavouritesStore) {
    self.service = service
    self.store = store
  }

  func showDetail(of driver: Driver, isFavourite: Bool) {
    Trace.message(
      from: "ViewModel", to: "Coordinator", "showDetail(of: \(literal: driver.fullName), isFavourite: \(isFavourite))")
    let viewModel = FavouriteDetailViewModel(driver: driver, isFavourite: isFavourite, store: store, coordinator: self)
    path.append(FavouriteDetailRoute(viewModel: viewModel))
  }

  func favouriteDidChange(_ isFavourite: Bool, number: Int) {
    Trace.message(from: "ViewModel", to: "Coordinator", "favouriteDidChange(\(isFavourite), number: \(number))")
    Trace.message(from: "Coordinator", to: "ViewModel", "favouriteChanged(\(isFavourite), number: \(number))")
    listViewModel.inputs.favouriteChanged(isFavourite, number: number)
  }

  func closeDetail() {
    Trace.message(from: "ViewModel", to: "Coordinator", "closeDetail()")
    path.removeLast()
  }
}

/// A pushed driver: its detail's view model, told apart from another by identity.
struct FavouriteDetailRoute: Hashable {
  /// The view model the detail screen reads and tells.
  let viewModel: FavouriteDetailViewModel

  static func == (lhs: FavouriteDetailRoute, rhs: FavouriteDetailRoute) -> Bool {
    lhs.viewModel === rhs.viewModel
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(viewModel))
  }
}
