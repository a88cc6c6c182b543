// VIPER — View, Interactor, Presenter, Entity, Router, one protocol per direction.
//
// Each feature folder holds, per module: the direction protocols (…Protocols.swift), the view
// (a TextUI Screen), the presenter, the interactor (the use case) and the router, whose
// `assembleModule` is the module's one composition root. Entities are Domain's types. Each view
// owns its presenter, which owns its interactor and router; every reference back is weak, so
// closing the window frees every module. This file only shows each feature's first module;
// Shared/ holds what every list view has in common, Tracing/ the decorators that report the
// messages between a module's roles.
//
// `--trace` is reported at the edges: the window reports navigation, each view the events it
// forwards (in its action handlers) and the presenter's calls on it, and where two roles meet
// with no edge object between them (presenter and interactor, presenter and router, one module
// and another) each module's assembleModule wires a decorator that reports the call, then
// forwards it (Tracing/); no interactor, presenter or router mentions tracing. Run
// `archdemo run --pattern viper <feature> --trace` to watch them.
import Domain
import TextUI

/// Starts any VIPER feature in a window: the composition root the harness reaches.
@MainActor
package enum VIPERApp {
  package static func startUsers(service: any UserService, in window: Window) async {
    await window.setRoot(UsersRouter.assembleModule(service: service))
  }

  package static func startDrivers(service: any DriverService, in window: Window) async {
    await window.setRoot(DriversRouter.assembleModule(service: service))
  }

  package static func startNews(service: any NewsService, in window: Window) async {
    await window.setRoot(NewsListRouter.assembleModule(service: service, window: window))
  }

  package static func startTodos(store: any TodoStore, schedule: UpcomingSchedule, in window: Window) async {
    await window.setRoot(TodoListRouter.assembleModule(store: store, schedule: schedule, window: window))
  }

  package static func startMelodies(
    service: any MelodyService, network: any NetworkSwitching, in window: Window
  ) async {
    await window.setRoot(MelodiesRouter.assembleModule(service: service, network: network))
  }

  package static func startFavourites(drivers: any DriverService, store: any FavouritesStore, in window: Window) async {
    await window.setRoot(FavouritesRouter.assembleModule(service: drivers, store: store, window: window))
  }
}
