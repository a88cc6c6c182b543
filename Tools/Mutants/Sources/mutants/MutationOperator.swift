/// The kinds of small, realistic bug the tool plants, each a rewrite of one line.
///
/// Every operator works on code only (never inside a string literal or a comment, except the
/// one that changes a displayed string) and skips lines that name `Trace`: tracing is at the
/// kit's edges and says nothing about a pattern's behaviour.
enum MutationOperator: String, CaseIterable, Codable, Sendable {
  /// `==` ↔ `!=`, `&&` ↔ `||`, `if c {` / `guard c else` → `!(c)`, `true` ↔ `false` assigned.
  case flipCondition = "flip-condition"
  /// `<` ↔ `<=`, `>` ↔ `>=`: a relational boundary moved by one.
  case relationalBoundary = "relational-boundary"
  /// A whole-line call to a view, router, delegate, coordinator, presenter, interactor, view
  /// model, window or output removed (`view?.showLoading()` → nothing).
  case dropCall = "drop-call"
  /// A whole-line assignment removed (`content = .loading` → nothing); `self.x = x` in an
  /// initializer is left alone, since dropping it cannot compile.
  case dropAssignment = "drop-assignment"
  /// A function that returns nothing returns at once (`if true { return }` after its `{`).
  case returnEarly = "return-early"
  /// A displayed string loses its last character (`"Could not load drivers"` → `"…driver"`).
  case displayedString = "displayed-string"
  /// `weak var` → `var`: a back reference that should not own its target now does.
  case weakToStrong = "weak-to-strong"
  /// An index or a range off by one: `a[i]` → `a[i + 1]`, `x - 1` inside `[…]` → `x`, `..<` → `...`.
  case offByOne = "off-by-one"
  /// A `Bool` argument negated: `setFavourite(true, …)` → `setFavourite(false, …)`,
  /// `animated: false` → `animated: true`.
  case negateBoolArgument = "negate-bool-argument"
  /// Two consecutive statements swapped: an order bug, e.g. showing before loading, or
  /// navigating before saving.
  case swapStatements = "swap-statements"
  /// A case of an enum replaced by a sibling case that carries no value either
  /// (`.refreshRequested` → `.searchCleared`): the wrong state or event named.
  case siblingCase = "sibling-case"
  /// `weak var` → `unowned var`: a back reference that no longer owns its target still
  /// crashes when read after its target is gone. Course only (``courseOnly``).
  case weakToUnowned = "weak-to-unowned"
  /// A `Task` closure's `weak self` capture made strong (`[weak self]` →
  /// `[self = Optional(self)]`, so the body's `self?.` still compiles): the task keeps its
  /// owner alive until it ends. Course only (``courseOnly``).
  case strongCaptureInTask = "strong-capture-in-task"
  /// A whole-line `x.removeValue(forKey:)` call removed, or a closure's `{ x[key] = nil }` made
  /// a read (`{ _ = x[key] }`): an entry that should go stays.
  /// Course only (``courseOnly``).
  case dropRemoveValue = "drop-remove-value"
  /// A fixed time zone read from the machine instead: `TimeZone(identifier: "…")!` and
  /// `TimeZone(secondsFromGMT: 0)!` → `TimeZone.current`, a calendar's `timeZone = …` →
  /// `.current`. Course only (``courseOnly``).
  case currentTimeZone = "current-time-zone"

  /// The operators first measured on the course. The kit's committed results have no record of
  /// them, and CI samples the kit's candidates (a candidate with no record fails the check), so
  /// for now they apply to the course's sources only; the kit's next full run takes them (then
  /// this set empties and every operator applies to both).
  static let courseOnly: Set<MutationOperator> = [
    .weakToUnowned, .strongCaptureInTask, .dropRemoveValue, .currentTimeZone,
  ]

  /// The operators applied to the kit's sources: every one but ``courseOnly``.
  static var kitOperators: Set<MutationOperator> { Set(allCases).subtracting(courseOnly) }

