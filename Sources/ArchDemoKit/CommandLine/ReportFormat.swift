/// How `archdemo compare` writes its report (`--format`).
///
/// Only the text report exists so far: every format prints it.
public enum ReportFormat: String, CaseIterable, Hashable, Sendable {
  /// Plain text for a terminal: the default.
  case text
  /// A Markdown document.
  case markdown
  /// JSON for tools.
  case json
}
