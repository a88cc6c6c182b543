import Domain

/// What the article detail view tells its view model: past-tense events.
@MainActor
protocol ArticleDetailViewModelInputs: AnyObject {
  /// The screen appeared; the article is already stated, so there is nothing to load.
  func viewDidLoad()
  /// The user went back to the list.
  func backTapped()
}

/// What the article detail view shows: every field formatted, a default for each missing one.
@MainActor
protocol ArticleDetailViewModelOutputs: AnyObject {
  var title: String { get }
  var author: String { get }
  var source: String { get }
  /// The publication date, e.g. `17 Sep 2024, 14:30 UTC`.
  var date: String { get }
  /// The article's address, or `No link`.
  var link: String { get }
  /// The description's paragraphs.
  var description: [String] { get }
  /// The content's paragraphs, the last saying how much is left at the source when it was cut.
  var content: [String] { get }
}

/// An article detail view model, seen through its two faces.
@MainActor
protocol ArticleDetailViewModelType: AnyObject {
  var inputs: any ArticleDetailViewModelInputs { get }
  var outputs: any ArticleDetailViewModelOutputs { get }
}
