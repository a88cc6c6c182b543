import Tracing

/// The window every screen lives in: a navigation stack, the text-mode `UIWindow` and
/// `UINavigationController` in one.
///
/// Push and present both put a screen on top; pop and dismiss both take the top one off. The
/// two names are kept so that code reads as it would in UIKit.
///
/// The window is an edge of `--trace`: it reports every navigation call, naming the sender
/// from the calling file's role (`Trace.role(ofFile:)`), so no pattern writes tracing into the
/// code that navigates, and every pattern's navigation is traced the same way. The user's
/// events are not traced here: the window does not know what a screen forwards them to, so
/// each screen's ``ScreenAction`` handler traces the message it sends.
@MainActor
public final class Window {
  /// The navigation stack, the root first and the screen the user sees last.
  public private(set) var screens: [any Screen] = []
  private var keptAlive: [AnyObject] = []
  /// The tasks the screens' actions and loads started, which ``perform(_:)`` waits for.
  package let work = WorkInFlight()
  /// How many rows a list shows at once: `--rows`, or what fits in the terminal.
  package let rowsInView: Int
  /// How many columns a frame takes, its border included: `--columns`, or the terminal's width.
  package let columns: Int

  /// The narrowest frame a window draws: room for a number, a few letters of a title and `…`.
  package static let minimumColumns = 20

  /// Creates an empty window as wide as ``Layout/defaultColumns`` whose tables show enough rows
  /// for every bundled fixture.
  public convenience init() {
    self.init(rowsInView: TableView.defaultRowsInView)
  }

  /// Creates an empty window whose tables show `rowsInView` rows at once, in frames `columns`
  /// wide.
  ///
  /// - Parameters:
  ///   - rowsInView: how many rows a list shows at once; at least 1.
  ///   - columns: how wide a frame is, its border included; at least ``minimumColumns``.
  package init(rowsInView: Int, columns: Int = Layout.defaultColumns) {
    self.rowsInView = max(1, rowsInView)
    self.columns = max(Self.minimumColumns, columns)
  }

  /// The screen the user sees.
  public var topScreen: (any Screen)? { screens.last }

  /// The frame the user sees, or `nil` before anything is shown; no line wider than the window.
  ///
  /// The screen draws with ``Layout/bodyWidth`` set to the window's width less the border, so
  /// its table cuts cells and its labelled fields wrap; any other line still too wide (a
  /// paragraph, an alert's message) wraps at words here, keeping its indent, and the title is
  /// cut with `…`.
  public var frame: Frame? {
    updatePass()
    guard let screen = topScreen else { return nil }
    let width = columns - 2
    // A window as wide as the default draws at the default width: no task-local to bind.
    let frame = Layout.bodyWidth == width ? screen.frame : Layout.$bodyWidth.withValue(width) { screen.frame }
    var lines: [String] = []
    lines.reserveCapacity(frame.lines.count)
    for line in frame.lines {
      if TerminalText.fits(line, in: width) {
        lines.append(line)
      } else {
        lines += TerminalText.wrapped(line, toWidth: width)
      }
    }
    return Frame(title: TerminalText.cut(frame.title, toWidth: columns - 3), lines: lines)
  }

  /// Keeps `object` alive as long as the window is open, as an app delegate keeps its root
  /// coordinator.
  ///
  /// A coordinator belongs to no screen, so the composition root hands it to the window to keep;
  /// ``close()`` lets it go.
  ///
  /// - Parameter object: the object to keep, e.g. a coordinator.
  package func keepAlive(_ object: AnyObject) {
    keptAlive.append(object)
  }

  /// Shows `screen` as the only screen; it loads (``Screen/screenDidLoad()``) before this returns,
  /// and the work it starts runs on.
  ///
  /// - Parameters:
  ///   - screen: the new root.
  ///   - filePath: the calling file, whose role `--trace` names as the sender and whose line
  ///     `--trace=locations` prints; leave the default.
  ///   - line: the calling line; leave the default.
  public func setRoot(_ screen: any Screen, filePath: String = #filePath, line: Int = #line) {
    Trace.message(
      from: Trace.role(ofFile: filePath), to: "Window", "setRoot(\(screen.title))", filePath: filePath, line: line)
    screens = [screen]
    appear(screen)
  }

  /// Pushes `screen` on top; it loads before this returns, and the work it starts runs on.
  ///
  /// - Parameters:
  ///   - screen: the screen to show.
  ///   - filePath: the calling file, whose role `--trace` names as the sender and whose line
  ///     `--trace=locations` prints; leave the default.
  ///   - line: the calling line; leave the default.
  public func push(_ screen: any Screen, filePath: String = #filePath, line: Int = #line) {
    Trace.message(
      from: Trace.role(ofFile: filePath), to: "Window", "push(\(screen.title))", filePath: filePath, line: line)
    screens.append(screen)
    appear(screen)
  }

  /// Presents `screen` modally, on top; it loads before this returns, and the work it starts
  /// runs on.
  ///
  /// - Parameters:
  ///   - screen: the screen to present.
  ///   - filePath: the calling file, whose role `--trace` names as the sender and whose line
  ///     `--trace=locations` prints; leave the default.
  ///   - line: the calling line; leave the default.
  package func present(_ screen: any Screen, filePath: String = #filePath, line: Int = #line) {
    Trace.message(
      from: Trace.role(ofFile: filePath), to: "Window", "present(\(screen.title))", filePath: filePath, line: line)
    screens.append(screen)
    appear(screen)
  }

