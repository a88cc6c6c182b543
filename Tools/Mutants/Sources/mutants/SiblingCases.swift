/// The enum cases `sibling-case` may swap: for each case that carries no value, the next such
/// case of its enum (the last one's sibling is the first).
///
/// Read from the kit's sources, line by line: an `enum` body's `case` lines name its cases. A
/// case name two enums share is kept only when both give it the same sibling; otherwise a
/// rewrite could not know which enum a line means, and it is left out.
enum SiblingCases {
  /// The sibling of every unambiguous case that carries no value, read from `files`' text.
  ///
  /// - Parameter texts: the text of each Swift file to read.
  /// - Returns: case name → the case that replaces it, e.g. `refreshRequested` → `searchCleared`.
  static func table(of texts: [String]) -> [String: String] {
    var siblings: [String: String] = [:]
    var ambiguous: Set<String> = []
    for text in texts {
      for cases in enumCases(in: text) where cases.count > 1 {
        for (index, name) in cases.enumerated() {
          let sibling = cases[(index + 1) % cases.count]
          if let known = siblings[name], known != sibling { ambiguous.insert(name) }
          siblings[name] = sibling
        }
      }
    }
    for name in ambiguous { siblings[name] = nil }
    return siblings
  }

  /// The cases with no value of each enum in `text`, in declaration order.
  static func enumCases(in text: String) -> [[String]] {
    var found: [[String]] = []
    /// The open enums: their brace depth and the cases read so far.
    var open: [(depth: Int, cases: [String])] = []
    var depth = 0
    for raw in text.components(separatedBy: "\n") {
      let line = SourceLine(raw)
      let code = line.code
      let words = code.split(separator: " ")
      let opensEnum = words.contains("enum") && code.hasSuffix("{")
      if let current = open.last, current.depth == depth, code.hasPrefix("case ") {
        let names = code.dropFirst(5).split(separator: ",").map { $0.trimmingCharacters() }
        open[open.count - 1].cases += names.filter { name in
          !name.isEmpty
            && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == " " || $0 == "=" || $0 == "\"" }
            && !name.contains("(")
        }.map { String($0.prefix { $0.isLetter || $0.isNumber || $0 == "_" }) }
      }
      for index in 0..<line.codeEnd where line.isCode[index] {
        if line.characters[index] == "{" { depth += 1 }
        if line.characters[index] == "}" {
          if let current = open.last, current.depth == depth {
            found.append(current.cases)
            open.removeLast()
          }
          depth -= 1
        }
      }
      if opensEnum { open.append((depth, [])) }
    }
    return found
  }
}

extension Substring {
  fileprivate func trimmingCharacters() -> Substring {
    var text = self
    while text.first == " " { text.removeFirst() }
    while text.last == " " { text.removeLast() }
    return text
  }
}
