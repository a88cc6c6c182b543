import Foundation

/// Splits a child's output into lines as it arrives, each byte looked at once.
///
/// A line longer than ``lineLimit`` bytes keeps its first ``lineLimit`` bytes and `…`; the
/// rest is skipped up to its line break, so a test that prints one endless line costs neither
/// time nor memory beyond its length read once. A `\r` before the line break is dropped.
package struct LineSplitter {
  /// The longest line kept, in bytes.
  package static let lineLimit = 4096

  /// The start of the line being read: never more than ``lineLimit`` bytes.
  private var pending: [UInt8] = []
  /// Whether the line being read passed ``lineLimit`` and is cut.
  private var isCut = false
  /// How many bytes were looked at: each byte fed, once.
  private(set) var bytesExamined = 0

  /// Reads `bytes` and calls `line` with each line they end.
  ///
  /// - Complexity: O(*n*) for *n* bytes: each is looked at once, and at most ``lineLimit`` of a
  ///   line are copied.
  package mutating func feed(_ bytes: UnsafeRawBufferPointer, line: (String) -> Void) {
    var start = 0
    while start < bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != 0x0A { end += 1 }
      bytesExamined += end - start + (end < bytes.count ? 1 : 0)
      let room = Self.lineLimit - pending.count
      if end - start > room { isCut = true }
      pending.append(contentsOf: bytes[start..<(start + min(room, end - start))])
      guard end < bytes.count else { return }
      line(takeLine())
      start = end + 1
    }
  }

  /// The unfinished last line, if the output did not end with a line break.
  package mutating func finish() -> String? {
    pending.isEmpty && !isCut ? nil : takeLine()
  }

  private mutating func takeLine() -> String {
    if !isCut, pending.last == 0x0D { pending.removeLast() }
    let text = String(decoding: pending, as: UTF8.self) + (isCut ? "…" : "")
    pending.removeAll(keepingCapacity: true)
    isCut = false
    return text
  }
}

/// What a check keeps of `swift test`'s output: at most ``keptLimit`` lines that
/// ``CheckOutcome/read(termination:lines:folder:)`` looks for (issues with the lines that
/// continue them — a value that spans lines, Swift Testing's `±` difference, `↳` notes —,
/// errors, fatal errors, the count of tests run), and the last ``tailLimit`` lines, in order.
///
/// A test that prints a million lines costs a check no more than these few hundred lines of
/// at most ``LineSplitter/lineLimit`` bytes each.
package struct CheckOutput {
  package init() {}

  /// How many of the lines a reading looks for are kept.
  package static let keptLimit = 500
  /// How many of the last lines are kept.
  package static let tailLimit = 100

  private var kept: [(number: Int, text: String)] = []
  /// The last lines, a ring of at most ``tailLimit``; `tailStart` is the oldest.
  private var tail: [(number: Int, text: String)] = []
  private var tailStart = 0
  private var count = 0
  private var previousWasIssue = false

  /// The test that started and has not ended yet, as Swift Testing names it (`title_isScreen()`):
  /// when the output stops there, the test that crashed. A check runs its tests one at a time.
  package private(set) var runningTest: String?

  /// Takes one line of output.
  package mutating func append(_ line: String) {
    noteTestEvents(line)
    let mayTell = Self.mayTell(line)
    let isIssue = mayTell && TestIssue.isIssueLine(line)
    let continuesIssue = previousWasIssue && TestIssue.continues(with: line)
    previousWasIssue = isIssue || continuesIssue
    if kept.count < Self.keptLimit, isIssue || continuesIssue || (mayTell && CheckOutcome.isTelling(line)) {
      kept.append((count, line))
    }
    if tail.count < Self.tailLimit {
      tail.append((count, line))
    } else {
      tail[tailStart] = (count, line)
      tailStart = (tailStart + 1) % Self.tailLimit
    }
    count += 1
  }

  /// Follows `◇ Test name() started.` and the line that ends it (`✔ Test name() passed after…`,
  /// `✘ Test name() failed after…`, `skipped`), colours or not.
  private mutating func noteTestEvents(_ line: String) {
    guard line.contains("Test "), !line.contains("Test run ") else { return }
    let line = line.contains("\u{1B}") ? line.replacing(/\x{1B}\[[0-9;]*m/, with: "") : line
    if line.hasSuffix(" started."), let start = line.range(of: "Test ") {
      runningTest = String(line[start.upperBound...].dropLast(" started.".count))
    } else if let test = runningTest,
      [" passed", " failed", " skipped"].contains(where: { line.contains("Test \(test)\($0)") })
    {
      runningTest = nil
    }
  }

  /// Whether `line` holds a word that every line a reading looks for holds, found with `memchr`
  /// and `memcmp` so that a flood of lines costs little even in a debug build.
  private static func mayTell(_ line: String) -> Bool {
    var line = line
    return line.withUTF8 { text in markers.contains { find($0, in: text) } }
  }

  /// In issue lines (`recorded an issue`), errors and fatal errors (`error`), the counts of
  /// tests run (`No matching`, `with 0 tests`) and the time zone a check's tests run under.
  private static let markers = markerWords.map { Array($0.utf8) }
  private static let markerWords = ["recorded an issue", "error", "No matching", "with 0 tests", "the tests under TZ="]

  private static func find(_ needle: [UInt8], in text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = text.baseAddress, needle.count <= text.count else { return false }
    let last = text.count - needle.count
    var start = 0
    while start <= last, let hit = memchr(base + start, Int32(needle[0]), last - start + 1) {
      let index = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
      if memcmp(base + index, needle, needle.count) == 0 { return true }
      start = index + 1
    }
    return false
  }

  /// The lines kept, in the order they came.
  package var lines: [String] {
    let last = tail[tailStart...] + tail[..<tailStart]
    let firstOfTail = last.first?.number ?? count
    return kept.filter { $0.number < firstOfTail }.map(\.text) + last.map(\.text)
  }

  /// How many lines came, kept or not.
  package var lineCount: Int { count }
}
