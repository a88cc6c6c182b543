// MVVM · news — list, search through the service, and a detail screen (MVVM+C).
//
// Start with NewsListViewModel: a search asks the *service*, not a local filter, as the original
// asks the API's search endpoint. Selecting a row is an input; the view model hands the article
// to NewsCoordinator, which builds the detail view model and view and pushes them, so view
// models never create each other and views never navigate.
import Domain

/// One formatted row of the news list: the title and, as `detail`, the source, defaults filled in.
struct ArticleRowViewData: Equatable, Sendable {
  var title: String
  var detail: String
}

/// What the news list view tells its view model: past-tense events.
@MainActor
protocol NewsListViewModelInputs: AnyObject {
  /// The screen loaded: starts loading the headlines.
  func viewDidLoad()
  /// The search text changed: starts the search, cancelling the one still out.
  func searchTextChanged(_ text: String)
  /// The search was cleared: starts loading the headlines again.
  func searchCleared()
  /// The user asked for the list again: starts a load, cancelling the one still out.
  func refreshRequested()
  /// The row at the 0-based `index` was selected: its detail is pushed.
  func rowSelected(at index: Int)
}

/// What the news list view shows: observable, formatted view facts.
@MainActor
protocol NewsListViewModelOutputs: AnyObject {
  /// The search text, trimmed.
  var searchText: String { get }
  /// How many removed articles are not shown, e.g. `2 removed articles not shown`; `nil` for none.
  var notice: String? { get }
  var rows: [ArticleRowViewData] { get }
  var isLoading: Bool { get }
  var emptyMessage: String? { get }
  var errorAlert: AlertViewData? { get }
}

/// A news list view model, seen through its two faces.
@MainActor
protocol NewsListViewModelType: AnyObject {
  var inputs: any NewsListViewModelInputs { get }
  var outputs: any NewsListViewModelOutputs { get }
}
