import Foundation

/// Finds the counts the docs state by hand: a number followed by a counted noun ("44
/// scenarios", "five features"), "all five", "(44 in all)", a pattern's figure ("MVC 22", "8 in
/// MVVM"), or a table cell that is only numbers — anywhere but in a generated region or a figure (see ``DocsFigures``), code spans
/// and HTML comments, which a reader never sees as prose.
///
/// The word "one" is not read as a count: in this prose it is a determiner or a rule per unit
/// ("one protocol per direction", "one file per step"); a total of one the kit computes is
/// written as a figure like any other.
enum DocsCountLint {
  /// A count stated outside any figure.
  struct Finding: Hashable, CustomStringConvertible {
    /// The file, from the package folder.
    var file: String
    /// Its 1-based line.
    var line: Int
    /// The words that state the count, e.g. `44 scenarios`.
    var phrase: String
    /// The line as a reader sees it (``visibleLines(of:)``).
    var context = ""
    var description: String { "\(file):\(line): \"\(phrase)\"" }
  }

  /// A number that is not a count of the kit — a limit, a test's input, a measurement, another
  /// project's — each with why; a limit names the declaration that sets it, which must still say so.
  struct Allowed {
    /// The files it is in, from the package folder.
    var files: [String]
    /// The phrase as ``Finding/phrase`` has it.
    var phrase: String
    /// Why it is not a figure to compute.
    var reason: String
    /// For a constant of the kit: the file that declares it and the declaration, e.g.
    /// `stepLimit = 2_000`.
    var declaredIn: (file: String, text: String)?

    func allows(_ finding: Finding) -> Bool {
      files.contains(finding.file) && finding.phrase.lowercased() == phrase.lowercased()
    }
  }

  /// The nouns of what the kit counts.
  static let nouns = [
    "lines?", "messages?", "files?", "protocols?", "types?", "tests?", "cases?", "doubles?", "mocks?", "spy",
    "spies", "mutants?", "scenarios?", "features?", "change requests?", "exercises?", "patterns?", "patches",
    "actions?", "modules?", "screens?", "suites?", "apps?", "solutions?",
  ]

  /// Numbers in words; "one" is left out (see the type's comment).
  static let numberWords: String = {
    let units = "two|three|four|five|six|seven|eight|nine"
    let teens = "ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
    let tens = "twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
    return "(?:(?:\(tens))(?:-(?:one|\(units)))?|\(teens)|\(units)|zero|hundred|dozen)"
  }()

  /// Words that end a phrase before its noun: a count is a number, at most two words that
  /// qualify the noun ("9 plumbing tests", "7 view-data types"), then the noun.
  static let stopWords = [
    "and", "or", "of", "to", "in", "on", "for", "the", "a", "an", "is", "are", "was", "with", "than", "from",
    "by", "at", "as", "per", "each", "every", "its", "their", "it", "that", "this", "which", "more", "fewer",
    "less", "most", "what", "when", "where", "how", "one", "not", "no", "all", "into", "but", "before", "after",
    "any", "up", "out", "about", "against",
  ]

  static let number = #"(?<![\w.\-/#×=])(\d[\d,]*(?:\.\d+)?|"# + numberWords + #")\b(?![.,]\d)"#

  /// The expressions of a count: made on each call, as `NSRegularExpression` need not be `Sendable`.
  static var expressions: [NSRegularExpression] {
    let noun = "(?:" + nouns.joined(separator: "|") + ")"
    let qualifier = #"(?:[ -]+(?!(?:"# + stopWords.joined(separator: "|") + #")\b)[A-Za-z][\w'’]*){0,2}?"#
    // A list of numbers counts as one: "40, 60, 77, 69 and 53 lines", "from 20 to 45 lines".
    let numbers = number + #"(?:(?:,\s+|,?\s+(?:and|or|to)\s+)"# + number + ")*"
    let sources = [
      numbers + qualifier + "[ -]+" + noun + #"\b"#,
      #"\ball "# + number + #"(?![ -]+(?:[A-Za-z][\w'’]*[ -]+){0,2}"# + noun + #"\b)"#,
      number + #" in all\b"#,
      // A pattern's figure: "MVC 22", "MVP's 548", "8 in MVVM".
      #"\b(?:MVC|MVP|MVVM|VIPER|UDF)(?:'s|’s)?:? "# + number,
      number + #" in (?:MVC|MVP|MVVM|VIPER|UDF)\b"#,
    ]
    return sources.map { try! NSRegularExpression(pattern: $0, options: [.caseInsensitive]) }
  }

