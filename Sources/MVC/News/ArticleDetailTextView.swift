import TextUI

/// The article detail's view: labelled fields, then the description, then the content.
///
/// It knows nothing of articles: ``ArticleDetailViewController`` sets its texts, already
/// formatted, and the view lays them out with TextUI widgets.
@MainActor
public final class ArticleDetailTextView {
  /// Title, author, source and date, labels in a column.
  public var fields = LabeledFields([])
  /// The paragraph under the fields, or `nil` before the controller fills it.
  public var descriptionText: String?
  /// The paragraph at the bottom, or `nil` before the controller fills it.
  public var contentText: String?

  public init() {}

  /// The lines the view draws now.
  public var lines: [String] {
    Layout.stack(fields.lines, descriptionText.map { [$0] } ?? [], contentText.map { [$0] } ?? [])
  }
}
