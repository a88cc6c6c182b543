import Comparison

/// Which lines of a Swift patch are code, by the rule `compare` counts a pattern's lines of code
/// with (``CodeLineReader``): not blank, not a comment, not tracing.
///
/// Each side of a hunk is read in order, context included, so a line inside a comment block or
/// a `Trace` call that began in a context line is known for what it is.
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
    var reader = CodeLineReader()
    return side.reduce(0) { count, line in reader.isCode(line.text) && line.isChanged ? count + 1 : count }
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
