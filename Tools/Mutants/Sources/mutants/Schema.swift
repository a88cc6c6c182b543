import Foundation

/// Mutant schemata: many mutants compiled into one build of the kit, each behind a run-time
/// switch, as Stryker and mull do, so that a mutant costs a test run instead of a build.
///
/// Each switched mutant gets a number; the build reads ``variable`` once, and the line it
/// mutates reads, for a statement, `if mutantIsActive(3) { … mutated … } else { … original … }`.
/// Every rewritten file keeps its line count and every original statement its line number, so
/// traces and failures point where they would in the kit. What a switch cannot hold (a
/// declaration's modifiers, a line a statement runs across) is measured one build a mutant, as
/// before, and so is every mutant whose switch the compiler refused.
struct Schema {
  /// The environment variable the switch reads, in the test process and in every process it starts.
  static let variable = "ARCHDEMO_MUTANT"
  /// The file each mutated module gets in the worker's copy, with the switch.
  static let switchFile = "MutantSwitch.swift"
  static let switchSource = """
    import Foundation

    // Written by the mutation tool in its copy of the kit only: which mutant this process runs.
    let activeMutantNumber = Int(ProcessInfo.processInfo.environment["\(variable)"] ?? "") ?? 0

    @inline(never) func mutantIsActive(_ number: Int) -> Bool { activeMutantNumber == number }

    """

  /// The switched mutants by number, from 1.
  var switched: [Int: Mutant] = [:]
  /// The rewritten files, by path from the kit's root.
  var files: [String: String] = [:]
  /// The mutants no switch holds: each is measured with a build of its own.
  var unswitched: [Mutant] = []

  /// The modules the schema rewrites, as the folders their switch goes in: `Sources/MVP/…` →
  /// `Sources/MVP`, `Sources/Domain/Rules/…` → `Sources/Domain`.
  var moduleFolders: [String] {
    Set(files.keys.map(Self.moduleFolder(of:))).sorted()
  }

  /// The folder of the module `file` belongs to, where its switch goes: `Sources/<Module>`; for
  /// the course, the exercise's `Examples/Course/Exercises/<slug>`, which its target compiles
  /// with the solution's files (`Examples/Course/Solutions/<slug>/…`) in place of the edited ones.
  static func moduleFolder(of file: String) -> String {
    let parts = file.split(separator: "/")
    if parts.count > 3, parts[0] == "Examples", parts[1] == "Course" {
      return "\(Course.folder)/Exercises/\(parts[3])"
    }
    return parts.prefix(2).joined(separator: "/")
  }

  /// The schema of `mutants`, reading each file through `source`; `leftOut` are measured one
  /// build each (the ids whose switch did not compile in an earlier attempt).
  static func make(_ mutants: [Mutant], leftOut: Set<String> = [], source: (String) throws -> String) rethrows
    -> Schema
  {
    var schema = Schema()
    var byFile: [String: [Mutant]] = [:]
    for mutant in mutants {
      if leftOut.contains(mutant.id) {
        schema.unswitched.append(mutant)
      } else {
        byFile[mutant.file, default: []].append(mutant)
      }
    }
    var number = 0
    for file in byFile.keys.sorted() {
      let text = try source(file)
      var lines = text.components(separatedBy: "\n")
      let parsed = lines.map(SourceLine.init)
      var units: [Unit] = []
      for mutant in byFile[file]! {
        guard let unit = Unit(mutant, lines: parsed) else {
          schema.unswitched.append(mutant)
          continue
        }
        units.append(unit)
      }
      let (merged, refused) = merge(units)
      schema.unswitched += refused
      guard !merged.isEmpty else { continue }
      for unit in merged {
        var numbered: [(Int, Mutant)] = []
        for mutant in unit.mutants {
          number += 1
          schema.switched[number] = mutant
          numbered.append((number, mutant))
        }
        unit.write(numbered, into: &lines, parsed: parsed)
      }
      schema.files[file] = lines.joined(separator: "\n")
    }
    return schema
  }

