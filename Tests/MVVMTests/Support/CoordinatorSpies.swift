import Domain

@testable import MVVM

/// Records where the to-do view models asked to go.
@MainActor
final class TodosCoordinatorSpy: TodosCoordinating {
  private(set) var addShownCount = 0
  private(set) var savedItems: [TodoItem] = []
  private(set) var cancelCount = 0

  func showAddItem() { addShownCount += 1 }
  func addItemDidSave(_ item: TodoItem) { savedItems.append(item) }
  func addItemDidCancel() { cancelCount += 1 }
}

/// Records where the news view models asked to go.
@MainActor
final class NewsCoordinatorSpy: NewsCoordinating {
  private(set) var shownArticles: [Article] = []
  private(set) var closeCount = 0

  func showDetail(of article: Article) { shownArticles.append(article) }
  func closeDetail() { closeCount += 1 }
}
