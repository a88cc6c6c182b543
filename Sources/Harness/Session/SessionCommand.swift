import TextUI

/// A line the user typed: an action for the screen, or one for the session itself.
package enum SessionCommand: Hashable, Sendable {
  /// An action for the screen on top, e.g. `search perez`.
  case screen(UserAction)
  /// Releases the oldest request still waiting (`--answers held`).
  case answer
  /// Releases every request waiting, in the order they were asked (`--answers held`).
  case answerAll
  /// Lists the actions of the current screen.
  case help
  /// Ends the session.
  case quit

  /// Every action a session knows, as typed, for messages and `--help`.
  package static let allUsages: [String] = UserAction.Kind.allCases.map(\.usage) + ["help", "quit"]

  /// The session's own commands of a run whose answers are held, as `help` lists them.
  package static let answerUsages = ["answer", "answer all"]
}

/// Why a typed action could not be read.
package struct ActionParseError: Error, Hashable, Sendable {
  /// What is wrong, as one line for the user, e.g. `'select' needs a row number from 1: …`.
  package var message: String
  /// The action's name when no action has it, so a session can list the actions of its screen.
  package var unknownAction: String?

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - message: what is wrong, as one line.
  ///   - unknownAction: the action's name when no action has it.
  package init(message: String, unknownAction: String? = nil) {
    self.message = message
    self.unknownAction = unknownAction
  }

  /// The message for an unknown action, listing `actions` (the current screen's, where known).
  ///
  /// - Parameters:
  ///   - name: the name typed, shown escaped and cut to a readable length.
  ///   - actions: the actions to list, as typed, e.g. `search <text>`.
  /// - Returns: the error, with ``unknownAction`` set to `name`.
  package static func unknown(_ name: String, actions: [String]) -> ActionParseError {
    ActionParseError(
      message: "unknown action '\(ActionParser.printable(name))' (actions: \(actions.joined(separator: ", ")))",
      unknownAction: name)
  }
}

/// Reads actions as the user types them: `search perez`, `select 2`, `save`.
package enum ActionParser {
  /// The command on one line, or `nil` for a blank line.
  ///
  /// The action's name is case-insensitive; its argument is the rest of the line, trimmed,
  /// except that `search` followed by spaces only is a search for spaces (which shows every
  /// driver, or the headlines). Typed text holding a control character (TAB, ESC, a line break
  /// inside `--script`) is refused: a name or a query is one line of visible text.
  ///
  /// - Parameter line: one line as typed, or one action of a script.
  /// - Returns: the command, or `nil` when the line holds only white space.
  /// - Throws: ``ActionParseError`` for an unknown action or a missing or malformed argument.
  package static func parse(_ line: String) throws(ActionParseError) -> SessionCommand? {
    let leading = line.drop(while: \.isWhitespace)
    guard !leading.isEmpty else { return nil }
    let rest = leading.drop { !$0.isWhitespace }
    let name = String(leading.prefix(leading.count - rest.count)).lowercased()
    let argument = rest.trimmingCharacters(in: .whitespacesAndNewlines)
    switch name {
    case "help": return try noArgument(.help, name, argument)
    case "quit": return try noArgument(.quit, name, argument)
    case "answer":
      switch argument.lowercased() {
      case "": return .answer
      case "all": return .answerAll
      default: throw ActionParseError(message: "'answer' takes nothing or 'all', got '\(printable(argument))'")
      }
    default: break
    }
    // Two-word actions (`next page`, `previous page`) are read whole.
    if let kind = UserAction.Kind(rawValue: name + " " + argument.lowercased()), kind.usage.contains(" ") {
      return .screen(try action(kind, argument: ""))
    }
    guard let kind = UserAction.Kind(rawValue: name) else {
      throw .unknown(name, actions: SessionCommand.allUsages)
    }
    if kind == .search, argument.isEmpty, rest.contains(" "), rest.allSatisfy({ $0 == " " || $0 == "\n" }) {
      return .screen(.search(String(rest.filter { $0 == " " })))
    }
    return .screen(try action(kind, argument: argument))
  }

  /// The commands of a `--script`: actions separated by `;`, blank ones skipped.
  ///
  /// The whole script is read before any screen exists, so a mistake anywhere in it is a usage
  /// mistake reported before the run starts.
  ///
  /// - Parameter script: the text of `--script`, e.g. `search perez; clear`.
  /// - Returns: the commands, in order.
  /// - Throws: ``ActionParseError`` for the first action that cannot be read.
  package static func parseScript(_ script: String) throws(ActionParseError) -> [SessionCommand] {
    var commands: [SessionCommand] = []
    for part in script.split(separator: ";", omittingEmptySubsequences: false) {
      if let command = try parse(String(part)) { commands.append(command) }
    }
    return commands
  }

  private static func action(_ kind: UserAction.Kind, argument: String) throws(ActionParseError) -> UserAction {
    func text() throws(ActionParseError) -> String {
      guard !argument.isEmpty else {
        throw ActionParseError(message: "'\(kind.rawValue)' needs a value: \(kind.usage)")
      }
      if let control = argument.unicodeScalars.first(where: TerminalText.isControl) {
        throw ActionParseError(
          message: "'\(kind.rawValue)' takes one line of visible text; "
            + "remove the control character \(TerminalText.escaped(String(control)))")
      }
      return argument
    }
    switch kind {
    case .search: return .search(try text())
    case .name: return .name(try text())
    case .due: return .due(try text())
    case .select:
      guard let number = Int(try text()), number > 0 else {
        throw ActionParseError(message: "'select' needs a row number from 1: select <n>, got '\(printable(argument))'")
      }
      return .select(number)
    case .clear: return try noArgument(.clear, kind.rawValue, argument)
    case .refresh: return try noArgument(.refresh, kind.rawValue, argument)
    case .back: return try noArgument(.back, kind.rawValue, argument)
    case .add: return try noArgument(.add, kind.rawValue, argument)
    case .save: return try noArgument(.save, kind.rawValue, argument)
    case .cancel: return try noArgument(.cancel, kind.rawValue, argument)
    case .offline: return try noArgument(.offline, kind.rawValue, argument)
    case .online: return try noArgument(.online, kind.rawValue, argument)
    case .star: return try noArgument(.star, kind.rawValue, argument)
    case .down: return try noArgument(.down, kind.rawValue, argument)
    case .up: return try noArgument(.up, kind.rawValue, argument)
    case .nextPage: return try noArgument(.nextPage, kind.rawValue, argument)
    case .previousPage: return try noArgument(.previousPage, kind.rawValue, argument)
    case .top: return try noArgument(.top, kind.rawValue, argument)
    case .bottom: return try noArgument(.bottom, kind.rawValue, argument)
    }
  }

  private static func noArgument<T>(_ value: T, _ name: String, _ argument: String) throws(ActionParseError) -> T {
    guard argument.isEmpty else {
      throw ActionParseError(message: "'\(name)' takes no value, got '\(printable(argument))'")
    }
    return value
  }

  /// `text` cut to a readable length, with control characters escaped (`\u{1B}`).
  package static func printable(_ text: String) -> String {
    TerminalText.escaped(text.count > 40 ? text.prefix(40) + "…" : text)
  }
}
