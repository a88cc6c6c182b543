/// Something the user did on a screen: the text-mode equivalent of a tap or a keystroke.
///
/// A screen lists what it does with each kind in its ``ScreenAction``s; the window runs the one
/// that matches, and the handler forwards it, in its pattern's way, to whoever decides.
public enum UserAction: Hashable, Sendable {
  /// Types a query into the search field (`search <text>`); the text is what the user typed.
  case search(String)
  /// Empties the search field, bringing back the list as it was before any search (`clear`).
  case clear
  /// Loads the screen's content again, as pull-to-refresh would (`refresh`).
  case refresh
  /// Selects a row by its 1-based number in the list.
  case select(Int)
  /// Goes back to the previous screen, as a navigation bar's back button would (`back`).
  case back
  /// Opens the screen that adds an item (`add`).
  case add
  /// Types into the Add screen's name field (`name <text>`).
  case name(String)
  /// Types into the Add screen's due-date field (`due <date>`).
  case due(String)
  /// Saves what the Add screen holds (`save`).
  case save
  /// Closes the Add screen without saving (`cancel`).
  case cancel
  /// Turns the simulated network off and reloads (`offline`).
  case offline
  /// Turns the simulated network on and reloads (`online`).
  case online
  /// Stars the item on screen, or takes its star away (`star`).
  case star
  /// Scrolls the list one row down (`down`); the table on screen handles it, in every pattern.
  case down
  /// Scrolls the list one row up (`up`).
  case up
  /// Scrolls the list a view's height down (`next page`).
  case nextPage
  /// Scrolls the list a view's height up (`previous page`).
  case previousPage
  /// Scrolls to the first row (`top`).
  case top
  /// Scrolls to the last page (`bottom`).
  case bottom

  /// The action without its argument: what a screen declares it accepts.
  package var kind: Kind {
    switch self {
    case .search: .search
    case .clear: .clear
    case .refresh: .refresh
    case .select: .select
    case .back: .back
    case .add: .add
    case .name: .name
    case .due: .due
    case .save: .save
    case .cancel: .cancel
    case .offline: .offline
    case .online: .online
    case .star: .star
    case .down: .down
    case .up: .up
    case .nextPage: .nextPage
    case .previousPage: .previousPage
    case .top: .top
    case .bottom: .bottom
    }
  }

  /// Where the action moves the list, for the scrolling actions the window hands to the table
  /// on screen; `nil` for the actions a screen handles.
  package var scrollMove: ScrollMove? {
    switch self {
    case .down: .down
    case .up: .up
    case .nextPage: .nextPage
    case .previousPage: .previousPage
    case .top: .top
    case .bottom: .bottom
    default: nil
    }
  }

  /// The kinds of action, named as the user types them.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// One kind per ``UserAction`` case, named and spelled as the user types it.
    case search, clear, refresh, select, back, add, name, due, save, cancel, offline, online, star
    /// The scrolling actions, which the table on screen handles, the same in every pattern.
    case down, up, nextPage = "next page", previousPage = "previous page", top, bottom

    /// The scrolling actions, in the order `help` lists them after a screen's own.
    package static let scrolling: [Kind] = [.down, .up, .nextPage, .previousPage, .top, .bottom]

    /// How the action is typed, with its argument, e.g. `search <text>`.
    package var usage: String {
      switch self {
      case .search: "search <text>"
      case .select: "select <n>"
      case .name: "name <text>"
      case .due: "due <date>"
      default: rawValue
      }
    }
  }
}

/// Why a screen did not perform an action; the session reports it and goes on.
public enum ActionRejection: Error, Hashable, Sendable {
  /// The screen has no such action (e.g. `save` on a list).
  case notApplicable(UserAction.Kind, screen: String, accepted: [UserAction.Kind])
  /// `select <n>` named a row the list does not have.
  case noSuchRow(Int, rowCount: Int)

  /// The one line the session prints on standard error.
  package var message: String {
    switch self {
    case .notApplicable(let kind, let screen, let accepted):
      let choices = accepted.map(\.rawValue).joined(separator: ", ")
      return "'\(kind.rawValue)' does not apply to the \(screen) screen (actions here: \(choices))"
    case .noSuchRow(let number, let count):
      return count == 0
        ? "there is no row \(number): the list is empty"
        : "there is no row \(number): choose a row from 1 to \(count)"
    }
  }
}