  /// Shows `screen` as the only screen and returns when the work its load started has
  /// settled: how a composition root starts a feature, and a test waits for its first frame.
  ///
  /// - Parameters:
  ///   - screen: the new root.
  ///   - filePath: the calling file; leave the default.
  ///   - line: the calling line; leave the default.
  public func setRoot(_ screen: any Screen, filePath: String = #filePath, line: Int = #line) async {
    work.track { setRoot(screen, filePath: filePath, line: line) }
    await settled()
  }

  /// Takes the top screen off, unless it is the root.
  ///
  /// - Parameters:
  ///   - filePath: the calling file, whose role `--trace` names as the sender and whose line
  ///     `--trace=locations` prints; leave the default.
  ///   - line: the calling line; leave the default.
  public func pop(filePath: String = #filePath, line: Int = #line) {
    Trace.message(from: Trace.role(ofFile: filePath), to: "Window", "pop()", filePath: filePath, line: line)
    removeTop()
  }

  /// Dismisses the modally presented top screen, unless it is the root.
  ///
  /// - Parameters:
  ///   - filePath: the calling file, whose role `--trace` names as the sender and whose line
  ///     `--trace=locations` prints; leave the default.
  ///   - line: the calling line; leave the default.
  package func dismiss(filePath: String = #filePath, line: Int = #line) {
    Trace.message(from: Trace.role(ofFile: filePath), to: "Window", "dismiss()", filePath: filePath, line: line)
    removeTop()
  }

  private func removeTop() {
    guard screens.count > 1 else { return }
    (screens.removeLast() as? any UpdatingScreen)?.screenDidDisappear()
  }

  private func appear(_ screen: any Screen) {
    (screen as? any TableScreen)?.tableView.rowsInView = rowsInView
    screen.screenDidLoad()
  }

  /// Returns when the work the window's actions and screens started has finished, or waits for
  /// an answer the script holds.
  package func settled() async {
    repeat {
      await work.settled()
    } while updatePass()
  }

  /// Lets every screen that updates itself from the state it reads do so now, root first: the
  /// text-mode layout pass, run before a frame is drawn and after work settles. A screen that
  /// updates may push or pop screens, and the work they start is tracked.
  ///
  /// - Returns: whether any screen updated, so that new work may have started.
  @discardableResult
  package func updatePass() -> Bool {
    var updated = false
    var index = 0
    while index < screens.count {
      // Only a screen that has to update runs under a ticket: the pass runs before every frame
      // and action, and most find nothing changed.
      if let screen = screens[index] as? any UpdatingScreen, screen.needsUpdate,
        work.track({ screen.updateIfNeeded() })
      {
        updated = true
      }
      index += 1
    }
    return updated
  }

  /// The kinds of action the top screen accepts, in the order `help` lists them: its own, then
  /// the scrolling ones when its list is longer than the view.
  package var acceptedActions: [UserAction.Kind] {
    updatePass()
    guard let screen = topScreen else { return [] }
    let scrolling = (screen as? any TableScreen)?.tableView.scrolls == true ? UserAction.Kind.scrolling : []
    return screen.acceptedActions + scrolling
  }

  /// Performs `action` on the top screen and returns when the work it started has settled.
  ///
  /// A scrolling action (`down`, `next page`, …) moves the top screen's table, as a swipe
  /// moves a `UITableView` without its view controller hearing of it: the same in every
  /// pattern, and only when the list is longer than the view. Any other action runs the top
  /// screen's handler for its kind (``Screen/perform(_:)``); an action it does not list, or a
  /// `select` of a row it lacks, is rejected first.
  ///
  /// - Parameter action: what the user did.
  /// - Throws: ``ActionRejection/notApplicable(_:screen:accepted:)`` when the top screen has
  ///   no such action, or the screen's own rejection.
  public func perform(_ action: UserAction) async throws(ActionRejection) {
    updatePass()
    try start(action)
    // The window holds the screen no longer than a tap does: work still out keeps nothing alive.
    await settled()
  }

  /// Runs `action`'s handler on the top screen, or scrolls its table, and returns at once.
  private func start(_ action: UserAction) throws(ActionRejection) {
    guard let screen = topScreen else { return }
    guard let move = action.scrollMove else {
      do {
        try screen.start(action, tracking: work)
      } catch .notApplicable(let kind, let title, _) {
        throw .notApplicable(kind, screen: title, accepted: acceptedActions)
      }
      return
    }
    guard let table = (screen as? any TableScreen)?.tableView, table.scrolls else {
      throw .notApplicable(action.kind, screen: screen.title, accepted: acceptedActions)
    }
    table.scroll(move)
  }

  /// Closes the window: every screen and everything kept alive is released.
  public func close() {
    for screen in screens.reversed() { (screen as? any UpdatingScreen)?.screenDidDisappear() }
    screens.removeAll()
    keptAlive.removeAll()
  }
}
