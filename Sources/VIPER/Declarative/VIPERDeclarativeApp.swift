// The composition root of VIPER's declarative views: each feature shown by a DeclarativeUI view in
// a HostingScreen, over the same logic roles as the imperative views where the pattern allows.
import DeclarativeUI
import Domain
import TextUI

/// Starts any VIPER feature with its declarative views.
@MainActor
package enum VIPERDeclarativeApp {
  package static func startUsers(service: any UserService, in window: Window) async {
    await VIPERApp.startUsers(service: service, in: window)
  }

  package static func startDrivers(service: any DriverService, in window: Window) async {
    await VIPERApp.startDrivers(service: service, in: window)
  }

  package static func startNews(service: any NewsService, in window: Window) async {
    await VIPERApp.startNews(service: service, in: window)
  }

  package static func startTodos(store: any TodoStore, schedule: UpcomingSchedule, in window: Window) async {
    await VIPERApp.startTodos(store: store, schedule: schedule, in: window)
  }

  package static func startMelodies(service: any MelodyService, network: any NetworkSwitching, in window: Window) async
  {
    await VIPERApp.startMelodies(service: service, network: network, in: window)
  }
}
