import Domain
import Foundation

/// An upcoming to-do as the interactor hands it to the presenter: a plain value, no entity.
struct UpcomingItem: Equatable, Sendable {
  var name: String
  var dueDate: Date
}

/// What the presenter asks the list's interactor.
@MainActor
protocol TodoListInteractorInput: AnyObject {
  func findUpcomingItems()
}

/// What the interactor tells the presenter: each group in list order, with its items.
@MainActor
protocol TodoListInteractorOutput: AnyObject {
  func foundUpcomingItems(_ groups: [(group: UpcomingGroup, items: [UpcomingItem])])
  func failedToFindItems(because message: String)
}
