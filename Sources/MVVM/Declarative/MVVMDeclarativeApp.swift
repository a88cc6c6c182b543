// The composition root of MVVM's declarative views.
//
// Shared: every view model. Each `…Screen` reads the same `@Observable` view model as the
// imperative `…View` — its outputs in `body`, so the hosting screen draws it again when an
// output it read changes — and calls the same inputs: typing through a Binding whose setter is
// the input, `.onAppear` for `viewDidLoad()`, buttons and `.refreshable` for the rest.
// New: where a feature navigates, the imperative coordinator pushes and presents views through
// the window, which a declarative view never does. So its declarative counterpart is a small
// `@Observable` object that answers the same coordinating protocol the view models already
// call, and keeps the navigation as state instead: `NewsStackCoordinator` and
// `FavouritesStackCoordinator` own a path that a `NavigationStack` follows,
// `TodosSheetCoordinator` owns the item of the Add screen's `.sheet`. The view models cannot tell
// the two coordinators apart. The window keeps the hosting screen, the screen its coordinator,
// and the coordinator the view models; the view models hold it weakly.
import DeclarativeUI
import Domain
import TextUI

/// Starts any MVVM feature with its declarative views.
@MainActor
package enum MVVMDeclarativeApp {
  /// Shows the users list; returns when it has loaded.
  package static func startUsers(service: any UserService, in window: Window) async {
    await window.setRoot(HostingScreen(UsersScreen(viewModel: UsersViewModel(service: service)), in: window))
  }

  /// Shows the drivers list; returns when it has loaded.
  package static func startDrivers(service: any DriverService, in window: Window) async {
    await window.setRoot(HostingScreen(DriversScreen(viewModel: DriversViewModel(service: service)), in: window))
  }

  /// Shows the news list in a navigation stack whose path a ``NewsStackCoordinator`` owns;
  /// returns when the list has loaded.
  package static func startNews(service: any NewsService, in window: Window) async {
    let coordinator = NewsStackCoordinator(service: service)
    await window.setRoot(HostingScreen(NewsScreen(coordinator: coordinator), in: window))
  }

  /// Shows the upcoming list, with the Add screen as a sheet whose item a
  /// ``TodosSheetCoordinator`` owns; returns when the list has loaded.
  package static func startTodos(store: any TodoStore, schedule: UpcomingSchedule, in window: Window) async {
    let coordinator = TodosSheetCoordinator(store: store, schedule: schedule)
    await window.setRoot(HostingScreen(TodosScreen(coordinator: coordinator), in: window))
  }

  /// Shows the melodies; returns when they have loaded.
  package static func startMelodies(service: any MelodyService, network: any NetworkSwitching, in window: Window) async
  {
    let viewModel = MelodiesViewModel(service: service, network: network)
    await window.setRoot(HostingScreen(MelodiesScreen(viewModel: viewModel), in: window))
  }
}
