/// The kit's one rule for a line of code: what `compare` counts as a pattern's lines of code and
/// `compare --changes` as a change's code lines, so the two measures count like with like.
///
/// A line of code is what a reader follows the logic by: not blank, not a `//` or `/* */`
/// comment (doc comments included), and not tracing — an `import Tracing`, or a `Trace.` call
/// with its continuation lines up to its closing parenthesis. Whether a line is code can depend
/// on the lines before it (inside a comment block, inside a trace call), so a reader reads a
/// file's lines in order, or a diff hunk's lines with their context.
package struct CodeLineReader: Sendable {
  private var inBlockComment = false
  private var openTraceParentheses = 0

  package init() {}

  /// Reads the next line and says whether it is code.
  ///
  /// - Parameter line: the line as the file holds it, indentation included.
  /// - Returns: `true` for a line of code.
  package mutating func isCode(_ line: some StringProtocol) -> Bool {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    if inBlockComment {
      inBlockComment = !trimmed.contains("*/")
      return false
    }
    if openTraceParentheses > 0 {
      openTraceParentheses = max(0, openTraceParentheses + Self.balance(of: trimmed))
      return false
    }
    if trimmed.isEmpty || trimmed.hasPrefix("//") { return false }
    if trimmed.hasPrefix("/*") {
      inBlockComment = !trimmed.contains("*/")
      return false
    }
    if trimmed.hasPrefix("import Tracing") { return false }
    if trimmed.hasPrefix("Trace.") {
      openTraceParentheses = max(0, Self.balance(of: trimmed))
      return false
    }
    return true
  }

  /// Opening less closing parentheses on a line.
  private static func balance(of line: some StringProtocol) -> Int {
    line.reduce(0) { $0 + ($1 == "(" ? 1 : $1 == ")" ? -1 : 0) }
  }
}
