import Observation
import TextUI

/// Shows a declarative view in TextUI's window: the text-mode `UIHostingController`.
///
/// The host draws the view's body under observation tracking and keeps what the draw collected
/// (the blocks of lines, the actions, the title, the work tied to the view and the screens its
/// navigation state asks for). When anything the body read changes, Observation marks the host,
/// and the window's next layout pass (the window's `updatePass()`) draws the body again: a
/// view is never told to update. Between draws, the frame is laid out from the blocks kept, so a
/// scroll asks the list for the rows now in view without drawing the body.
@MainActor
package final class HostingScreen: TableScreen, UpdatingScreen {
  private var view: any View
  /// The window the host pushes its destinations in; the window keeps the host, not the reverse.
  private(set) weak var window: Window?
  /// What `back` does here: pop the route that pushed this screen. `nil` for a root or a sheet.
  private var back: (@MainActor () -> Void)?
  /// The screens this one's navigation state put on top of it, bottom first.
  var destinations: [(id: AnyHashable, isModal: Bool, host: HostingScreen)] = []
  /// Whether something the last draw read has changed since (or nothing was drawn yet).
  package private(set) var needsUpdate = true
  /// What the last draw collected.
  private var drawn: DrawContext
  /// The work the view tied to its presence, running while the screen is shown.
  private var tasks: [Task<Void, Never>] = []
  /// How many times the body was drawn: to see that a view is drawn again when, and only when,
  /// what it read changed.
  package private(set) var drawCount = 0

  /// The table a ``List`` shows its rows in, which the window scrolls.
  package let tableView = TableView()

  /// Creates a host for `view` in `window`; show it with the window's `setRoot(_:)`.
  ///
  /// - Parameters:
  ///   - view: the root view.
  ///   - window: the window the host's navigation pushes screens in.
  package convenience init(_ view: some View, in window: Window) {
    self.init(view, in: window, back: nil)
  }

  init(_ view: any View, in window: Window, back: (@MainActor () -> Void)?) {
    self.view = view
    self.window = window
    self.back = back
    drawn = DrawContext(table: tableView)
  }

  /// Shows a new value of the view, e.g. the destination its stack built again, and draws it at
  /// the next layout pass.
  func show(_ view: any View, back: (@MainActor () -> Void)?) {
    self.view = view
    self.back = back
    needsUpdate = true
  }

  package var title: String {
    _ = updateIfNeeded()
    return drawn.title ?? ""
  }

  package var actions: [ScreenAction] {
    _ = updateIfNeeded()
    return drawn.actions + (back.map { [.back($0)] } ?? [])
  }

  package func body() -> [String] {
    _ = updateIfNeeded()
    return Layout.stack(drawn.blocks.map { $0() })
  }

  package func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    _ = updateIfNeeded()
    return try tableView.index(ofRowNumber: number)
  }

  /// Runs the view's `onAppear(perform:)` handlers, and starts the work it ties to its presence
  /// (`task(_:)`) in tasks the host keeps.
  package func screenDidLoad() {
    _ = updateIfNeeded()
    for appear in drawn.appearances { appear() }
    tasks = drawn.tasks.map { work in Task { await work() } }
  }

  /// Cancels the work tied to the view, as SwiftUI cancels a `.task` when its view goes.
  package func screenDidDisappear() {
    for task in tasks { task.cancel() }
    tasks = []
  }

  package func updateIfNeeded() -> Bool {
    guard needsUpdate else { return false }
    needsUpdate = false
    drawCount += 1
    let context = DrawContext(table: tableView)
    tableView.showNothing()
    let view = view
    withObservationTracking {
      view.render(in: context)
    } onChange: { [weak self] in
      // The state a view reads lives on the main actor, so it changes, and this fires, there.
      MainActor.assumeIsolated { self?.needsUpdate = true }
    }
    drawn = context
    navigate(to: context.destinations)
    return true
  }
}
