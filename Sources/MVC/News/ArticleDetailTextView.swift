import TextUI
import Tracing

/// The article detail's view: labelled fields, then paragraphs of text.
///
/// It knows nothing of articles: ``ArticleDetailViewController`` sets its fields and
/// paragraphs, already formatted, and the view lays them out with TextUI widgets. Each
/// property the controller sets is an edge of `--trace`, reported as it is set.
@MainActor
final class ArticleDetailTextView {
  /// Title, author, source, date and link, labels in a column.
  var fields = LabeledFields([]) {
    didSet { Trace.message(from: "Controller", to: "View", "fields = \(fields.traced)") }
  }

  /// The paragraphs under the fields: the description's, then the content's.
  var paragraphs: [String] = [] {
    didSet { Trace.message(from: "Controller", to: "View", "paragraphs = \(paragraphs.traced)") }
  }

  /// The lines the view draws now.
  var lines: [String] {
    fields.lines(followedBy: paragraphs)
  }
}
