// TextUI — the kit's stand-in for UIKit: a window with a navigation stack, the screen protocol
// every pattern's views implement, and the widgets they draw with (a table, a search field, an
// alert, a loading indicator), each rendering to lines of text.
//
// It knows no pattern and no feature. What every list screen shares as behaviour (an alert
// stays until new content arrives) is written once here, in `ListPanel`; untrusted text is
// escaped once, where a frame is printed (`TerminalText`). The window is also an edge of
// `--trace`: it reports navigation and the user's events.

/// A screen: the text-mode equivalent of a view controller's root view.
///
/// Every pattern's view conforms, so the harness, the command line, the parity suite and the
/// benchmarks drive any pattern the same way. Inside, each pattern does as its practitioners
/// do: an MVP view forwards to its presenter, an MVVM view to its view model's inputs, and so on.
@MainActor
public protocol Screen: AnyObject {
  /// The title in the frame's header, e.g. `Drivers`.
  var title: String { get }
  /// The actions the user can perform here, in the order `help` lists them.
  var acceptedActions: [UserAction.Kind] { get }
  /// The body of the current frame, built from TextUI widgets.
  ///
  /// - Returns: the body's lines, without the title.
  func body() -> [String]
  /// Called once when the screen is shown (`viewDidLoad`); returns when its work has settled.
  func screenDidAppear() async
  /// Performs a user action of an accepted kind; returns when its work has settled.
  ///
  /// - Parameter action: the action, of a kind listed in ``acceptedActions``.
  /// - Throws: ``ActionRejection`` when the action's argument does not fit (e.g. no such row).
  func perform(_ action: UserAction) async throws(ActionRejection)
  /// The 0-based index of the row `select <number>` names, checked against the list on screen.
  ///
  /// The window asks before it hands a `select` to the screen, so a row the list lacks is
  /// rejected before any message is sent. Screens without rows keep the default.
  ///
  /// - Parameter number: the 1-based row number the user typed.
  /// - Returns: the row's 0-based index.
  /// - Throws: ``ActionRejection/noSuchRow(_:rowCount:)`` when there is no such row.
  func index(ofRowNumber number: Int) throws(ActionRejection) -> Int
}

extension Screen {
  /// Rejects every row number: the default for screens without rows.
  ///
  /// - Parameter number: the 1-based row number the user typed.
  /// - Throws: ``ActionRejection/noSuchRow(_:rowCount:)`` with a row count of 0.
  public func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    throw .noSuchRow(number, rowCount: 0)
  }

  /// The frame this screen shows now.
  public var frame: Frame { Frame(title: title, lines: body()) }
}
