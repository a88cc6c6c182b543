import Comparison

/// A patch in the unified format `git diff` writes, read file by file.
///
/// Only what `compare --changes` counts is kept: each file's paths, the lines the patch adds
/// and removes, and its hunks in order (to tell a comment or a `Trace` call from code). Hunk headers say how many lines each hunk holds, and the reader counts
/// them, so a removed line that reads `--- x` or an added one that reads `+++ y` is a line of
/// the hunk, never mistaken for the next file's header.
package struct UnifiedDiff: Hashable, Sendable {
  /// What a patch does to one file.
  package struct FileChange: Hashable, Sendable {
    /// The path before the change, without git's `a/` prefix; `nil` for a new file.
    package var oldPath: String?
    /// The path after the change, without git's `b/` prefix; `nil` for a deleted file.
    package var newPath: String?
    /// The lines the patch adds, without their `+`.
    package var added: [String] = []
    /// The lines the patch removes, without their `-`.
    package var removed: [String] = []
    /// Every hunk's lines in order, context included, so a line can be read in its place.
    package var hunks: [[DiffLine]] = []

    /// The file's path: after the change, or before it for a deleted file.
    package var path: String { newPath ?? oldPath ?? "" }
    /// Whether the patch creates the file.
    package var isNew: Bool { oldPath == nil }
  }

  /// One line of a hunk: kept, added or removed.
  package enum DiffLine: Hashable, Sendable {
    case context(String)
    case added(String)
    case removed(String)
  }

  /// Why a text is not a patch.
  package enum ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A line the unified format does not allow where it stands (1-based line number).
    case unexpectedLine(Int, String)
    /// The text ends inside a hunk that announced more lines.
    case truncatedHunk(path: String)

    package var description: String {
      switch self {
      case .unexpectedLine(let number, let line): "line \(number) is not part of a unified diff: \(line)"
      case .truncatedHunk(let path): "the patch ends inside a hunk of \(path)"
      }
    }
  }

  /// The files the patch changes, in its order.
  package var files: [FileChange]

  /// Reads a patch.
  ///
  /// - Parameter text: the patch, as `git diff` writes it.
  /// - Throws: ``ParseError`` when a line fits no part of the format, or a hunk is cut short.
  package init(parsing text: String) throws(ParseError) {
    var files: [FileChange] = []
    var oldLeft = 0
    var newLeft = 0
    let lines = text.textLines
    for (index, line) in lines.enumerated() {
      if oldLeft > 0 || newLeft > 0 {
        guard var file = files.popLast() else { throw .unexpectedLine(index + 1, line) }
        switch line.first {
        case "+":
          file.added.append(String(line.dropFirst()))
          file.hunks[file.hunks.count - 1].append(.added(String(line.dropFirst())))
          newLeft -= 1
        case "-":
          file.removed.append(String(line.dropFirst()))
          file.hunks[file.hunks.count - 1].append(.removed(String(line.dropFirst())))
          oldLeft -= 1
        case " ", nil:
          file.hunks[file.hunks.count - 1].append(.context(String(line.dropFirst())))
          oldLeft -= 1
          newLeft -= 1
        case "\\":
          break  // "\ No newline at end of file"
        default:
          throw .unexpectedLine(index + 1, line)
        }
        files.append(file)
        continue
      }
      if line.hasPrefix("diff --git ") {
        files.append(FileChange())
      } else if line.hasPrefix("--- ") {
        if files.isEmpty || files[files.count - 1].oldPath != nil || !files[files.count - 1].added.isEmpty {
          files.append(FileChange())
        }
        files[files.count - 1].oldPath = Self.path(line.dropFirst(4), prefix: "a/")
      } else if line.hasPrefix("+++ ") {
        guard !files.isEmpty else { throw .unexpectedLine(index + 1, line) }
        files[files.count - 1].newPath = Self.path(line.dropFirst(4), prefix: "b/")
      } else if line.hasPrefix("@@ ") {
        guard !files.isEmpty, let counts = Self.hunkCounts(line) else { throw .unexpectedLine(index + 1, line) }
        (oldLeft, newLeft) = counts
        files[files.count - 1].hunks.append([])
      } else if line.hasPrefix("\\") || line.isEmpty
        || files.last.map({ $0.added.isEmpty && $0.removed.isEmpty })
          == true
      {
        continue  // git's extended headers (index, new file mode, …) and trailing blank lines
      } else {
        throw .unexpectedLine(index + 1, line)
      }
    }
    if oldLeft > 0 || newLeft > 0 { throw .truncatedHunk(path: files.last?.path ?? "") }
    self.files = files.filter { $0.oldPath != nil || $0.newPath != nil }
  }

  /// A header's path without git's prefix, or `nil` for `/dev/null`.
  private static func path(_ text: Substring, prefix: String) -> String? {
    let path = text.split(separator: "\t", maxSplits: 1).first.map(String.init) ?? ""
    if path == "/dev/null" { return nil }
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// The old and new line counts of `@@ -a,b +c,d @@` (a missing count is 1).
  private static func hunkCounts(_ line: String) -> (Int, Int)? {
    let parts = line.split(separator: " ")
    guard parts.count >= 3, parts[1].hasPrefix("-"), parts[2].hasPrefix("+") else { return nil }
    func count(_ range: Substring) -> Int? {
      let numbers = range.dropFirst().split(separator: ",", omittingEmptySubsequences: false)
      guard numbers.count <= 2, Int(numbers[0]) != nil else { return nil }
      return numbers.count == 2 ? Int(numbers[1]) : 1
    }
    guard let old = count(parts[1]), let new = count(parts[2]) else { return nil }
    return (old, new)
  }
}
