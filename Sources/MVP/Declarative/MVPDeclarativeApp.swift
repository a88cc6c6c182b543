// The composition root of MVP's declarative views: each feature shown by a DeclarativeUI view in
// a HostingScreen, over the same logic roles as the imperative views where the pattern allows.
import DeclarativeUI
import Domain
import TextUI

/// Starts any MVP feature with its declarative views.
@MainActor
package enum MVPDeclarativeApp {
  package static func startUsers(service: any UserService, in window: Window) async {
    await MVPApp.startUsers(service: service, in: window)
  }

  package static func startDrivers(service: any DriverService, in window: Window) async {
    await MVPApp.startDrivers(service: service, in: window)
  }

  package static func startNews(service: any NewsService, in window: Window) async {
    await MVPApp.startNews(service: service, in: window)
  }

  package static func startTodos(store: any TodoStore, schedule: UpcomingSchedule, in window: Window) async {
    await MVPApp.startTodos(store: store, schedule: schedule, in: window)
  }

  package static func startMelodies(service: any MelodyService, network: any NetworkSwitching, in window: Window) async
  {
    await MVPApp.startMelodies(service: service, network: network, in: window)
  }
}
