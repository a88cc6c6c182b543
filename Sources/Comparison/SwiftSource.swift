/// Just enough of a Swift scanner to find attributes, declarations and their arguments in the
/// kit's own test sources: it skips string literals and comments, and knows nothing else.
struct SwiftSource {
  private let characters: [Character]

  init(_ text: String) {
    characters = Array(text)
  }

  var count: Int { characters.count }

  subscript(index: Int) -> Character { characters[index] }

  /// An attribute such as `@Test(.tags(.drivers), arguments: [1, 2])` starting at `index`.
  func attribute(at index: Int) -> (name: String, arguments: String, end: Int)? {
    guard characters[index] == "@", let name = word(at: index + 1, requireBoundary: false) else { return nil }
    var end = name.end
    var arguments = ""
    if end < count, characters[end] == "(", let close = matchingClose(from: end) {
      arguments = String(characters[(end + 1)..<close])
      end = close + 1
    }
    return (name.text, arguments, end)
  }

  /// The name of the first function declared after `index`.
  func functionName(after index: Int) -> String? {
    var position = index
    while position < count {
      if let word = word(at: position), word.text == "func" {
        return self.word(at: skipSpaces(from: word.end))?.text
      }
      position = characters[position] == "\"" ? skipLiteralOrComment(at: position) : position + 1
    }
    return nil
  }

  /// The identifier starting at `index`, if one starts there (and, by default, not mid-word).
  func word(at index: Int, requireBoundary: Bool = true) -> (text: String, end: Int)? {
    guard index < count, Self.isIdentifier(characters[index]), !characters[index].isNumber else { return nil }
    if requireBoundary, index > 0, Self.isIdentifier(characters[index - 1]) { return nil }
    var end = index
    while end < count, Self.isIdentifier(characters[end]) { end += 1 }
    return (String(characters[index..<end]), end)
  }

  func skipSpaces(from index: Int) -> Int {
    var position = index
    while position < count, characters[position].isWhitespace { position += 1 }
    return position
  }

  /// The index just past the string literal or comment at `index` (or `index + 1` if none).
  func skipLiteralOrComment(at index: Int) -> Int {
    let rest = characters[index...]
    if rest.starts(with: "//") {
      return characters[index...].firstIndex(of: "\n") ?? count
    }
    if rest.starts(with: "/*") {
      var position = index + 2
      while position + 1 < count, !(characters[position] == "*" && characters[position + 1] == "/") { position += 1 }
      return min(position + 2, count)
    }
    if rest.starts(with: "\"\"\"") {
      var position = index + 3
      while position + 2 < count, !characters[position...].starts(with: "\"\"\"") { position += 1 }
      return min(position + 3, count)
    }
    if characters[index] == "\"" {
      var position = index + 1
      while position < count, characters[position] != "\"", characters[position] != "\n" {
        position += characters[position] == "\\" ? 2 : 1
      }
      return min(position + 1, count)
    }
    return index + 1
  }

  /// The index of the bracket closing the one at `index`.
  func matchingClose(from index: Int) -> Int? {
    var depth = 0
    var position = index
    while position < count {
      switch characters[position] {
      case "(", "[", "{": depth += 1
      case ")", "]", "}":
        depth -= 1
        if depth == 0 { return position }
      case "\"", "/":
        let next = skipLiteralOrComment(at: position)
        if next > position + 1 {
          position = next
          continue
        }
      default: break
      }
      position += 1
    }
    return nil
  }

  /// The comma-separated items of `text` at its top level (not inside brackets or literals).
  static func topLevelItems(of text: String) -> [String] {
    let source = SwiftSource(text)
    var items: [String] = []
    var start = 0
    var depth = 0
    var position = 0
    while position < source.count {
      switch source[position] {
      case "(", "[", "{": depth += 1
      case ")", "]", "}": depth -= 1
      case "," where depth == 0:
        items.append(String(source.characters[start..<position]))
        start = position + 1
      case "\"", "/":
        let next = source.skipLiteralOrComment(at: position)
        if next > position + 1 {
          position = next
          continue
        }
      default: break
      }
      position += 1
    }
    items.append(String(source.characters[start..<source.count]))
    return items.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
  }

  private static func isIdentifier(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }
}
