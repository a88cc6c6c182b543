// MVVM — Model, View, ViewModel, with a coordinator where a feature navigates.
//
// Each feature folder holds: the view model's inputs/outputs protocols and view data
// (`…ViewModelType.swift`), the `@Observable` view model, the view (a TextUI screen that binds
// to the outputs through Binding/DrawCycle), and, where the feature navigates, its coordinator.
// This file is the composition root: it wires each feature and shows it in a window.
import Domain
import TextUI

/// Starts any MVVM feature in a window.
@MainActor
package enum MVVMApp {
  package static func startUsers(service: any UserService, in window: Window) async {
    await window.setRoot(UsersView(viewModel: UsersViewModel(service: service)))
  }

  package static func startDrivers(service: any DriverService, in window: Window) async {
    await window.setRoot(DriversView(viewModel: DriversViewModel(service: service)))
  }

  package static func startNews(service: any NewsService, in window: Window) async {
    let coordinator = NewsCoordinator(window: window, service: service)
    window.keepAlive(coordinator)
    await coordinator.start()
  }

  package static func startTodos(store: any TodoStore, schedule: UpcomingSchedule, in window: Window) async {
    let coordinator = TodosCoordinator(window: window, store: store, schedule: schedule)
    window.keepAlive(coordinator)
    await coordinator.start()
  }

  package static func startMelodies(service: any MelodyService, network: any NetworkSwitching, in window: Window) async
  {
    let viewModel = MelodiesViewModel(service: service, network: network)
    await window.setRoot(MelodiesView(viewModel: viewModel))
  }

  package static func startFavourites(drivers: any DriverService, store: any FavouritesStore, in window: Window) async {
    let coordinator = FavouritesCoordinator(window: window, service: drivers, store: store)
    window.keepAlive(coordinator)
    await coordinator.start()
  }
}
