// TextUI tests: the text-mode toolkit that stands in for UIKit, checked without any pattern.
//
// Start with WindowNavigationTests (the navigation stack every pattern's screens live in), then the widget
// suites. This file holds the tiny screens the window tests drive.
import TextUI

/// A list screen: loads three rows on appear, `refresh` reloads, `select <n>` opens a row.
@MainActor
final class FruitListScreen: Screen {
  let title = "Fruits"
  let acceptedActions: [UserAction.Kind] = [.refresh, .select]
  private(set) var table = TableView()
  private(set) var appearCount = 0
  private(set) var performed: [UserAction] = []
  /// Called with the fruit a `select` picked, as a pattern would route to a detail screen.
  var onSelect: ((String) async -> Void)?

  func body() -> [String] { table.lines }

  func screenDidAppear() async {
    appearCount += 1
    await load()
  }

  func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    try table.index(ofRowNumber: number)
  }

  func perform(_ action: UserAction) async throws(ActionRejection) {
    performed.append(action)
    switch action {
    case .refresh: await load()
    case .select(let number):
      let index = try index(ofRowNumber: number)
      await onSelect?(table.rows[index].title)
    default: break
    }
  }

  private func load() async {
    table.content = .loading
    await Task.yield()
    table.content = .rows([
      Row(title: "Apple", detail: "red"), Row(title: "Kiwi"), Row(title: "Banana", detail: "yellow"),
    ])
  }
}

/// A detail screen that accepts only `back`, which it forwards to whoever navigates.
@MainActor
final class FruitDetailScreen: Screen {
  let fruit: String
  let acceptedActions: [UserAction.Kind] = [.back]
  var onBack: (() -> Void)?

  init(fruit: String) {
    self.fruit = fruit
  }

  var title: String { fruit }

  func body() -> [String] { LabeledFields([("Name", fruit)]).lines }

  func screenDidAppear() async {}

  func perform(_ action: UserAction) async throws(ActionRejection) {
    if action == .back { onBack?() }
  }
}

/// An object a window keeps alive, as an app keeps its root coordinator.
final class Coordinator {}
