// The composition root of UDF's declarative views.
//
// Shared: every reducer and the Store. Each `…Screen` is TCA's shape: it reads the same store's
// state in `body` and sends the same actions as the imperative `…View` (typing through a Binding
// whose setter sends an action, `.onAppear` for `.viewDidLoad`). For the hosting screen to draw
// it again, the store's state is observable (Observation): the one change to the shared code,
// in Core/Store.swift, beside the watchers the imperative views and NavigationFollower use.
// New: navigation bindings instead of NavigationFollower. The state already names the pushed
// or presented screen (news' and favourites' `detail`, the to-do list's `addTodo`), so a
// `NavigationStack`'s path and a `.sheet`'s item are derived from it, and their setters send
// the action that closes the screen (`.detail(.backTapped)`, `.addTodo(.cancelTapped)`); the
// pushed or presented screen runs on a store scoped to that state. No reducer changed.
import DeclarativeUI
import Domain
import TextUI

/// Starts any UDF feature with its declarative views.
@MainActor
package enum UDFDeclarativeApp {
  /// Shows the users list; returns when it has loaded.
  package static func startUsers(service: any UserService, in window: Window) async {
    let store = Store(initialState: UsersFeature.State(), reducer: UsersFeature(service: service))
    await window.setRoot(HostingScreen(UsersScreen(store: store), in: window))
  }

  /// Shows the drivers list; returns when it has loaded.
  package static func startDrivers(service: any DriverService, in window: Window) async {
    let store = Store(initialState: DriversFeature.State(), reducer: DriversFeature(service: service))
    await window.setRoot(HostingScreen(DriversScreen(store: store), in: window))
  }

  /// Shows the news list in a navigation stack that follows the store's `detail`; returns when
  /// the list has loaded.
  package static func startNews(service: any NewsService, in window: Window) async {
    let store = Store(initialState: NewsFeature.State(), reducer: NewsFeature(service: service))
    await window.setRoot(HostingScreen(NewsScreen(store: store), in: window))
  }

  /// Shows the upcoming list, with the Add screen as a sheet that follows the store's `addTodo`;
  /// returns when the list has loaded.
  package static func startTodos(store: any TodoStore, schedule: UpcomingSchedule, in window: Window) async {
    let reducer = TodosFeature(store: store, schedule: schedule)
    let store = Store(initialState: TodosFeature.State(), reducer: reducer)
    await window.setRoot(HostingScreen(TodosScreen(store: store), in: window))
  }

  /// Shows the melodies, starting with the switch as it finds it; returns when they have loaded.
  package static func startMelodies(service: any MelodyService, network: any NetworkSwitching, in window: Window) async
  {
    let store = Store(
      initialState: MelodiesFeature.State(isOnline: network.isOnline),
      reducer: MelodiesFeature(service: service, network: network))
    await window.setRoot(HostingScreen(MelodiesScreen(store: store), in: window))
  }
}
