import TextUI
import Tracing

// How `--trace` writes the values a controller sets on its text views: short and on one line.
// Only read inside a trace message, so none of it is built when no trace log is bound.

extension String {
  /// The text as a Swift literal, cut short when long: `"Network: offline"`.
  var traced: String { "\(literal: self)" }
}

extension [String] {
  /// The texts as a Swift array literal: `["Modules and routers.", "Body text."]`.
  var traced: String { "[\(map(\.traced).joined(separator: ", "))]" }
}

extension Banner {
  /// The banner as it is made: `Banner("Offline — showing saved melodies")`.
  var traced: String { "Banner(\(text.traced))" }
}

extension ListTextView.Content {
  /// The content after `content =`: `.loading`, `.rows(3 rows)`, `.empty("No users")`.
  var traced: String {
    switch self {
    case .loading: ".loading"
    case .rows(let rows): ".rows(\(count: rows.count, "row"))"
    case .rowsFromDataSource: ".rowsFromDataSource"
    case .sections(let sections): ".sections(\(sections.map(\.header).traced))"
    case .empty(let message): ".empty(\(message.traced))"
    case .alert(let title, let message): ".alert(title: \(title.traced), message: \(message.traced))"
    }
  }
}

extension LabeledFields {
  /// The fields after `fields =`: `LabeledFields(Name: "Buy milk", Due: "")`.
  var traced: String {
    "LabeledFields(\(fields.map { "\($0.label): \($0.value.traced)" }.joined(separator: ", ")))"
  }
}
