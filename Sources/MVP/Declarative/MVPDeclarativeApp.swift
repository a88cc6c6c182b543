// The composition root of MVP's declarative views.
//
// Shared with the imperative views: every presenter, its view protocol and view data, and
// Domain. New: a SwiftUI view is a value, so it cannot be the passive view a presenter holds
// weakly and calls. Each screen has a …ViewState, an `@Observable` object that conforms to the
// same view protocol as the imperative view, owns the presenter as that view does, and keeps
// what the presenter tells it; the …Screen value reads it in `body` (so it draws again when,
// and only when, the presenter said something new) and sends the user's events to the
// presenter. A lazy list asks the presenter for the rows in view, as the imperative table does.
// Navigation: the imperative coordinators push views through the window, so the features that
// navigate have a second coordinator beside the first, implementing the same …Coordinating
// protocol, which writes state instead: a path (news, favourites) that the root screen's
// `NavigationStack(path:)` follows, or a sheet item (to-dos) for `.sheet(item:)`. The root screen
// holds its coordinator, as a SwiftUI app holds it in `@State`.
import DeclarativeUI
import Domain
import TextUI

/// Starts any MVP feature with its declarative views.
@MainActor
package enum MVPDeclarativeApp {
  package static func startUsers(service: any UserService, in window: Window) async {
    let state = UsersViewState(presenter: UsersPresenter(service: service))
    await window.setRoot(HostingScreen(UsersScreen(state: state), in: window))
  }

  package static func startDrivers(service: any DriverService, in window: Window) async {
    let state = DriversViewState(presenter: DriversPresenter(service: service))
    await window.setRoot(HostingScreen(DriversScreen(state: state), in: window))
  }

  package static func startNews(service: any NewsService, in window: Window) async {
    let coordinator = NewsPathCoordinator(service: service)
    let screen = NewsStackScreen(coordinator: coordinator, list: coordinator.makeList())
    await window.setRoot(HostingScreen(screen, in: window))
  }

  package static func startTodos(store: any TodoStore, schedule: UpcomingSchedule, in window: Window) async {
    let coordinator = TodosSheetCoordinator(store: store, schedule: schedule)
    let screen = TodoListScreen(state: coordinator.makeList(), coordinator: coordinator)
    await window.setRoot(HostingScreen(screen, in: window))
  }

  package static func startMelodies(service: any MelodyService, network: any NetworkSwitching, in window: Window) async
  {
    let state = MelodiesViewState(presenter: MelodiesPresenter(service: service, network: network))
    await window.setRoot(HostingScreen(MelodiesScreen(state: state), in: window))
  }
}
