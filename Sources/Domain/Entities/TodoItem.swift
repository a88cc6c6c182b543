import Foundation

/// A to-do item: a name and the moment it is due.
///
/// Items typed on the Add screen are due at the start of the day typed; the list groups items
/// by day with ``UpcomingSchedule``.
public struct TodoItem: Codable, Hashable, Sendable, Identifiable {
  /// The identity a save keeps: saving an item with a stored id replaces that item.
  public var id: UUID
  /// What there is to do, e.g. `Buy milk`.
  public var name: String
  /// When it is due.
  public var dueDate: Date

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - id: the item's identity; a new one by default.
  ///   - name: what there is to do.
  ///   - dueDate: when it is due.
  public init(id: UUID = UUID(), name: String, dueDate: Date) {
    self.id = id
    self.name = name
    self.dueDate = dueDate
  }
}