  /// The operators applied to the course's solved code: every one.
  static var courseOperators: Set<MutationOperator> { Set(allCases) }

  /// What the operator does, for the README and `--help`.
  var summary: String {
    switch self {
    case .flipCondition: "`==`↔`!=`, `&&`↔`||`, `if c`/`guard c` → `!(c)`, assigned `true`↔`false`"
    case .relationalBoundary: "`<`↔`<=`, `>`↔`>=`"
    case .dropCall:
      "a whole-line call to a view, router, delegate, coordinator, presenter, interactor, view model, window or output removed"
    case .dropAssignment: "a whole-line assignment removed (not `self.x = x`)"
    case .returnEarly: "a function returning nothing returns at once"
    case .displayedString: "a displayed string literal loses its last character"
    case .weakToStrong: "`weak var` → `var`"
    case .offByOne: "`a[i]` → `a[i + 1]`, `[x - 1]` → `[x]`, `..<` → `...`"
    case .negateBoolArgument: "a `true` or `false` argument negated"
    case .swapStatements: "two consecutive statements (calls, assignments) swapped"
    case .siblingCase: "an enum case with no value replaced by the next such case of its enum"
    case .weakToUnowned: "`weak var` → `unowned var` (course only, for now)"
    case .strongCaptureInTask: "a `Task` closure's `[weak self]` made strong (course only, for now)"
    case .dropRemoveValue:
      "a whole-line `x.removeValue(forKey:)` call, or a closure's `{ x[key] = nil }` made a read, `{ _ = x[key] }` (course only, for now)"
    case .currentTimeZone:
      "a fixed time zone (`TimeZone(identifier:)!`, `TimeZone(secondsFromGMT:)!`, `calendar.timeZone = …`) → `.current` (course only, for now)"
    }
  }
}

/// One rewrite of one line: the operator and the line as it reads afterwards. A
/// `swap-statements` rewrite also writes the line it read, unchanged, on the next line.
struct LineMutation: Equatable {
  let mutationOperator: MutationOperator
  let after: String
}

/// Finds every rewrite each operator can make of a line.
enum LineMutator {
  /// The rewrites of `line`; `next` is the following line, to tell a whole statement from the
  /// first line of a longer one. `receivers` are the endings of the names whose calls
  /// `drop-call` removes: the roles that talk across a pattern's boundaries (``RoleTable``).
  /// `siblings` maps each enum case that carries no value to the case that replaces it
  /// (``SiblingCases``). `operators` are those applied: the kit's by default, which leave out
  /// ``MutationOperator/courseOnly``.
  static func mutations(
    of line: SourceLine, next: SourceLine?, receivers: [String], siblings: [String: String] = [:],
    operators: Set<MutationOperator> = MutationOperator.kitOperators
  ) -> [LineMutation] {
    let code = line.code
    if code.isEmpty || line.text.contains("Trace") || code.hasPrefix("import ") || code.hasPrefix("#")
      || code.hasPrefix("@") || code.hasPrefix("precondition") || code.hasPrefix("assert")
      || code.hasPrefix("fatalError")
    {
      return []
    }
    var found: [LineMutation] = []
    found += flipConditions(line, code: code)
    found += boundaries(line)
    found += droppedStatements(line, code: code, next: next, receivers: receivers)
    found += earlyReturn(line, code: code)
    found += displayedStrings(line, code: code)
    found += weakReferences(line)
    found += offByOnes(line)
    found += boolArguments(line)
    found += swappedStatements(line, code: code, next: next)
    found += siblingCases(line, code: code, siblings: siblings)
    // The course's operators (``MutationOperator/courseOnly``): after the kit's, so that the
    // kit's rewrites of a line keep their order.
    found += unownedReferences(line)
    found += strongTaskCaptures(line)
    found += droppedRemoveValues(line, code: code, next: next, receivers: receivers)
    found += currentTimeZones(line, code: code, next: next)
    return found.filter { operators.contains($0.mutationOperator) }
  }

