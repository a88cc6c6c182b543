// UDF — unidirectional data flow, the family of Elm's architecture, Redux, Android's MVI and
// Point-Free's Composable Architecture (TCA): one store per screen holds the state as a value;
// views send actions; a pure reducer changes the state and returns effects, which run the
// services and send their answers back as actions.
//
// Core/ holds the machinery every feature shares (Store, Reducer, Effect), written for the kit
// with no packages; each feature folder holds its reducer (`…Feature.swift`: State, Action,
// reduce) and its views. This file is the composition root: it makes each feature's store and
// shows its view in a window.
import Domain
import TextUI

/// Starts any UDF feature in a window.
@MainActor
package enum UDFApp {
  package static func startUsers(service: any UserService, in window: Window) async {
    let store = Store(initialState: UsersFeature.State(), reducer: UsersFeature(service: service))
    await window.setRoot(UsersView(store: store))
  }

  package static func startDrivers(service: any DriverService, in window: Window) async {
    let store = Store(initialState: DriversFeature.State(), reducer: DriversFeature(service: service))
    await window.setRoot(DriversView(store: store))
  }

  package static func startTodos(store: any TodoStore, schedule: UpcomingSchedule, in window: Window) async {
    let reducer = TodosFeature(store: store, schedule: schedule)
    await window.setRoot(
      TodoListView(store: Store(initialState: TodosFeature.State(), reducer: reducer), window: window))
  }

  package static func startNews(service: any NewsService, in window: Window) async {
    let store = Store(initialState: NewsFeature.State(), reducer: NewsFeature(service: service))
    await window.setRoot(NewsListView(store: store, window: window))
  }

  package static func startFavourites(drivers: any DriverService, store: any FavouritesStore, in window: Window) async {
    let feature = FavouritesFeature(service: drivers, favouritesStore: store)
    await window.setRoot(
      FavouritesView(store: Store(initialState: FavouritesFeature.State(), reducer: feature), window: window))
  }

  /// The screen starts with the switch as it finds it; from then on the reducer's effects flip it.
  package static func startMelodies(service: any MelodyService, network: any NetworkSwitching, in window: Window) async
  {
    let store = Store(
      initialState: MelodiesFeature.State(isOnline: network.isOnline),
      reducer: MelodiesFeature(service: service, network: network))
    await window.setRoot(MelodiesView(store: store))
  }
}
