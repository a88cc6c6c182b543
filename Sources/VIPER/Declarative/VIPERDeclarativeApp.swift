// The composition root of VIPER's declarative views.
//
// Shared with the imperative views: every interactor, presenter, entity (Domain), the direction
// protocols, the reporting decorators of Tracing/ (so `--trace` reports what crosses each
// seam), and the routers that do not navigate or navigate only through another module's
// interface (users, drivers, melodies, the to-do list). New: a SwiftUI view is a value, so it
// cannot be the view a presenter holds weakly and calls. Each module's view is a …ViewState, an
// `@Observable` object conforming to the module's same …ViewInterface, which owns the
// presenter and keeps what it says; the …Screen value reads it in `body` and sends the user's
// events to the presenter. Each module is assembled the same way (`assembleDeclarativeModule`
// beside `assembleModule`, the same decorators wired). Navigation: the imperative routers push,
// pop, present and dismiss through the window, so the routers that do have a second version
// beside them, implementing the same router interface, which writes an `@Observable` navigation
// state instead: a path (news, favourites) that the root screen's `NavigationStack(path:)`
// follows, or a sheet item (the Add to-do module) for `.sheet(item:)`. The root screen owns the
// navigation state; the routers hold it weakly, as the imperative ones hold the window.
import DeclarativeUI
import Domain
import TextUI

/// Starts any VIPER feature with its declarative views.
@MainActor
package enum VIPERDeclarativeApp {
  package static func startUsers(service: any UserService, in window: Window) async {
    let state = UsersRouter.assembleDeclarativeModule(service: service)
    await window.setRoot(HostingScreen(UsersScreen(state: state), in: window))
  }

  package static func startDrivers(service: any DriverService, in window: Window) async {
    let state = DriversRouter.assembleDeclarativeModule(service: service)
    await window.setRoot(HostingScreen(DriversScreen(state: state), in: window))
  }

  package static func startNews(service: any NewsService, in window: Window) async {
    let navigation = NewsNavigation()
    let list = NewsListPathRouter.assembleModule(service: service, navigation: navigation)
    await window.setRoot(HostingScreen(NewsStackScreen(navigation: navigation, list: list), in: window))
  }

  package static func startTodos(store: any TodoStore, schedule: UpcomingSchedule, in window: Window) async {
    let navigation = TodosNavigation()
    let list = TodoListRouter.assembleDeclarativeModule(store: store, schedule: schedule, navigation: navigation)
    await window.setRoot(HostingScreen(TodoListScreen(state: list, navigation: navigation), in: window))
  }

  package static func startMelodies(service: any MelodyService, network: any NetworkSwitching, in window: Window) async
  {
    let state = MelodiesRouter.assembleDeclarativeModule(service: service, network: network)
    await window.setRoot(HostingScreen(MelodiesScreen(state: state), in: window))
  }
}
