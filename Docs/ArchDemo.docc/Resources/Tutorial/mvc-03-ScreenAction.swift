/// One thing the user can do on a screen, with what the screen does about it: the text-mode
/// `UIAction`.
///
/// A screen lists its actions once, in ``Screen/actions``. The window checks a typed action
/// against that list and runs the matching handler, and the session offers the same list as
/// the screen's commands; so what a screen accepts and what it handles cannot disagree. The
/// handler is where the view forwards the input to the object that decides, and so where the
/// view traces that message, on the line before the call: TextUI names no pattern's method. Each
/// pattern's screens show how (`Sources/MVP/Drivers/DriversView.swift`, for one).
///
/// A handler is synchronous, as a `UIAction`'s and a SwiftUI button's are: work that takes time
/// runs in a `Task` that the object the view forwards to starts, keeps and cancels. The window
/// waits for those tasks before it takes the next action (`WorkInFlight`), unless the script
/// holds their answers.
///
/// What is `public` is what code outside the kit's package builds on: the course's screens.
@MainActor
public struct ScreenAction {
  /// What the input carries to its handler.
  enum Input {
    case none
    case text(String)
    case row(Int)
  }

  /// The kind of action this handles, e.g. `search`.
  package let kind: UserAction.Kind
  private let handler: @MainActor (Input) -> Void

  private init(_ kind: UserAction.Kind, handler: @escaping @MainActor (Input) -> Void) {
    self.kind = kind
    self.handler = handler
  }

  private static func plain(_ kind: UserAction.Kind, _ handler: @escaping @MainActor () -> Void) -> Self {
    ScreenAction(kind) { _ in handler() }
  }

  private static func text(_ kind: UserAction.Kind, _ handler: @escaping @MainActor (String) -> Void) -> Self {
    ScreenAction(kind) { input in
      if case .text(let text) = input { handler(text) }
    }
  }

  /// Runs the handler with what the action carries; it returns at once.
  func run(_ input: Input) {
    handler(input)
  }

  /// `search <text>`: the search field's text changed; the handler gets the text as typed.
  public static func search(_ handler: @escaping @MainActor (String) -> Void) -> Self { text(.search, handler) }
  /// `clear`: the search field's clear button.
  public static func clear(_ handler: @escaping @MainActor () -> Void) -> Self { plain(.clear, handler) }
  /// `refresh`: pull to refresh.
  public static func refresh(_ handler: @escaping @MainActor () -> Void) -> Self { plain(.refresh, handler) }
  /// `select <n>`: a row was tapped; the handler gets the row's index, from 0, after the window
  /// checked it against ``Screen/index(ofRowNumber:)``.
  public static func select(_ handler: @escaping @MainActor (_ index: Int) -> Void) -> Self {
    ScreenAction(.select) { input in
      if case .row(let index) = input { handler(index) }
    }
  }
  /// `back`: the navigation bar's back button.
  public static func back(_ handler: @escaping @MainActor () -> Void) -> Self { plain(.back, handler) }
  /// `add`: the navigation bar's add button.
  package static func add(_ handler: @escaping @MainActor () -> Void) -> Self { plain(.add, handler) }
  /// `name <text>`: the name field's text changed.
  public static func name(_ handler: @escaping @MainActor (String) -> Void) -> Self { text(.name, handler) }
  /// `due <date>`: the due-date field's text changed.
  public static func due(_ handler: @escaping @MainActor (String) -> Void) -> Self { text(.due, handler) }
  /// `save`: the form's save button.
  public static func save(_ handler: @escaping @MainActor () -> Void) -> Self { plain(.save, handler) }
  /// `cancel`: the form's cancel button.
  public static func cancel(_ handler: @escaping @MainActor () -> Void) -> Self { plain(.cancel, handler) }
  /// `offline`: the network switch turned off.
  package static func offline(_ handler: @escaping @MainActor () -> Void) -> Self { plain(.offline, handler) }
  /// `online`: the network switch turned on.
  package static func online(_ handler: @escaping @MainActor () -> Void) -> Self { plain(.online, handler) }
  /// `star`: the star button.
  package static func star(_ handler: @escaping @MainActor () -> Void) -> Self { plain(.star, handler) }
}
