// MVC in the declarative views: what becomes of the controller.
//
// In the imperative views each `…ViewController` is the screen: it owns its text view and table,
// calls the services, formats the rows, keeps and cancels its tasks and pushes or presents the
// next controller through its window. A SwiftUI view is a value that is drawn again whenever
// what it reads changes; it owns no controller and cannot be one. So the controller splits, as
// SwiftUI's MVC practitioners split it: the state and the calls to services move into an
// `@Observable` controller object (`DriversController`, …), which formats the rows as the
// imperative controller does, from Domain's rules, and keeps the same tasks (a newer load
// cancels the older, the controller's end cancels the last); the value view (`DriversScreen`,
// …) reads that object in its body and calls it for the user's events. Navigation becomes state
// the controller holds: a path (the news and favourites lists' `path`, which `NavigationStack`
// follows) or a sheet's item (the to-do list's `addTodo`), and `back` writes the path. The
// controllers tell each other what happened through delegates, as in UIKit.
//
// Why the logic is not shared: the imperative controllers are views (each conforms to the
// window's screen protocol, owns a text view and sets its properties, and navigates through
// the window), so a value view cannot use one without using the old screen. MVC has no logic
// role apart from its views to share, which is the pattern's lesson; the second controller
// sits beside the first, and what both need is Domain's.
//
// This file is the composition root: it makes each feature's controller and shows its screen
// in a `HostingScreen`.
import DeclarativeUI
import Domain
import TextUI

/// Starts any MVC feature with its declarative views.
@MainActor
package enum MVCDeclarativeApp {
  /// Shows the users list in `window` and returns when its first load has settled.
  package static func startUsers(service: any UserService, in window: Window) async {
    let controller = UsersController(service: service)
    await window.setRoot(HostingScreen(UsersScreen(controller: controller), in: window))
  }

  /// Shows the drivers list in `window` and returns when its first load has settled.
  package static func startDrivers(service: any DriverService, in window: Window) async {
    let controller = DriversController(service: service)
    await window.setRoot(HostingScreen(DriversScreen(controller: controller), in: window))
  }

  /// Shows the news list in `window`; the list's controller holds the articles it pushes.
  package static func startNews(service: any NewsService, in window: Window) async {
    let controller = NewsListController(service: service)
    await window.setRoot(HostingScreen(NewsListScreen(controller: controller), in: window))
  }

  /// Shows the upcoming to-dos in `window`; the list's controller holds the Add screen's.
  package static func startTodos(store: any TodoStore, schedule: UpcomingSchedule, in window: Window) async {
    let controller = TodoListController(store: store, schedule: schedule)
    await window.setRoot(HostingScreen(TodoListScreen(controller: controller), in: window))
  }

  /// Shows the melodies list in `window`, with `network` as its online/offline switch.
  package static func startMelodies(service: any MelodyService, network: any NetworkSwitching, in window: Window) async
  {
    let controller = MelodiesController(service: service, network: network)
    await window.setRoot(HostingScreen(MelodiesScreen(controller: controller), in: window))
  }
}
