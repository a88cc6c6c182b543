// The composition root of MVVM's declarative views: each feature shown by a DeclarativeUI view in
// a HostingScreen, over the same logic roles as the imperative views where the pattern allows.
import DeclarativeUI
import Domain
import TextUI

/// Starts any MVVM feature with its declarative views.
@MainActor
package enum MVVMDeclarativeApp {
  package static func startUsers(service: any UserService, in window: Window) async {
    await MVVMApp.startUsers(service: service, in: window)
  }

  package static func startDrivers(service: any DriverService, in window: Window) async {
    await MVVMApp.startDrivers(service: service, in: window)
  }

  package static func startNews(service: any NewsService, in window: Window) async {
    await MVVMApp.startNews(service: service, in: window)
  }

  package static func startTodos(store: any TodoStore, schedule: UpcomingSchedule, in window: Window) async {
    await MVVMApp.startTodos(store: store, schedule: schedule, in: window)
  }

  package static func startMelodies(service: any MelodyService, network: any NetworkSwitching, in window: Window) async
  {
    await MVVMApp.startMelodies(service: service, network: network, in: window)
  }
}