  /// Units of one file that share a line are joined when they are statement blocks; a unit of
  /// another form that shares a line with any other is refused (its mutants go unswitched).
  private static func merge(_ units: [Unit]) -> ([Unit], [Mutant]) {
    var refused: [Mutant] = []
    // Statement blocks: join those whose line ranges overlap.
    var blocks = units.filter { $0.form == .statements }.sorted { $0.first < $1.first }
    var joined: [Unit] = []
    for block in blocks {
      if var last = joined.last, block.first <= last.last {
        last.last = max(last.last, block.last)
        last.mutants += block.mutants
        joined[joined.count - 1] = last
      } else {
        joined.append(block)
      }
    }
    blocks = joined
    // The other forms: one per line, all mutants of that line in one switch.
    var others: [Int: Unit] = [:]
    for unit in units where unit.form != .statements {
      if var existing = others[unit.first] {
        if existing.form == unit.form {
          existing.mutants += unit.mutants
          others[unit.first] = existing
        } else {
          refused += unit.mutants
        }
      } else {
        others[unit.first] = unit
      }
    }
    var kept: [Unit] = []
    for block in blocks {
      if others.keys.contains(where: { (block.first...block.last).contains($0) }) {
        refused += block.mutants
      } else {
        kept.append(block)
      }
    }
    return (kept + others.values.sorted { $0.first < $1.first }, refused)
  }

  /// The mutants switched on the lines of `file` in `lines`: to leave out of the next attempt
  /// when the compiler reports an error there.
  func mutants(in file: String, near line: Int) -> [Mutant] {
    switched.values.filter { $0.file == file && abs($0.line - line) <= 1 }
  }

  /// The mutants switched in the innermost block of `file` around `line` that holds any: an
  /// error away from every switch (a constant read before a dropped assignment set it, a body
  /// that no longer returns) is the work of a switch in the same body, not of the whole file.
  func mutants(in file: String, enclosing line: Int) -> [Mutant] {
    guard let text = files[file] else { return [] }
    let inFile = switched.values.filter { $0.file == file }
    var open: [Int] = []
    var blocks: [ClosedRange<Int>] = []
    for (index, text) in text.components(separatedBy: "\n").enumerated() {
      let parsed = SourceLine(text)
      for (offset, character) in parsed.characters.enumerated() where parsed.isCode[offset] {
        if character == "{" { open.append(index + 1) }
        if character == "}", let start = open.popLast() { blocks.append(start...(index + 1)) }
      }
    }
    for block in blocks.filter({ $0.contains(line) }).sorted(by: { $0.count < $1.count }) {
      let held = inFile.filter { block.contains($0.line) }
      if !held.isEmpty { return held }
    }
    return []
  }
}

/// One place a switch holds: a block of statements, an `if`/`guard`/`while` condition, a
/// declaration's initial value, or a function's first statement (`return-early`).
struct Unit {
  enum Form { case statements, condition, initialValue, earlyReturn }

  let form: Form
  /// The lines (0-based) the unit covers.
  var first: Int
  var last: Int
  var mutants: [Mutant]

  /// The unit for `mutant`, or nil when no switch can hold it.
  init?(_ mutant: Mutant, lines: [SourceLine]) {
    let index = mutant.line - 1
    guard lines.indices.contains(index), lines[index].text.trimmingWhitespace() == mutant.before else { return nil }
    let line = lines[index]
    let previous = index > 0 ? lines[index - 1] : nil
    mutants = [mutant]
    first = index
    last = index
    switch mutant.mutationOperator {
    case .weakToStrong, .weakToUnowned, .strongCaptureInTask:
      // A declaration's modifier, a closure's capture list: no statement an `if` can hold.
      return nil
    case .returnEarly:
      guard mutant.after == mutant.before + " if true { return }", line.codeEnd == line.characters.count else {
        return nil
      }
      form = .earlyReturn
      return
    case .swapStatements:
      guard lines.indices.contains(index + 1),
        Self.isStatement(line, previous: previous, next: lines[index + 1]),
        Self.isStatement(
          lines[index + 1], previous: line, next: lines.indices.contains(index + 2) ? lines[index + 2] : nil)
      else { return nil }
      last = index + 1
      form = .statements
      return
    default:
      break
    }
    let next = lines.indices.contains(index + 1) ? lines[index + 1] : nil
    if let condition = Self.conditionRange(of: line) {
      guard Self.changesOnly(condition, of: line, into: mutant.after) else { return nil }
      form = .condition
    } else if let value = Self.initialValueRange(of: line), Self.isWhole(line, previous: previous, next: next) {
      guard Self.changesOnly(value, of: line, into: mutant.after) else { return nil }
      form = .initialValue
    } else if Self.isStatement(line, previous: previous, next: next) {
      let label = Self.caseLabelEnd(of: line)
      if label > 0 {
        let prefix = String(line.characters[0..<label])
        guard mutant.after.trimmingWhitespace().hasPrefix(prefix.trimmingWhitespace()) else { return nil }
      }
      form = .statements
    } else {
      return nil
    }
  }