  private static func boolArguments(_ line: SourceLine) -> [LineMutation] {
    var pairs: [(String, String)] = []
    for end in [",", ")"] {
      pairs += [(": true\(end)", ": false\(end)"), (": false\(end)", ": true\(end)")]
      pairs += [("(true\(end)", "(false\(end)"), ("(false\(end)", "(true\(end)")]
    }
    return swaps(line, pairs, as: .negateBoolArgument)
  }

  /// A statement that may change place with its neighbour: a call or an assignment, whole on
  /// its line; never a declaration, a jump, a branch or a brace.
  private static func isMovable(_ line: SourceLine, code: String, next: SourceLine?) -> Bool {
    guard !line.text.contains("Trace"), isWholeStatement(line, code: code, next: next), !code.hasSuffix("}") else {
      return false
    }
    let keywords = [
      "let ", "var ", "return", "if ", "guard ", "for ", "while ", "case ", "switch ", "default", "defer", "break",
      "continue", "throw ", "func ", "init", "}", "{", "@", "#", "_ = ()", "//", "import ",
    ]
    guard !keywords.contains(where: { code.hasPrefix($0) }) else { return false }
    // A declaration behind its modifiers: `private var query = SearchQuery("")`.
    let words = code.split(separator: " ")
    if let declaration = words.firstIndex(where: { ["let", "var", "func", "init"].contains($0) }),
      words[..<declaration].allSatisfy({ $0.allSatisfy { $0.isLetter || "()".contains($0) } })
    {
      return false
    }
    // An initializer storing its argument (`self.service = service`) can go anywhere among its kind.
    if code.hasPrefix("self."), let equals = code.range(of: " = "),
      code[code.index(code.startIndex, offsetBy: 5)..<equals.lowerBound] == code[equals.upperBound...]
    {
      return false
    }
    return code.contains("(") || code.contains(" = ") || code.contains(" += ") || code.contains(" -= ")
  }

  private static func swappedStatements(_ line: SourceLine, code: String, next: SourceLine?) -> [LineMutation] {
    guard let next, next.indentation == line.indentation, next.code != code,
      isMovable(line, code: code, next: next), isMovable(next, code: next.code, next: nil)
    else { return [] }
    return [LineMutation(mutationOperator: .swapStatements, after: line.indentation + next.text.trimmingWhitespace())]
  }

  private static func siblingCases(_ line: SourceLine, code: String, siblings: [String: String]) -> [LineMutation] {
    guard !siblings.isEmpty, !code.hasPrefix("case "), !code.hasPrefix("enum "), !code.contains("func "),
      !code.contains("init(")
    else { return [] }
    var found: [LineMutation] = []
    let starts: Set<Character> = [" ", "(", ",", "[", "=", ":", "!"]
    for dot in line.codeOccurrences(of: ".") where dot > 0 && starts.contains(line.characters[dot - 1]) {
      var end = dot + 1
      while end < line.codeEnd, line.characters[end].isLetter || line.characters[end].isNumber {
        end += 1
      }
      let name = String(line.characters[(dot + 1)..<end])
      guard let sibling = siblings[name] else { continue }
      // `.search { … }` calls a function with a trailing closure; `.failed(…)` carries a value.
      let rest = String(line.characters[end..<line.codeEnd])
      if rest.hasPrefix("(") || rest.hasPrefix("_") || rest.hasPrefix(" {") || rest.hasPrefix("{") { continue }
      found.append(LineMutation(mutationOperator: .siblingCase, after: line.replacing((dot + 1)..<end, with: sibling)))
    }
    return found
  }

  static func swaps(_ line: SourceLine, _ pairs: [(String, String)], as kind: MutationOperator)
    -> [LineMutation]
  {
    var found: [LineMutation] = []
    for (from, to) in pairs {
      for start in line.codeOccurrences(of: from) {
        found.append(LineMutation(mutationOperator: kind, after: line.replacing(start..<start + from.count, with: to)))
      }
    }
    return found
  }

