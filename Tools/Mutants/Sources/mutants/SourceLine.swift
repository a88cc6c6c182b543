/// One line of Swift split into what is code and what is not, for line-level mutation.
///
/// String literals (outside their interpolations) and a trailing `//` comment are not code, so
/// an operator never rewrites a `<` inside a message or a comment.
struct SourceLine {
  let text: String
  let characters: [Character]
  /// Whether each character is code (outside string literals and comments).
  let isCode: [Bool]
  /// The string literals on the line, as ranges of `characters` between their quotes.
  let literals: [Range<Int>]
  /// Where code ends: the start of a `//` comment, or the end of the line.
  let codeEnd: Int

  init(_ text: String) {
    self.text = text
    characters = Array(text)
    var isCode = [Bool](repeating: true, count: characters.count)
    var literals: [Range<Int>] = []
    var codeEnd = characters.count
    var inString = false
    var literalStart = 0
    var interpolationDepth = 0  // parentheses open inside a `\(…)` of the current literal
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if inString && interpolationDepth == 0 {
        isCode[index] = false
        if character == "\\" && index + 1 < characters.count {
          if characters[index + 1] == "(" {
            isCode[index + 1] = false
            interpolationDepth = 1
            index += 2
            continue
          }
          isCode[index + 1] = false
          index += 2
          continue
        }
        if character == "\"" {
          inString = false
          literals.append(literalStart..<index)
        }
      } else if inString {
        if character == "(" { interpolationDepth += 1 }
        if character == ")" {
          interpolationDepth -= 1
          if interpolationDepth == 0 { isCode[index] = false }
        }
      } else {
        if character == "/" && index + 1 < characters.count && characters[index + 1] == "/" {
          codeEnd = index
          for rest in index..<characters.count { isCode[rest] = false }
          break
        }
        if character == "\"" {
          inString = true
          isCode[index] = false
          literalStart = index + 1
        }
      }
      index += 1
    }
    self.isCode = isCode
    self.literals = literals
    self.codeEnd = codeEnd
  }

  /// The code of the line without its indentation or trailing comment.
  var code: String {
    String(characters[0..<codeEnd]).trimmingWhitespace()
  }

  /// The leading spaces of the line.
  var indentation: String {
    String(characters.prefix { $0 == " " || $0 == "\t" })
  }

  /// Every start index where `needle` occurs entirely in code.
  func codeOccurrences(of needle: String) -> [Int] {
    let pattern = Array(needle)
    guard pattern.count <= codeEnd else { return [] }
    var found: [Int] = []
    for start in 0...(codeEnd - pattern.count)
    where Array(characters[start..<start + pattern.count]) == pattern
      && (start..<start + pattern.count).allSatisfy({ isCode[$0] })
    {
      found.append(start)
    }
    return found
  }

  /// The line with `range` of its characters replaced.
  func replacing(_ range: Range<Int>, with replacement: String) -> String {
    String(characters[0..<range.lowerBound]) + replacement + String(characters[range.upperBound...])
  }

  /// Whether parentheses, brackets and braces in the code balance, so the line is one whole
  /// statement rather than the start or end of one that spans lines.
  var isBalanced: Bool {
    var depth = 0
    for index in 0..<codeEnd where isCode[index] {
      switch characters[index] {
      case "(", "[", "{": depth += 1
      case ")", "]", "}":
        depth -= 1
        if depth < 0 { return false }
      default: break
      }
    }
    return depth == 0
  }
}

extension String {
  func trimmingWhitespace() -> String {
    var characters = Substring(self)
    while let first = characters.first, first == " " || first == "\t" { characters.removeFirst() }
    while let last = characters.last, last == " " || last == "\t" { characters.removeLast() }
    return String(characters)
  }
}
