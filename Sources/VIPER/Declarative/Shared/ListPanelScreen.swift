// VIPER · declarative · shared — what every list presenter tells its view, kept as state a
// SwiftUI-shaped screen reads.
//
// A list view state keeps a ListPanelState: what the presenter said last (loading, the rows, an
// empty state or an alert, and the notice above them). ListPanelViewState gives it the methods
// of ListViewInterface, traced as the imperative ListPanelView traces them (Shared/ListPanelView.swift); ListPanelScreen
// draws the panel: the list always (so `select` is there even while loading), covered by the
// spinner or the empty message, or replaced by the alert.
import DeclarativeUI
import TextUI
import Tracing

/// What a list presenter told its view last: the state a list screen draws.
struct ListPanelState: Equatable {
  /// What stands in the list's place, if anything.
  enum Content: Equatable {
    /// A load is running.
    case loading
    /// Rows the presenter made.
    case rows([Row])
    /// Rows the screen asks the presenter for, those in view only; `reload` counts the times
    /// the presenter said to ask again, so that each time draws the list again.
    case rowsFromPresenter(count: Int, reload: Int)
    /// No rows, and why.
    case empty(String)
    /// An error, in place of the list.
    case alert(title: String, message: String)
  }

  /// What the list shows; a screen starts loading, as the imperative one does.
  var content = Content.loading
  /// The one line above the rows, e.g. how many removed articles are not shown.
  var notice: String?
  /// What the search field shows, as the presenter said.
  var searchText = ""

  /// What covers the list: the spinner, the empty message or the alert.
  var status: ListStatus {
    switch content {
    case .loading: .loading
    case .rows, .rowsFromPresenter: .rows
    case .empty(let message): .empty(message)
    case .alert(let title, let message): .alert(title: title, message: message)
    }
  }
}

/// A view state that keeps a list panel: the methods every list presenter calls come with it,
/// as they come with the imperative `ListPanelView`.
@MainActor
protocol ListPanelViewState: ListViewInterface {
  var panel: ListPanelState { get set }
}

extension ListPanelViewState {
  func showLoading() {
    Trace.message(from: "Presenter", to: "View", "showLoading()")
    panel.notice = nil
    panel.content = .loading
  }

  func show(rows: [ListRowDisplayItem]) {
    Trace.message(from: "Presenter", to: "View", "show(rows: \(count: rows.count, "row"))")
    panel.content = .rows(rows.map { Row(title: $0.title, detail: $0.detail) })
  }

  func showEmptyState(message: String) {
    Trace.message(from: "Presenter", to: "View", "showEmptyState(message: \(literal: message))")
    panel.notice = nil
    panel.content = .empty(message)
  }

  func showError(title: String, message: String) {
    Trace.message(from: "Presenter", to: "View", "showError(title: \(literal: title), message: …)")
    panel.notice = nil
    panel.content = .alert(title: title, message: message)
  }

  func showNotice(_ text: String?) {
    Trace.message(from: "Presenter", to: "View", "showNotice(\(literal: text))")
    panel.notice = text
  }

  func showSearchText(_ text: String) {
    Trace.message(from: "Presenter", to: "View", "showSearchText(\(literal: text))")
    panel.searchText = text
  }
}

/// A list panel as a view: the notice, then the list, covered as the panel's status says
/// (DeclarativeUI's `listStatus(_:)`).
struct ListPanelScreen: View {
  let panel: ListPanelState
  /// The rows in view, for a panel whose rows come from the presenter.
  var rows: @MainActor (Range<Int>) -> [Row] = { _ in [] }
  /// What tapping a row does, or `nil` for a list whose rows are not tappable.
  var onSelect: (@MainActor (Int) -> Void)?

  var body: some View {
    VStack {
      if let notice = panel.notice { Notice(notice) }
      list.listStatus(panel.status)
    }
  }

  /// The list, drawn whatever the content, so that its `select` is always there.
  private var list: List {
    switch panel.content {
    case .rows(let made): List(made, onSelect: onSelect)
    case .rowsFromPresenter(let count, _): List(count: count, rows: rows, onSelect: onSelect)
    case .loading, .empty, .alert: List([], onSelect: onSelect)
    }
  }
}
