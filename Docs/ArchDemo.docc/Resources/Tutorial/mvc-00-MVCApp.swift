// MVC — Cocoa MVC: Model (Domain), View (a text view), Controller (owns the view, does the rest).
//
// Each feature folder holds its view controllers, and the text views only that feature has;
// the list screens share one reusable view, ListTextView, as UIKit screens share a table view.
// The controller calls Domain's services, formats what the view shows and pushes or presents
// the next controller itself, through its weak `window`, as a UIKit controller does through
// `navigationController`. This file is the composition root: it builds each feature's first
// controller and shows it.
//
// With `--trace`, every message is reported at an edge, so the controllers' logic holds no
// tracing: each controller's list of actions reports the event it takes (`View → Controller:
// …`) on the line before it calls its method; the window each push, present, pop and dismiss;
// the harness service and store calls and the network switch; the text views each property the
// controller sets on them (`Controller → View: content = .rows(3 rows)`); and the list each
// delegate call from the Add screen, on the first line of the delegate method.
import Domain
import TextUI

/// Starts any MVC feature in a window.
@MainActor
package enum MVCApp {
  /// Shows the users list in `window` and returns when its first load has settled.
  package static func startUsers(service: any UserService, in window: Window) async {
    await window.setRoot(UsersViewController(service: service))
  }

  /// Shows the drivers list in `window` and returns when its first load has settled.
  package static func startDrivers(service: any DriverService, in window: Window) async {
    await window.setRoot(DriversViewController(service: service))
  }

  /// Shows the news list in `window`; the list pushes the detail controller itself.
  package static func startNews(service: any NewsService, in window: Window) async {
    let controller = NewsListViewController(service: service)
    controller.window = window
    await window.setRoot(controller)
  }

  /// Shows the upcoming to-dos in `window`; the list presents the Add controller itself.
  package static func startTodos(store: any TodoStore, schedule: UpcomingSchedule, in window: Window) async {
    let controller = TodoListViewController(store: store, schedule: schedule)
    controller.window = window
    await window.setRoot(controller)
  }

  /// Shows the melodies list in `window`, with `network` as its online/offline switch.
  package static func startMelodies(service: any MelodyService, network: any NetworkSwitching, in window: Window) async
  {
    await window.setRoot(MelodiesViewController(service: service, network: network))
  }

  /// Shows the favourite drivers in `window`; the list pushes the detail controller itself.
}