  private static func flipConditions(_ line: SourceLine, code: String) -> [LineMutation] {
    var found = swaps(
      line,
      [
        (" == ", " != "), (" != ", " == "), (" && ", " || "), (" || ", " && "), (" = true", " = false"),
        (" = false", " = true"),
      ], as: .flipCondition)
    for keyword in ["if ", "} else if ", "guard ", "while "] where code.hasPrefix(keyword) {
      let terminator = keyword == "guard " ? " else" : " {"
      guard let start = line.codeOccurrences(of: keyword).first,
        let end = line.codeOccurrences(of: terminator).last, end > start + keyword.count
      else { continue }
      let condition = String(line.characters[(start + keyword.count)..<end])
      if condition.contains("let ") || condition.contains("var ") || condition.contains("case ")
        || condition.contains(",") || condition.contains("#available") || condition.contains(" == ")
        || condition.contains(" != ") || condition.contains(" && ") || condition.contains(" || ")
      {
        continue
      }
      let negated =
        condition.hasPrefix("!") && !condition.contains(" ") ? String(condition.dropFirst()) : "!(\(condition))"
      found.append(
        LineMutation(
          mutationOperator: .flipCondition, after: line.replacing((start + keyword.count)..<end, with: negated)))
    }
    return found
  }

  private static func boundaries(_ line: SourceLine) -> [LineMutation] {
    swaps(line, [(" < ", " <= "), (" <= ", " < "), (" > ", " >= "), (" >= ", " > ")], as: .relationalBoundary)
  }

  /// Whether a statement on `line` ends there: its brackets balance, it does not end in an
  /// operator, and the next line does not continue it.
  static func isWholeStatement(_ line: SourceLine, code: String, next: SourceLine?) -> Bool {
    guard line.isBalanced else { return false }
    for ending in ["=", "(", "[", "{", ",", "?", ":", "&&", "||", "+", "-", "in"] where code.hasSuffix(ending) {
      return false
    }
    if let next {
      let following = next.code
      for start in [".", "?", ":", "+", "-", "&&", "||", "?? ", "else"] where following.hasPrefix(start) {
        return false
      }
    }
    return true
  }

  private static func droppedStatements(
    _ line: SourceLine, code: String, next: SourceLine?, receivers: [String]
  ) -> [LineMutation] {
    guard isWholeStatement(line, code: code, next: next) else { return [] }
    var body = code
    var casePrefix = ""
    if code.hasPrefix("case ") || code.hasPrefix("default:") {
      guard let colon = code.range(of: ": ") else { return [] }
      casePrefix = String(code[..<colon.upperBound])
      body = String(code[colon.upperBound...])
    }
    var statement = body
    for prefix in ["try await ", "await ", "try "] where statement.hasPrefix(prefix) {
      statement.removeFirst(prefix.count)
      break
    }
    let replacement = casePrefix.isEmpty ? "_ = ()" : "break"
    let rewritten = line.indentation + casePrefix + replacement
    if isRoleCall(statement, receivers: receivers) {
      return [LineMutation(mutationOperator: .dropCall, after: rewritten)]
    }
    if casePrefix.isEmpty, isDroppableAssignment(statement) {
      return [LineMutation(mutationOperator: .dropAssignment, after: rewritten)]
    }
    return []
  }

  /// `view?.show(…)`, `self.router.present(…)`, `delegate?.didSave(…)`, `await window.push(…)`.
  static func isRoleCall(_ statement: String, receivers: [String]) -> Bool {
    var rest = Substring(statement)
    if rest.hasPrefix("self.") { rest = rest.dropFirst(5) }
    let receiver = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard !receiver.isEmpty, receiver.first!.isLowercase else { return false }
    rest = rest.dropFirst(receiver.count)
    if rest.hasPrefix("?") { rest = rest.dropFirst() }
    guard rest.hasPrefix(".") else { return false }
    rest = rest.dropFirst()
    let method = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard !method.isEmpty, rest.dropFirst(method.count).hasPrefix("(") else { return false }
    let name = receiver.lowercased()
    return receivers.contains { name.hasSuffix($0) }
  }

