/// One formatted article row.
struct ArticleRowViewData: Equatable, Sendable {
  var title: String
  var source: String
}

/// What the view tells the view model: events, named for what happened.
@MainActor
protocol NewsListViewModelInputs: AnyObject {
  func viewDidLoad()
  /// The text in the search field changed; an empty query shows the headlines.
  func searchTextChanged(_ text: String)
}

/// What the view model states for the view to show.
@MainActor
protocol NewsListViewModelOutputs: AnyObject {
  var searchText: String { get }
  var isLoading: Bool { get }
  var errorMessage: String? { get }
  var rows: [ArticleRowViewData] { get }
}