  /// Writes the switch over `numbered` mutants into `lines`; every original statement keeps its line.
  func write(_ numbered: [(Int, Mutant)], into lines: inout [String], parsed: [SourceLine]) {
    let line = parsed[first]
    switch form {
    case .earlyReturn:
      lines[first] = line.text + " if mutantIsActive(\(numbered[0].0)) { return }"
    case .condition, .initialValue:
      let range = form == .condition ? Self.conditionRange(of: line)! : Self.initialValueRange(of: line)!
      let suffixCount = line.characters.count - range.upperBound
      // A leading `try`/`await` of an initial value stays outside, covering every branch.
      let (effects, original) =
        form == .condition ? ("", String(line.characters[range])) : Self.splitEffects(String(line.characters[range]))
      var choice = "(\(original))"
      for (number, mutant) in numbered.reversed() {
        let after = Array(line.indentation + mutant.after)
        var mutated = String(after[range.lowerBound..<(after.count - suffixCount)])
        if !effects.isEmpty { mutated = Self.splitEffects(mutated).bare }
        choice = "mutantIsActive(\(number)) ? (\(mutated)) : \(choice)"
      }
      lines[first] = line.replacing(range, with: effects + "(" + choice + ")")
    case .statements:
      // A `case …:` label (on a block of one line) stays in front of the switch.
      let label = first == last ? String(line.characters[0..<Self.caseLabelEnd(of: line)]).trimmingWhitespace() : ""
      func statement(_ text: String) -> String {
        label.isEmpty ? text : String(text.dropFirst(label.count)).trimmingWhitespace()
      }
      // The block's statements as they read in the kit, each without its comment.
      let originals = (first...last).map {
        statement(String(parsed[$0].characters[0..<parsed[$0].codeEnd]).trimmingWhitespace())
      }
      var chain = ""
      for (number, mutant) in numbered {
        var statements = originals
        let offset = mutant.line - 1 - first
        statements[offset] = statement(mutant.after.trimmingWhitespace())
        if mutant.mutationOperator == .swapStatements { statements[offset + 1] = mutant.before }
        chain += "if mutantIsActive(\(number)) { \(statements.joined(separator: "; ")) } else "
      }
      for offset in originals.indices {
        var text = parsed[first + offset].indentation + originals[offset]
        if offset == 0 { text = line.indentation + (label.isEmpty ? "" : label + " ") + chain + "{ " + originals[0] }
        if offset == originals.count - 1 { text += " }" }
        lines[first + offset] = text
      }
    }
  }

  // MARK: - Reading a line

  /// Words that begin a line no `if` can hold: declarations, labels, jumps out of a `switch`
  /// case, and the lines of a block's frame.
  static let notStatements = [
    "let ", "var ", "func ", "init", "deinit", "@", "#", "defer", "fallthrough", "struct ", "class ", "enum ",
    "extension ", "protocol ", "typealias ", "import ", "}", "{", "else", "weak ", "unowned ", "lazy ", "static ",
    "private", "fileprivate", "public ", "internal ", "package ", "override ", "final ", "nonisolated",
    "mutating ", "subscript", "get ", "set ", "get {", "set {", "willSet", "didSet", "associatedtype", "actor ",
    "\"\"\"", "guard ", "if ", "while ", "for ", "switch ", "repeat", "do ", "catch",
  ]

  /// Whether a statement on `line` is whole there: its brackets balance, it does not end in an
  /// operator or an opening, and neither its neighbours continue it.
  static func isWhole(_ line: SourceLine, previous: SourceLine?, next: SourceLine?) -> Bool {
    let code = line.code
    guard !code.isEmpty, line.isBalanced, !line.text.contains("\"\"\"") else { return false }
    // A line that goes on from the one before: `&& b`, `|| c`, `+ "…"`, `.map { … }`.
    for start in ["&&", "||", "??", "+ ", "- ", "* ", "/ ", "== ", "!= ", "<", ">", ".", "?", ":", "|", "&"]
    where code.hasPrefix(start) {
      return false
    }
    for ending in ["=", "(", "[", "{", ",", "?", ":", "&&", "||", "+", "-", " in", ".", "->", "??"]
    where code.hasSuffix(ending) {
      return false
    }
    if let previous {
      for ending in ["=", "(", "[", ",", "?", ":", "&&", "||", "+", "-", "??", "->", ".", "return"]
      where previous.code.hasSuffix(ending) {
        return false
      }
    }
    if let next {
      for start in [".", "?", ":", "+", "-", "&&", "||", "??", "else", ")", "]", "catch", "where"]
      where next.code.hasPrefix(start) {
        return false
      }
    }
    return true
  }

