// TextUI — the kit's stand-in for UIKit: a window with a navigation stack, the screen protocol
// every pattern's views implement, and the widgets they draw with (a table, a search field, an
// alert, a loading indicator), each rendering to lines of text.
//
// It knows no pattern and no feature. What every list screen shares as behaviour (an alert
// stays until new content arrives) is written once here, in `ListPanel`; untrusted text is
// escaped once, where a frame is printed (`TerminalText`). The window is also an edge of
// `--trace`: it reports navigation. The user's events are traced by the views that forward
// them, in their ``ScreenAction`` handlers, so the trace names the methods really called.

/// A screen: the text-mode equivalent of a view controller's root view.
///
/// Every pattern's view conforms, so the harness, the command line, the parity suite and the
/// benchmarks drive any pattern the same way. Inside, each pattern does as its practitioners
/// do: an MVP view forwards to its presenter, an MVVM view to its view model's inputs, and so on.
@MainActor
public protocol Screen: AnyObject {
  /// The title in the frame's header, e.g. `Drivers`.
  var title: String { get }
  /// What the user can do here, each with its handler, in the order `help` lists them: the
  /// one list the window checks an action against and runs it from.
  ///
  /// The list is built each time the window asks, so a handler that captures the screen keeps
  /// nothing alive after the action has run.
  var actions: [ScreenAction] { get }
  /// The body of the current frame, built from TextUI widgets.
  ///
  /// - Returns: the body's lines, without the title.
  func body() -> [String]
  /// Called once when the screen is shown (`viewDidLoad`), synchronously, as UIKit calls it: a
  /// screen that loads starts the load here, in a task its pattern keeps.
  func screenDidLoad()
  /// The 0-based index of the row `select <number>` names, checked against the list on screen.
  ///
  /// The window asks before it runs a `select` handler, so a row the list lacks is
  /// rejected before any message is sent. Screens without rows keep the default.
  ///
  /// - Parameter number: the 1-based row number the user typed.
  /// - Returns: the row's 0-based index.
  /// - Throws: ``ActionRejection/noSuchRow(_:rowCount:)`` when there is no such row.
  func index(ofRowNumber number: Int) throws(ActionRejection) -> Int
}

/// A screen whose list is a ``TableView``: the text-mode `UITableViewController`.
///
/// The window scrolls its table (`down`, `next page`, …) when the list is longer than the
/// view, and tells it how many rows fit, without the screen, or whoever it forwards to, hearing
/// of it.
@MainActor
public protocol TableScreen: Screen {
  /// The table on this screen, which the window scrolls.
  var tableView: TableView { get }
}

/// A screen that updates itself from the state it reads, before the window draws: what a
/// declarative view's host is (`DeclarativeUI`'s `HostingScreen`).
///
/// The window asks every such screen, root first, in its layout pass (``Window/updatePass()``):
/// before it draws a frame or runs an action, and after the work of an action has settled. So a
/// change of state a screen read is on screen, and the navigation it drives has happened, by the
/// time anyone looks, without any object telling the screen to update.
@MainActor
package protocol UpdatingScreen: Screen {
  /// Whether what the screen last read has changed since, so that it has to update.
  var needsUpdate: Bool { get }
  /// Updates the screen if what it last read has changed since.
  ///
  /// - Returns: whether it updated.
  func updateIfNeeded() -> Bool
  /// Called when the window takes the screen off, so that work tied to its presence ends.
  func screenDidDisappear()
}

extension Screen {
  /// Rejects every row number: the default for screens without rows.
  ///
  /// - Parameter number: the 1-based row number the user typed.
  /// - Throws: ``ActionRejection/noSuchRow(_:rowCount:)`` with a row count of 0.
  public func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    throw .noSuchRow(number, rowCount: 0)
  }

  /// Does nothing: the default for a screen that starts nothing when it is shown.
  public func screenDidLoad() {}

  /// Runs the handler this screen lists for the action's kind, and returns when the work it
  /// started has settled.
  ///
  /// The handler gets the text the action carries or, for `select`, the row's 0-based index.
  ///
  /// - Parameter action: what the user did.
  /// - Throws: ``ActionRejection/notApplicable(_:screen:accepted:)`` when the screen lists no
  ///   such action, or ``ActionRejection/noSuchRow(_:rowCount:)`` when `select` names a row
  ///   the list lacks; in both cases before any handler runs.
  public func perform(_ action: UserAction) async throws(ActionRejection) {
    let work = WorkInFlight()
    try start(action, tracking: work)
    await work.settled()
  }

  /// Runs the handler this screen lists for the action's kind under a ticket of `work`, and
  /// returns as the handler does, before the tasks it started have finished.
  ///
  /// - Parameters:
  ///   - action: what the user did.
  ///   - work: what keeps count of the tasks the handler starts.
  /// - Throws: as ``perform(_:)`` does, before any handler runs.
  package func start(_ action: UserAction, tracking work: WorkInFlight) throws(ActionRejection) {
    let actions = actions
    guard let handler = actions.first(where: { $0.kind == action.kind }) else {
      throw .notApplicable(action.kind, screen: title, accepted: actions.map(\.kind))
    }
    let input: ScreenAction.Input
    switch action {
    case .search(let text), .name(let text), .due(let text): input = .text(text)
    case .select(let number): input = .row(try index(ofRowNumber: number))
    default: input = .none
    }
    work.track { handler.run(input) }
  }

  /// The kinds of action the user can perform here, in the order of ``actions``.
  package var acceptedActions: [UserAction.Kind] { actions.map(\.kind) }

  /// The frame this screen shows now.
  public var frame: Frame { Frame(title: title, lines: body()) }
}
