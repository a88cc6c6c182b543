import TextUI

extension TableView.Content {
  /// How `--trace` writes this content after `table.content =`.
  ///
  /// Short on purpose: `.loading`, `.rows(3 rows)`, `.empty("No users")`. Only read inside a
  /// trace message, so it is never built when no trace log is bound.
  var traced: String {
    switch self {
    case .loading: ".loading"
    case .rows(let rows): ".rows(\(rows.count) rows)"
    case .empty(let message): ".empty(\(message.debugDescription))"
    }
  }
}

extension String {
  /// The text as a Swift literal, cut to `limit` characters with `…`, for long texts in a trace.
  ///
  /// - Parameter limit: the most characters kept from the text.
  /// - Returns: e.g. `"VIPER splits a screen into…"`.
  func tracedLiteral(limit: Int = 30) -> String {
    count > limit ? (String(prefix(limit)) + "…").debugDescription : debugDescription
  }
}
