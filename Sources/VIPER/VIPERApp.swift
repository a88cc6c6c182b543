// VIPER — View, Interactor, Presenter, Entity, Router, one protocol per direction.
//
// Each feature folder holds, per module: the direction protocols (…Protocols.swift), the view
// (a TextUI Screen), the presenter, the interactor (the use case) and the router, whose
// `assembleModule` is the module's one composition root. Entities are Domain's types. Each view
// owns its presenter, which owns its interactor and router; every reference back is weak, so
// closing the window frees every module. This file only shows each feature's first module.
//
// Every message that crosses a role boundary reports itself with `Trace.message`, sent by the
// caller just before the call (and a service's answer as the interactor gets it); run
// `archdemo run --pattern viper <feature> --trace` to watch them.
import Domain
import TextUI

/// Starts any VIPER feature in a window.
@MainActor
public enum VIPERApp {
  public static func startUsers(service: any UserService, in window: Window) async {
    await window.setRoot(UsersRouter.assembleModule(service: service))
  }

  public static func startDrivers(service: any DriverService, in window: Window) async {
    await window.setRoot(DriversRouter.assembleModule(service: service))
  }

  public static func startNews(service: any NewsService, in window: Window) async {
    await window.setRoot(NewsListRouter.assembleModule(service: service, window: window))
  }

  public static func startTodos(store: any TodoStore, schedule: UpcomingSchedule, in window: Window) async {
    await window.setRoot(TodoListRouter.assembleModule(store: store, schedule: schedule, window: window))
  }

  public static func startMelodies(service: any MelodyService, network: any NetworkSwitching, in window: Window) async {
    await window.setRoot(MelodiesRouter.assembleModule(service: service, network: network))
  }
}
