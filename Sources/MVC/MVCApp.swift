// MVC — Cocoa MVC: Model (Domain), View (a text view), Controller (owns the view, does the rest).
//
// Each feature folder holds a view controller and the text view it owns. The controller calls
// Domain's services, formats what the view shows and pushes or presents the next controller
// itself, through its weak `window`, as a UIKit controller does through `navigationController`.
// This file is the composition root: it builds each feature's first controller and shows it.
//
// With `--trace`, the controller is the screen, so what the user does reaches it directly, as
// UIKit's target-action does: it reports that as `View → Controller: …` when it arrives. Every
// other message — a property set on its view, a service call and its answer, a push or a
// delegate call — is reported by the controller just before it sends it.
import Domain
import TextUI

/// Starts any MVC feature in a window.
@MainActor
public enum MVCApp {
  /// Shows the users list in `window` and returns when its first load has settled.
  public static func startUsers(service: any UserService, in window: Window) async {
    await window.setRoot(UsersViewController(service: service))
  }

  /// Shows the drivers list in `window` and returns when its first load has settled.
  public static func startDrivers(service: any DriverService, in window: Window) async {
    await window.setRoot(DriversViewController(service: service))
  }

  /// Shows the news list in `window`; the list pushes the detail controller itself.
  public static func startNews(service: any NewsService, in window: Window) async {
    let controller = NewsListViewController(service: service)
    controller.window = window
    await window.setRoot(controller)
  }

  /// Shows the upcoming to-dos in `window`; the list presents the Add controller itself.
  public static func startTodos(store: any TodoStore, schedule: UpcomingSchedule, in window: Window) async {
    let controller = TodoListViewController(store: store, schedule: schedule)
    controller.window = window
    await window.setRoot(controller)
  }

  /// Shows the melodies list in `window`, with `network` as its online/offline switch.
  public static func startMelodies(service: any MelodyService, network: any NetworkSwitching, in window: Window) async {
    await window.setRoot(MelodiesViewController(service: service, network: network))
  }
}
