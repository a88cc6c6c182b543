// MVP — Model, View, Presenter (passive view), with a coordinator where a feature navigates.
//
// Each feature folder holds: the view protocol and view data, the presenter, the screen (the
// view), and, where the feature navigates, its coordinator; Shared holds what every list view
// has. This file is the composition root: it wires each feature and shows it in a window.
import Domain
import TextUI

/// Starts any MVP feature in a window.
@MainActor
package enum MVPApp {
  package static func startUsers(service: any UserService, in window: Window) async {
    await window.setRoot(UsersView(presenter: UsersPresenter(service: service)))
  }

  package static func startDrivers(service: any DriverService, in window: Window) async {
    await window.setRoot(DriversView(presenter: DriversPresenter(service: service)))
  }

  package static func startNews(service: any NewsService, in window: Window) async {
    let coordinator = NewsCoordinator(window: window, service: service)
    window.keepAlive(coordinator)
    await coordinator.start()
  }

  package static func startTodos(store: any TodoStore, schedule: UpcomingSchedule, in window: Window) async {
    let coordinator = TodosCoordinator(window: window, store: store, schedule: schedule)
    window.keepAlive(coordinator)
    await coordinator.start()
  }

  package static func startMelodies(service: any MelodyService, network: any NetworkSwitching, in window: Window) async
  {
    let presenter = MelodiesPresenter(service: service, network: network)
    await window.setRoot(MelodiesView(presenter: presenter))
  }
}