  /// `content = .loading`, `self.view?.title = …`, `count += 1`; never a declaration, and
  /// never `self.name = name`, an initializer storing its argument.
  static func isDroppableAssignment(_ statement: String) -> Bool {
    for keyword in ["let ", "var ", "return", "if ", "guard ", "for ", "while ", "case ", "switch ", "_ ="]
    where statement.hasPrefix(keyword) {
      return false
    }
    for assignment in [" = ", " += ", " -= "] {
      guard let range = statement.range(of: assignment) else { continue }
      let target = statement[..<range.lowerBound]
      let value = statement[range.upperBound...]
      guard !target.isEmpty, target.allSatisfy({ $0.isLetter || $0.isNumber || "_.?".contains($0) }) else {
        return false
      }
      if target.hasPrefix("self."), target.dropFirst(5) == value { return false }
      return true
    }
    return false
  }

  private static func earlyReturn(_ line: SourceLine, code: String) -> [LineMutation] {
    guard code.hasSuffix("{"), !code.contains("->"), !code.contains(" init("), !code.hasPrefix("init(") else {
      return []
    }
    let words = code.split(separator: " ")
    guard let funcIndex = words.firstIndex(of: "func") else { return [] }
    let modifiers: Set<Substring> = [
      "private", "fileprivate", "internal", "public", "package", "override", "static", "mutating", "nonisolated",
      "final", "private(set)",
    ]
    guard words[..<funcIndex].allSatisfy({ modifiers.contains($0) }) else { return [] }
    return [LineMutation(mutationOperator: .returnEarly, after: line.text + " if true { return }")]
  }

  private static func displayedStrings(_ line: SourceLine, code: String) -> [LineMutation] {
    if code.contains("identifier:") || code.contains("forResource") || code.contains("fileExtension")
      || code.hasPrefix("from: ")
    {
      return []
    }
    var found: [LineMutation] = []
    for literal in line.literals where literal.count >= 3 {
      let characters = line.characters[literal]
      let text = String(characters)
      guard !text.contains("\\"), text.contains(" ") || characters.first!.isUppercase,
        !text.hasSuffix(".json"), characters.contains(where: \.isLetter)
      else { continue }
      found.append(
        LineMutation(
          mutationOperator: .displayedString,
          after: line.replacing((literal.upperBound - 1)..<literal.upperBound, with: "")))
    }
    return found
  }

  private static func weakReferences(_ line: SourceLine) -> [LineMutation] {
    swaps(line, [("weak var ", "var ")], as: .weakToStrong)
  }

  private static let indexWords = ["index", "row", "offset", "position", "selected", "$0", "count"]

  private static func offByOnes(_ line: SourceLine) -> [LineMutation] {
    var found = swaps(line, [("..<", "...")], as: .offByOne)
    var index = 1
    while index < line.codeEnd {
      defer { index += 1 }
      let before = line.characters[index - 1]
      guard line.characters[index] == "[", line.isCode[index], before.isLetter || before.isNumber || before == ")"
      else { continue }
      var depth = 0
      var close: Int?
      for scan in index..<line.codeEnd where line.isCode[scan] {
        if line.characters[scan] == "[" { depth += 1 }
        if line.characters[scan] == "]" {
          depth -= 1
          if depth == 0 {
            close = scan
            break
          }
        }
      }
      guard let close, close > index + 1 else { continue }
      let content = String(line.characters[(index + 1)..<close])
      if content.contains(",") || content.contains(":") || content.contains("\"") { continue }
      let replacement: String
      if content.hasSuffix(" - 1") || content.hasSuffix(" + 1") {
        replacement = String(content.dropLast(4))
      } else if let number = Int(content) {
        replacement = String(number + 1)
      } else if indexWords.contains(where: { content.lowercased().contains($0) }) || content.count == 1 {
        replacement = "\(content) + 1"
      } else {
        continue
      }
      found.append(
        LineMutation(mutationOperator: .offByOne, after: line.replacing((index + 1)..<close, with: replacement)))
    }
    return found
  }
}
