import Foundation

/// What the Add screen holds before it is saved: the text typed into its two fields.
///
/// Nothing is checked while the user types; ``validated(using:id:)`` checks the draft when the
/// user saves, and names the first problem it finds.
public struct TodoDraft: Hashable, Sendable {
  /// The name as typed, untrimmed.
  public var name: String
  /// The due date as typed, e.g. `tomorrow` or `2026-11-19`.
  public var dueText: String

  /// Creates a draft.
  ///
  /// - Parameters:
  ///   - name: the name typed so far; empty by default.
  ///   - dueText: the due date typed so far; empty by default.
  public init(name: String = "", dueText: String = "") {
    self.name = name
    self.dueText = dueText
  }

  /// Why a draft cannot be saved, as the Add screen says it.
  public enum Problem: Error, Hashable, Sendable {
    /// The name is empty, or only white space.
    case blankName
    /// No due date was typed.
    case missingDueDate
    /// The due date typed, trimmed, names no day.
    case invalidDueDate(String)

    /// The sentence the Add screen shows, e.g. `Enter a name.`.
    public var message: String {
      switch self {
      case .blankName: "Enter a name."
      case .missingDueDate: "Enter a due date (YYYY-MM-DD, today or tomorrow)."
      case .invalidDueDate(let text): "\"\(text)\" is not a date; use YYYY-MM-DD, today or tomorrow."
      }
    }
  }

  /// The item this draft describes: the name trimmed, due at the start of the day typed.
  ///
  /// - Parameters:
  ///   - parser: reads the due date, relative to today.
  ///   - id: the new item's identity; a new one by default.
  /// - Returns: the item to save.
  /// - Throws: the first ``Problem`` found, name first.
  public func validated(using parser: DueDateParser, id: UUID = UUID()) throws(Problem) -> TodoItem {
    let trimmedName = name.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmedName.isEmpty else { throw .blankName }
    let trimmedDue = dueText.trimmingCharacters(in: .whitespaces)
    guard !trimmedDue.isEmpty else { throw .missingDueDate }
    guard let due = parser.date(from: trimmedDue) else { throw .invalidDueDate(trimmedDue) }
    return TodoItem(id: id, name: trimmedName, dueDate: due)
  }
}
