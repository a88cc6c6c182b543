// The composition root of MVC's declarative views: each feature shown by a DeclarativeUI view in
// a HostingScreen, over the same logic roles as the imperative views where the pattern allows.
import DeclarativeUI
import Domain
import TextUI

/// Starts any MVC feature with its declarative views.
@MainActor
package enum MVCDeclarativeApp {
  package static func startUsers(service: any UserService, in window: Window) async {
    await MVCApp.startUsers(service: service, in: window)
  }

  package static func startDrivers(service: any DriverService, in window: Window) async {
    await MVCApp.startDrivers(service: service, in: window)
  }

  package static func startNews(service: any NewsService, in window: Window) async {
    await MVCApp.startNews(service: service, in: window)
  }

  package static func startTodos(store: any TodoStore, schedule: UpcomingSchedule, in window: Window) async {
    await MVCApp.startTodos(store: store, schedule: schedule, in: window)
  }

  package static func startMelodies(service: any MelodyService, network: any NetworkSwitching, in window: Window) async
  {
    await MVCApp.startMelodies(service: service, network: network, in: window)
  }
}
