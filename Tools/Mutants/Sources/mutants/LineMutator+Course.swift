/// The operators first measured on the course (``MutationOperator/courseOnly``): the bugs its
/// exercises are about — a reference that should not own, a task that keeps its owner, an
/// entry never removed, a date read in the machine's time zone.
extension LineMutator {
  /// `weak var view: View?` → `unowned var view: View?`.
  static func unownedReferences(_ line: SourceLine) -> [LineMutation] {
    swaps(line, [("weak var ", "unowned var ")], as: .weakToUnowned)
  }

  /// `Task { [weak self] in` → `Task { [self = Optional(self)] in`: the capture is strong, and
  /// `self` keeps its optional type, so the body's `self?.…` still compiles. Only a capture list
  /// that opens a `Task`'s closure (`Task {`, `Task.detached(priority: …) {`, `Task { @MainActor`).
  static func strongTaskCaptures(_ line: SourceLine) -> [LineMutation] {
    var found: [LineMutation] = []
    let entry = "weak self"
    for start in line.codeOccurrences(of: entry) {
      let end = start + entry.count
      // The capture list around the entry: the last `[` before it, with no `]` between.
      guard end < line.codeEnd, [",", "]"].contains(line.characters[end]),
        let open = (0..<start).last(where: { line.isCode[$0] && line.characters[$0] == "[" }),
        !line.characters[open..<start].contains("]"),
        opensTaskClosure(String(line.characters[0..<open]).trimmingWhitespace())
      else { continue }
      found.append(
        LineMutation(
          mutationOperator: .strongCaptureInTask, after: line.replacing(start..<end, with: "self = Optional(self)")))
    }
    return found
  }

  /// Whether `code` (what precedes a capture list) ends by opening a `Task`'s closure.
  static func opensTaskClosure(_ code: String) -> Bool {
    var words = code.split(separator: " ", omittingEmptySubsequences: true)
    // `Task { @MainActor [weak self] in`: the closure's attributes come before its captures.
    while let last = words.last, last.hasPrefix("@") { words.removeLast() }
    guard words.last == "{" || words.last?.hasSuffix("{") == true else { return false }
    var head = words.joined(separator: " ")
    head.removeLast()
    head = head.trimmingWhitespace()
    guard let task = head.range(of: "Task", options: .backwards) else { return false }
    if task.lowerBound > head.startIndex {
      let previous = head[head.index(before: task.lowerBound)]
      if previous.isLetter || previous.isNumber || previous == "_" || previous == "." { return false }
    }
    let rest = head[task.upperBound...]
    return (rest.isEmpty || rest.hasPrefix(".detached") || rest.hasPrefix("(") || rest.hasPrefix("<"))
      && !rest.contains("{") && !rest.contains("}")
  }

  /// `tasks.removeValue(forKey: id)` (or `_ = …`), whole on its line → `_ = ()`; a role's call
  /// is `drop-call`'s. The other way to remove an entry, `$0[id] = nil`, is made a read where it
  /// is a closure's whole body (`running.withLock { $0[id] = nil }` → `{ _ = $0[id] }`, which
  /// still uses the closure's argument, so it compiles): a whole-line one is `drop-assignment`'s.
  static func droppedRemoveValues(_ line: SourceLine, code: String, next: SourceLine?, receivers: [String])
    -> [LineMutation]
  {
    let removals = subscriptRemovalsInClosures(line)
    guard removals.isEmpty else { return removals }
    guard isWholeStatement(line, code: code, next: next) else { return [] }
    var statement = code
    for prefix in ["try await ", "await ", "try "] where statement.hasPrefix(prefix) {
      statement.removeFirst(prefix.count)
      break
    }
    if statement.hasPrefix("_ = ") { statement.removeFirst(4) }
    guard let call = statement.range(of: ".removeValue(forKey:"), statement.hasSuffix(")"),
      !isRoleCall(statement, receivers: receivers)
    else { return [] }
    let receiver = statement[..<call.lowerBound]
    guard !receiver.isEmpty, receiver.first!.isLetter || receiver.first == "_",
      receiver.allSatisfy({ $0.isLetter || $0.isNumber || "_.?".contains($0) })
    else { return [] }
    return [LineMutation(mutationOperator: .dropRemoveValue, after: line.indentation + "_ = ()")]
  }

  /// Each `{ x[key] = nil }` on the line, the assignment alone in its braces → `{ _ = x[key] }`.
  private static func subscriptRemovalsInClosures(_ line: SourceLine) -> [LineMutation] {
    var found: [LineMutation] = []
    for start in line.codeOccurrences(of: "] = nil }") {
      let end = start + "] = nil".count
      // The assignment's target runs back to the brace that opens the closure, with one `[`.
      guard let open = (0..<start).last(where: { line.isCode[$0] && line.characters[$0] == "{" }) else { continue }
      let target = String(line.characters[(open + 1)...start]).trimmingWhitespace()
      guard let bracket = target.firstIndex(of: "["), target.filter({ $0 == "[" }).count == 1,
        let first = target.first, first.isLetter || first == "_" || first == "$",
        target[..<bracket].allSatisfy({ $0.isLetter || $0.isNumber || "_.$?".contains($0) })
      else { continue }
      let targetStart = (open + 1..<start).first { line.characters[$0] != " " }!
      found.append(
        LineMutation(
          mutationOperator: .dropRemoveValue,
          after: line.replacing(targetStart..<end, with: "_ = " + String(line.characters[targetStart...start]))))
    }
    return found
  }

  /// `TimeZone(identifier: "UTC")!` and `TimeZone(secondsFromGMT: 0)!` → `TimeZone.current`;
  /// where the line has neither, a calendar's `….timeZone = …` (whole on its line) → `.current`.
  static func currentTimeZones(_ line: SourceLine, code: String, next: SourceLine?) -> [LineMutation] {
    var found: [LineMutation] = []
    for call in ["TimeZone(identifier: ", "TimeZone(secondsFromGMT: "] {
      for start in line.codeOccurrences(of: call) {
        if start > 0, line.characters[start - 1].isLetter || line.characters[start - 1].isNumber { continue }
        var depth = 0
        var close: Int?
        for index in (start + "TimeZone".count)..<line.codeEnd where line.isCode[index] {
          if line.characters[index] == "(" { depth += 1 }
          if line.characters[index] == ")" {
            depth -= 1
            if depth == 0 {
              close = index
              break
            }
          }
        }
        guard let close, close + 1 < line.codeEnd, line.characters[close + 1] == "!" else { continue }
        found.append(
          LineMutation(
            mutationOperator: .currentTimeZone, after: line.replacing(start..<(close + 2), with: "TimeZone.current")))
      }
    }
    guard found.isEmpty, isWholeStatement(line, code: code, next: next),
      let equals = line.codeOccurrences(of: " = ").first
    else { return found }
    let target = String(line.characters[0..<equals]).trimmingWhitespace()
    var valueStart = equals + 3
    while valueStart < line.codeEnd, line.characters[valueStart] == " " { valueStart += 1 }
    let value = String(line.characters[valueStart..<line.codeEnd]).trimmingWhitespace()
    guard target == "timeZone" || target.hasSuffix(".timeZone"),
      target.allSatisfy({ $0.isLetter || $0.isNumber || "_.?".contains($0) }),
      ![".current", "TimeZone.current", ".autoupdatingCurrent", "TimeZone.autoupdatingCurrent"].contains(value)
    else { return found }
    return [
      LineMutation(
        mutationOperator: .currentTimeZone,
        after: line.replacing(valueStart..<(valueStart + value.count), with: ".current"))
    ]
  }
}
