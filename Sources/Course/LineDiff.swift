/// A line diff by longest common subsequence, printed in the unified format of `diff -u`.
package enum LineDiff {
  enum Edit: Hashable, Sendable {
    case same(String)
    case removed(String)
    case added(String)
  }

  /// Beyond this many cells in the table, the middle that differs is shown as removed, then added.
  static let tableLimit = 4_000_000

  /// The edits that turn `old` into `new`: a shortest one, keeping the longest common subsequence.
  ///
  /// - Complexity: O(*n* × *m*) in time and memory for the lines between a common prefix and suffix.
  static func edits(from old: [String], to new: [String]) -> [Edit] {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let a = Array(old[prefix..<(old.count - suffix)])
    let b = Array(new[prefix..<(new.count - suffix)])
    var middle: [Edit] = []
    if a.isEmpty || b.isEmpty || (a.count + 1) * (b.count + 1) > tableLimit {
      middle = a.map(Edit.removed) + b.map(Edit.added)
    } else {
      // length[i][j]: the longest common subsequence of a[i...] and b[j...].
      let width = b.count + 1
      var length = [Int32](repeating: 0, count: (a.count + 1) * width)
      for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
          let below = (i + 1) * width + j
          length[i * width + j] = a[i] == b[j] ? length[below + 1] + 1 : max(length[below], length[i * width + j + 1])
        }
      }
      var i = 0
      var j = 0
      while i < a.count, j < b.count {
        if a[i] == b[j] {
          middle.append(.same(a[i]))
          i += 1
          j += 1
        } else if length[(i + 1) * width + j] >= length[i * width + j + 1] {
          middle.append(.removed(a[i]))
          i += 1
        } else {
          middle.append(.added(b[j]))
          j += 1
        }
      }
      middle += a[i...].map(Edit.removed) + b[j...].map(Edit.added)
    }
    return old[..<prefix].map(Edit.same) + middle + old[(old.count - suffix)...].map(Edit.same)
  }

  /// The lines of `text`, ended by `\n` or `\r\n`; a final line break ends the last line
  /// rather than starting an empty one.
  ///
  /// Split by Unicode scalars: as characters, `\r\n` is one grapheme that is not `\n`, and a file
  /// with Windows line endings would read as a single line.
  package static func lines(_ text: String) -> [String] {
    var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      String(line.last == "\r" ? line.dropLast() : line)
    }
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// `old` and `new` as a unified diff with `context` lines around each change, or `""` when equal.
  package static func unified(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
    let edits = edits(from: lines(old), to: lines(new))
    let changed = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
    guard let firstChange = changed.first else { return "" }
    var text = "--- \(oldName)\n+++ \(newName)\n"
    // Changes with at most 2 × context unchanged lines between them share a hunk, as in `diff -u`.
    var groups: [ClosedRange<Int>] = []
    var start = firstChange
    var end = firstChange
    for index in changed.dropFirst() {
      if index - end - 1 > 2 * context {
        groups.append(start...end)
        start = index
      }
      end = index
    }
    groups.append(start...end)
    // Line numbers before each edit, in the old and the new text.
    var oldLine = [Int](repeating: 0, count: edits.count + 1)
    var newLine = [Int](repeating: 0, count: edits.count + 1)
    for (index, edit) in edits.enumerated() {
      oldLine[index + 1] = oldLine[index] + (edit.isAdded ? 0 : 1)
      newLine[index + 1] = newLine[index] + (edit.isRemoved ? 0 : 1)
    }
    for group in groups {
      let first = max(group.lowerBound - context, 0)
      let last = min(group.upperBound + context, edits.count - 1)
      let oldCount = oldLine[last + 1] - oldLine[first]
      let newCount = newLine[last + 1] - newLine[first]
      text += "@@ -\(range(oldLine[first], oldCount)) +\(range(newLine[first], newCount)) @@\n"
      for edit in edits[first...last] {
        switch edit {
        case .same(let line): text += " \(line)\n"
        case .removed(let line): text += "-\(line)\n"
        case .added(let line): text += "+\(line)\n"
        }
      }
    }
    return text
  }

  /// A hunk's range as `diff -u` writes it: an empty range names the line before it.
  private static func range(_ linesBefore: Int, _ count: Int) -> String {
    count == 0 ? "\(linesBefore),0" : count == 1 ? "\(linesBefore + 1)" : "\(linesBefore + 1),\(count)"
  }
}

extension LineDiff.Edit {
  fileprivate var isAdded: Bool { if case .added = self { true } else { false } }
  fileprivate var isRemoved: Bool { if case .removed = self { true } else { false } }
}
