/// How `archdemo compare` writes its report (`--format`).
package enum ReportFormat: String, CaseIterable, Hashable, Sendable {
  /// Plain text for a terminal: the default.
  case text
  /// Markdown tables and the reading, as the docs quote them.
  case markdown
  /// JSON with every figure of the table, for tools.
  case json
}