  /// Whether `line` is one whole statement inside a body: whole, and not a declaration or a
  /// block's frame; a `case …:` or `default:` label before it is allowed.
  static func isStatement(_ line: SourceLine, previous: SourceLine?, next: SourceLine?) -> Bool {
    guard isWhole(line, previous: previous, next: next), !line.text.contains("Trace") else { return false }
    let label = caseLabelEnd(of: line)
    var code = line.code
    if label > 0 {
      code = String(line.characters[label..<line.codeEnd]).trimmingWhitespace()
      guard !code.isEmpty else { return false }
    } else if code.hasPrefix("case ") || code.hasPrefix("default") {
      return false
    }
    guard !notStatements.contains(where: { code.hasPrefix($0) }) else { return false }
    // A declaration behind modifiers of its own: `nonisolated(unsafe) var …`.
    let words = code.split(separator: " ")
    if let declaration = words.firstIndex(where: { ["let", "var", "func", "init"].contains($0) }),
      words[..<declaration].allSatisfy({ $0.allSatisfy { $0.isLetter || "()".contains($0) } })
    {
      return false
    }
    return true
  }

  /// Where a `case …:` or `default:` label ends (the index after its `: `), or 0.
  static func caseLabelEnd(of line: SourceLine) -> Int {
    let code = line.code
    guard code.hasPrefix("case ") || code.hasPrefix("default:") else { return 0 }
    var depth = 0
    let start = line.indentation.count
    for index in start..<line.codeEnd where line.isCode[index] {
      switch line.characters[index] {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case ":" where depth == 0:
        guard index + 1 < line.codeEnd, line.characters[index + 1] == " " else { continue }
        return index + 2
      default: break
      }
    }
    return 0
  }

  /// The condition of an `if`, `} else if`, `guard` or `while` line, when it is one Boolean
  /// expression: no binding, no pattern, no list, no effects, no closure.
  static func conditionRange(of line: SourceLine) -> Range<Int>? {
    let code = line.code
    for keyword in ["if ", "} else if ", "guard ", "while "] where code.hasPrefix(keyword) {
      let terminator = keyword == "guard " ? " else" : " {"
      guard let start = line.codeOccurrences(of: keyword).first,
        let end = line.codeOccurrences(of: terminator).first(where: { $0 > start + keyword.count })
      else { return nil }
      let range = (start + keyword.count)..<end
      let condition = String(line.characters[range])
      for word in ["let ", "var ", "case ", ",", "#available", "try ", "await ", "{", "}"]
      where condition.contains(word) {
        return nil
      }
      return range
    }
    return nil
  }

  /// The initial value of a `let` or `var` declared on one line: after its ` = `.
  static func initialValueRange(of line: SourceLine) -> Range<Int>? {
    let code = line.code
    let words = code.split(separator: " ")
    let modifiers: Set<Substring> = [
      "private", "fileprivate", "internal", "public", "package", "static", "final", "nonisolated", "private(set)",
      "override",
    ]
    guard let keyword = words.firstIndex(where: { $0 == "let" || $0 == "var" }),
      words[..<keyword].allSatisfy({ modifiers.contains($0) }),
      let equals = line.codeOccurrences(of: " = ").first
    else { return nil }
    let declared = String(line.characters[0..<equals])
    guard !declared.contains("("), !declared.contains("{") else { return nil }
    let range = (equals + 3)..<line.codeEnd
    guard !range.isEmpty else { return nil }
    // The value runs to the end of the code: trim trailing spaces.
    var end = range.upperBound
    while end > range.lowerBound, line.characters[end - 1] == " " { end -= 1 }
    return range.lowerBound..<end
  }

  /// Whether `after` (the mutated line, trimmed) is `line` changed inside `range` only.
  static func changesOnly(_ range: Range<Int>, of line: SourceLine, into after: String) -> Bool {
    let mutated = Array(line.indentation + after)
    let prefix = Array(line.characters[0..<range.lowerBound])
    let suffix = Array(line.characters[range.upperBound..<line.characters.count])
    guard mutated.count >= prefix.count + suffix.count else { return false }
    return Array(mutated.prefix(prefix.count)) == prefix && Array(mutated.suffix(suffix.count)) == suffix
  }

  /// An initial value's leading `try`/`await`, kept outside the switch so it covers both branches.
  static func splitEffects(_ value: String) -> (effects: String, bare: String) {
    for effects in ["try await ", "await ", "try "] where value.hasPrefix(effects) {
      return (effects, String(value.dropFirst(effects.count)))
    }
    return ("", value)
  }
}
