// TextUI tests: the text-mode toolkit that stands in for UIKit, checked without any pattern.
//
// Start with WindowNavigationTests (the navigation stack every pattern's screens live in), then the widget
// suites. This file holds the tiny screens the window tests drive.
import TextUI

/// A list screen: loads three rows on appear, `refresh` reloads, `select <n>` opens a row.
@MainActor
final class FruitListScreen: TableScreen {
  let title = "Fruits"
  let table = TableView()
  private let fruits = [Row(title: "Apple", detail: "red"), Row(title: "Kiwi"), Row(title: "Banana", detail: "yellow")]
  var tableView: TableView { table }
  private(set) var appearCount = 0
  /// The actions whose handlers ran, `select` with the row number the index came from.
  private(set) var performed: [UserAction] = []
  /// Called with the fruit a `select` picked, as a pattern would route to a detail screen.
  var onSelect: ((String) -> Void)?

  func body() -> [String] { table.lines }

  func screenDidLoad() {
    appearCount += 1
    load()
  }

  func index(ofRowNumber number: Int) throws(ActionRejection) -> Int {
    try table.index(ofRowNumber: number)
  }

  var actions: [ScreenAction] {
    [
      .refresh { [self] in
        performed.append(.refresh)
        load()
      },
      .select { [self] index in
        performed.append(.select(index + 1))
        onSelect?(fruits[index].title)
      },
    ]
  }

  /// Shows the spinner and the rows a moment later, as a load that starts a task does.
  private func load() {
    table.showLoading()
    Task { [table, fruits] in
      await Task.yield()
      table.show(rows: fruits)
    }
  }
}

/// A detail screen that accepts only `back`, which it forwards to whoever navigates.
@MainActor
final class FruitDetailScreen: Screen {
  let fruit: String
  var onBack: (() -> Void)?

  init(fruit: String) {
    self.fruit = fruit
  }

  var title: String { fruit }

  func body() -> [String] { LabeledFields([("Name", fruit)]).lines }

  var actions: [ScreenAction] {
    [.back { [self] in onBack?() }]
  }
}

/// An object a window keeps alive, as an app keeps its root coordinator.
final class Coordinator {}

/// A screen of lines over a table, with any title: what the width tests fit to a window.
@MainActor
final class TestTableScreen: TableScreen {
  let title: String
  let table = TableView()
  private let before: [String]
  var tableView: TableView { table }

  init(title: String, before: [String], rows: [Row]) {
    self.title = title
    self.before = before
    table.show(rows: rows)
  }

  func body() -> [String] { Layout.stack(before, table.lines) }

  var actions: [ScreenAction] { [] }
}
