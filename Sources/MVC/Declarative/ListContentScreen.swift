import DeclarativeUI
import TextUI

/// What a list screen's controller says its list shows: the declarative controllers' one piece
/// of state for a list, as `content` is the imperative list view's property.
///
/// One value, so new content replaces an alert, as it takes the alert down on every list.
enum ListContent {
  /// The spinner, while a load is out.
  case loading
  /// Rows already made.
  case rows([Row])
  /// `count` rows that the screen's row provider makes when they come into view, as a table asks
  /// its data source.
  case rowsInView(count: Int)
  /// Rows grouped under titled sections, e.g. to-dos by day.
  case sections([SectionedTableView.Section])
  /// No rows, with a message saying why; not an error.
  case empty(String)
  /// An alert in place of the list.
  case alert(title: String, message: String)
}

/// The body of every MVC list screen in the declarative views: a notice, then the list, covered
/// as the content says (DeclarativeUI's `listStatus(_:)`).
///
/// Like the imperative layer's reusable list view it knows nothing of users, drivers or
/// articles: each screen hands it what its controller holds. The list is always drawn, so
/// `select` is accepted (and a missing row rejected) while the list loads or shows an alert.
struct ListContentScreen: View {
  /// What the list shows.
  let content: ListContent
  /// The one-line notice above the list, or `nil`.
  var notice: String?
  /// Makes the rows of ``ListContent/rowsInView(count:)`` in a range, when they come into view.
  var rowsInView: (@MainActor (Range<Int>) -> [Row])?
  /// What tapping a row does, given its 0-based index; `nil` when rows are not tappable.
  var onSelect: (@MainActor (Int) -> Void)?

  var body: some View {
    VStack {
      if let notice {
        Notice(notice)
      }
      list.listStatus(status)
    }
  }

  /// The list itself: the rows, or none while something covers it.
  @ViewBuilder private var list: ViewGroup {
    switch content {
    case .rows(let rows): List(rows, onSelect: onSelect)
    case .rowsInView(let count): List(count: count, rows: rowsInView ?? { _ in [] }, onSelect: onSelect)
    case .sections(let sections): List(sections: sections, onSelect: onSelect)
    case .loading, .empty, .alert: List([], onSelect: onSelect)
    }
  }

  /// What covers the list: the spinner, the empty message or the alert.
  private var status: ListStatus {
    switch content {
    case .loading: .loading
    case .rows, .rowsInView, .sections: .rows
    case .empty(let message): .empty(message)
    case .alert(let title, let message): .alert(title: title, message: message)
    }
  }
}
