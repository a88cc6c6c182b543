/// The words of a command line the docs show, split as a POSIX shell would.
enum CommandWords {
  /// A command line's words as a POSIX shell splits them, for the simple lines the docs show:
  /// blanks between words, `'…'` kept as is, `"…"` with `\"`, `\\` and `\$` unescaped, `\`
  /// before any other character outside quotes; `nil` for an unclosed quote, or anything a
  /// shell would expand (`$`, `` ` ``, `*`, `?`, `[`, `~`, `;`, `|`, `&`, `<`, `>`, `(`, `)`
  /// outside quotes).
  static func split(_ line: String) -> [String]? {
    var words: [String] = []
    var word: String?
    var characters = line.makeIterator()
    while let character = characters.next() {
      switch character {
      case " ", "\t":
        if let finished = word { words.append(finished) }
        word = nil
      case "'":
        var quoted = ""
        while true {
          guard let next = characters.next() else { return nil }
          if next == "'" { break }
          quoted.append(next)
        }
        word = (word ?? "") + quoted
      case "\"":
        var quoted = ""
        while true {
          guard let next = characters.next() else { return nil }
          if next == "\"" { break }
          if next == "$" || next == "`" { return nil }
          if next == "\\" {
            guard let escaped = characters.next() else { return nil }
            if !["\"", "\\", "$", "`"].contains(escaped) { quoted.append("\\") }
            quoted.append(escaped)
          } else {
            quoted.append(next)
          }
        }
        word = (word ?? "") + quoted
      case "\\":
        guard let escaped = characters.next() else { return nil }
        word = (word ?? "") + String(escaped)
      case "$", "`", "*", "?", "[", "~", ";", "|", "&", "<", ">", "(", ")", "\n":
        return nil
      default:
        word = (word ?? "") + String(character)
      }
    }
    if let finished = word { words.append(finished) }
    return words
  }
}