  /// A table cell that holds only figures: `541`, `3 / 93`, `4.2`.
  static var numericCell: NSRegularExpression {
    try! NSRegularExpression(pattern: #"^\s*\d[\d,.]*(?:\s*/\s*\d[\d,.]*)*\s*$"#)
  }

  /// The counts `text` states by hand.
  ///
  /// - Parameters:
  ///   - text: the file's text.
  ///   - file: its path, for the findings.
  /// - Returns: each count with its line, in order.
  static func findings(in text: String, file: String) -> [Finding] {
    var findings: [Finding] = []
    let (expressions, numericCell) = (Self.expressions, Self.numericCell)
    for (index, line) in visibleLines(of: text).enumerated() {
      let whole = NSRange(line.startIndex..., in: line)
      for expression in expressions {
        for match in expression.matches(in: line, range: whole) {
          guard let range = Range(match.range, in: line) else { continue }
          findings.append(Finding(file: file, line: index + 1, phrase: String(line[range]), context: line))
        }
      }
      if line.hasPrefix("|") {
        for cell in line.split(separator: "|") {
          let cell = String(cell)
          if numericCell.firstMatch(in: cell, range: NSRange(cell.startIndex..., in: cell)) != nil {
            findings.append(
              Finding(
                file: file, line: index + 1, phrase: cell.trimmingCharacters(in: .whitespaces), context: line))
          }
        }
      }
    }
    return findings
  }

  /// The lines of `text` as a reader sees their words: generated regions, figures, HTML
  /// comments and code spans blanked, so line numbers still hold. Fenced code blocks are kept:
  /// the outputs they quote state counts too.
  static func visibleLines(of text: String) -> [String] {
    var lines = text.components(separatedBy: "\n")
    var inRegion = false
    var inFence = false
    var paragraph: [Int] = []
    func blankCodeSpans() {
      guard !paragraph.isEmpty else { return }
      let joined = paragraph.map { lines[$0] }.joined(separator: "\n")
      let blanked = blanked(joined, matching: #"``[^`]*``|`[^`]*`"#)
      for (offset, line) in blanked.components(separatedBy: "\n").enumerated() {
        lines[paragraph[offset]] = line
      }
      paragraph = []
    }
    for index in lines.indices {
      let line = lines[index]
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let isComment = trimmed.hasPrefix("<!--") && trimmed.hasSuffix("-->") && !trimmed.hasPrefix("<!--fig ")
      if inRegion {
        if isComment && trimmed.range(of: #"\bend\b"#, options: .regularExpression) != nil { inRegion = false }
        lines[index] = ""
        continue
      }
      if !inFence && isComment && (trimmed.contains("begin") || trimmed.contains("generated")) {
        blankCodeSpans()
        inRegion = true
        lines[index] = ""
        continue
      }
      if trimmed.hasPrefix("```") {
        blankCodeSpans()
        inFence.toggle()
        continue
      }
      if inFence { continue }
      lines[index] = blanked(line, matching: #"<!--fig [^>]*-->.*?<!--/fig-->|<!--.*?-->"#)
      if trimmed.isEmpty {
        blankCodeSpans()
      } else {
        paragraph.append(index)
      }
    }
    blankCodeSpans()
    return lines
  }

  /// `text` with every match of `pattern` turned into spaces, its line breaks kept.
  static func blanked(_ text: String, matching pattern: String) -> String {
    let expression = try! NSRegularExpression(pattern: pattern)
    var result = text
    for match in expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
      guard let range = Range(match.range, in: result) else { continue }
      result.replaceSubrange(range, with: String(result[range].map { $0 == "\n" ? "\n" : " " }))
    }
    return result
  }
}
