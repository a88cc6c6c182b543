import Foundation

/// A to-do item: a name and the moment it is due.
public struct TodoItem: Codable, Hashable, Sendable, Identifiable {
  public var id: UUID
  public var name: String
  public var dueDate: Date

  public init(id: UUID = UUID(), name: String, dueDate: Date) {
    self.id = id
    self.name = name
    self.dueDate = dueDate
  }
}
