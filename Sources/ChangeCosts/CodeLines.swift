/// Which lines of a Swift patch are code: not blank, not a comment, not part of a `Trace` call.
///
/// A change's cost in code lines leaves out what a reader skips to follow the logic: blank
/// lines, `//` and `/* */` comments (doc comments included), and the `Trace.message(…)` lines a
/// pattern writes where it sends a message, with their continuation lines. Each side of a hunk
/// is read in order, context included, so a line inside a comment block or a `Trace` call that
/// began in a context line is known for what it is.
enum CodeLines {
  /// How many added and removed lines of `hunks` are code.
  static func count(in hunks: [[UnifiedDiff.DiffLine]]) -> LineCount {
    var count = LineCount()
    for hunk in hunks {
      count.added += codeLines(hunk.compactMap(\.newSide))
      count.removed += codeLines(hunk.compactMap(\.oldSide))
    }
    return count
  }

  /// Counts the lines flagged as changed (`true`) that are code, reading every line in order.
  private static func codeLines(_ side: [(text: String, isChanged: Bool)]) -> Int {
    var inBlockComment = false
    var openTraceParentheses = 0
    var count = 0
    for (text, isChanged) in side {
      let trimmed = text.drop { $0 == " " || $0 == "\t" }
      var isCode = false
      if inBlockComment {
        inBlockComment = !trimmed.contains("*/")
      } else if openTraceParentheses > 0 {
        openTraceParentheses = max(0, openTraceParentheses + balance(of: trimmed))
      } else if trimmed.isEmpty || trimmed.hasPrefix("//") {
        // blank or a line comment
      } else if trimmed.hasPrefix("/*") {
        inBlockComment = !trimmed.contains("*/")
      } else if trimmed.hasPrefix("Trace.") {
        openTraceParentheses = max(0, balance(of: trimmed))
      } else {
        isCode = true
      }
      if isChanged && isCode { count += 1 }
    }
    return count
  }

  /// Opening less closing parentheses on a line.
  private static func balance(of line: Substring) -> Int {
    line.reduce(0) { $0 + ($1 == "(" ? 1 : $1 == ")" ? -1 : 0) }
  }
}

extension UnifiedDiff.DiffLine {
  /// The line as the file reads after the patch, and whether the patch added it.
  var newSide: (text: String, isChanged: Bool)? {
    switch self {
    case .context(let text): (text, false)
    case .added(let text): (text, true)
    case .removed: nil
    }
  }

  /// The line as the file read before the patch, and whether the patch removed it.
  var oldSide: (text: String, isChanged: Bool)? {
    switch self {
    case .context(let text): (text, false)
    case .removed(let text): (text, true)
    case .added: nil
    }
  }
}
