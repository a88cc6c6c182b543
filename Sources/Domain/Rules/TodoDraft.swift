import Foundation

/// What the Add screen holds before it is saved: the text typed into its two fields.
public struct TodoDraft: Hashable, Sendable {
  public var name: String
  public var dueText: String

  public init(name: String = "", dueText: String = "") {
    self.name = name
    self.dueText = dueText
  }

  /// Why a draft cannot be saved, as the Add screen says it.
  public enum Problem: Error, Hashable, Sendable {
    case blankName
    case missingDueDate
    case invalidDueDate(String)

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
