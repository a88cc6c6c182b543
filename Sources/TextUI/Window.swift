/// The window every screen lives in: a navigation stack, the text-mode `UIWindow` and
/// `UINavigationController` in one.
///
/// Push and present both put a screen on top; pop and dismiss both take the top one off. The
/// two names are kept so that code reads as it would in UIKit.
@MainActor
public final class Window {
  public private(set) var screens: [any Screen] = []
  private var keptAlive: [AnyObject] = []

  public init() {}

  /// The screen the user sees.
  public var topScreen: (any Screen)? { screens.last }

  /// The frame the user sees, or `nil` before anything is shown.
  public var frame: Frame? { topScreen?.frame }

  /// Keeps `object` alive as long as the window is open, as an app delegate keeps its root
  /// coordinator.
  public func keepAlive(_ object: AnyObject) {
    keptAlive.append(object)
  }

  /// Shows `screen` as the only screen and waits until it has loaded.
  public func setRoot(_ screen: any Screen) async {
    screens = [screen]
    await screen.screenDidAppear()
  }

  /// Pushes `screen` on top and waits until it has loaded.
  public func push(_ screen: any Screen) async {
    screens.append(screen)
    await screen.screenDidAppear()
  }

  /// Presents `screen` modally, on top, and waits until it has loaded.
  public func present(_ screen: any Screen) async {
    await push(screen)
  }

  /// Takes the top screen off, unless it is the root.
  public func pop() {
    guard screens.count > 1 else { return }
    screens.removeLast()
  }

  /// Dismisses the modally presented top screen.
  public func dismiss() {
    pop()
  }

  /// Performs `action` on the top screen and returns when its work has settled.
  ///
  /// - Throws: ``ActionRejection/notApplicable(_:screen:accepted:)`` when the top screen has
  ///   no such action, or the screen's own rejection.
  public func perform(_ action: UserAction) async throws(ActionRejection) {
    guard let screen = topScreen else { return }
    guard screen.acceptedActions.contains(action.kind) else {
      throw .notApplicable(action.kind, screen: screen.title, accepted: screen.acceptedActions)
    }
    try await screen.perform(action)
  }

  /// Closes the window: every screen and everything kept alive is released.
  public func close() {
    screens.removeAll()
    keptAlive.removeAll()
  }
}
