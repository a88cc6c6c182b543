/// Text as a terminal shows it: untrusted characters made visible, and widths in columns.
///
/// Names, messages and typed text come from fixtures, HTTP bodies, the store and the user, so a
/// control character among them could move the cursor, retitle the terminal or forge a frame's
/// border. Everything printed goes through ``escaped(_:)`` once, where it is printed (a frame's
/// lines, trace lines, standard error), so no pattern needs to think about it.
package enum TerminalText {
  /// `text` with every control character — C0 (including TAB, LF, CR, ESC), DEL and C1 — and
  /// every format character that reorders or hides text (the bidirectional marks, embeddings,
  /// overrides and isolates, zero-width spaces) shown as a Swift escape: `\t`, `\n`, `\r`, `\0`,
  /// or `\u{1B}`, `\u{202E}` for the rest.
  ///
  /// Text without control characters is returned unchanged, so escaping twice changes nothing.
  ///
  /// - Parameter text: untrusted text about to be printed.
  /// - Returns: the text, safe to write to a terminal.
  package static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        result += escape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether the terminal would act on `scalar` instead of showing it — C0, DEL or C1 — or it
  /// would reorder or hide the text around it: a bidirectional control (U+061C, U+200E, U+200F,
  /// U+202A…U+202E, U+2066…U+2069), an invisible format character (U+200B, U+2060…U+2064,
  /// U+206A…U+206F, U+FEFF). The zero-width joiners (U+200C, U+200D) are kept: emoji and
  /// scripts need them, and they move nothing.
  ///
  /// - Parameter scalar: one Unicode scalar.
  /// - Returns: `true` for those scalars.
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F: true
    case 0x061C, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x206F, 0xFEFF: true
    default: false
    }
  }

  private static func escape(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\t": #"\t"#
    case "\n": #"\n"#
    case "\r": #"\r"#
    case "\0": #"\0"#
    default: #"\u{"# + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }

  /// The columns `text` takes once printed.
  ///
  /// East Asian wide and fullwidth characters and emoji take two, combining marks and joiners
  /// none, a control character the width of its escape.
  ///
  /// - Parameter text: the text as it will be printed (escaped or not: a control character counts
  ///   as the width of its escape either way).
  /// - Returns: the number of terminal columns.
  /// - Complexity: O(*n*) in the length of `text`.
  package static func width(_ text: String) -> Int {
    plainWidth(text) ?? text.reduce(0) { $0 + width(of: $1) }
  }

  /// The width of text whose every scalar takes one column or, as a combining accent, none:
  /// printable ASCII (the usual case), Latin with its accents precomposed (U+00A0–U+02FF but the
  /// soft hyphen, which takes none), and the combining diacritical marks (U+0300–U+036F), which
  /// join the character before them and add no column, so a decomposed `é` measures as the
  /// precomposed one; `nil` for any other text, whose characters need looking up. One pass over
  /// the UTF-8 bytes: a frame measures every cell it draws.
  private static func plainWidth(_ text: String) -> Int? {
    var text = text
    return text.withUTF8 { bytes -> Int? in
      var columns = 0
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if 0x20...0x7E ~= byte {
          columns += 1
          index += 1
          continue
        }
        // U+00A0…U+00BF is 0xC2 then 0xA0…0xBF; U+00C0…U+02FF is 0xC3…0xCB then any second byte;
        // the combining diacritical marks U+0300…U+036F are 0xCC, or 0xCD then 0x80…0xAF.
        guard index + 1 < bytes.count else { return nil }
        let second = bytes[index + 1]
        switch byte {
        case 0xC2 where second >= 0xA0 && second != 0xAD: columns += 1
        case 0xC3...0xCB: columns += 1
        case 0xCC: break  // a mark, U+0300…U+033F: no column of its own
        case 0xCD where second <= 0xAF: break  // a mark, U+0340…U+036F
        default: return nil
        }
        index += 2
      }
      return columns
    }
  }

  /// `text` followed by spaces up to `columns` display columns.
  ///
  /// Columns are counted with ``width(_:)``, so a row holding wide characters lines up with one
  /// holding none. Text already as wide as `columns`, or wider, is returned as it is.
  ///
  /// - Parameters:
  ///   - text: the text to pad.
  ///   - columns: the width to reach.
  /// - Returns: the padded text.
  package static func padded(_ text: String, to columns: Int) -> String {
    text + String(repeating: " ", count: max(0, columns - width(text)))
  }

  /// `text` cut to at most `columns` display columns, at a grapheme boundary, ending with `…`
  /// when anything was cut; text that fits is returned as it is.
  ///
  /// Widths are those of ``width(_:)``: a wide character is not split, a combining mark stays
  /// with its base, and a control character counts as its escape.
  ///
  /// - Parameters:
  ///   - text: the text to fit, e.g. a table cell.
  ///   - columns: the most columns it may take, the `…` included.
  /// - Returns: the text, or its start and `…`.
  package static func cut(_ text: String, toWidth columns: Int) -> String {
    guard !fits(text, in: columns) else { return text }
    guard columns > 0 else { return "" }
    var kept = ""
    var used = 0
    for character in text {
      let next = width(of: character)
      if used + next > columns - 1 { break }
      kept.append(character)
      used += next
    }
    return kept + "…"
  }

  /// `text` broken into lines of at most `columns` display columns, at spaces where it can be.
  ///
  /// A line that fits is returned alone and unchanged. Otherwise each break falls at a run of
  /// spaces, which the break takes away; a word wider than a whole line is broken at a grapheme
  /// boundary. Lines after the first begin with `indent` spaces (the first line's own leading
  /// spaces unless told), so an indented message or a labelled value keeps its column.
  ///
  /// - Parameters:
  ///   - text: one line of text, without line breaks.
  ///   - columns: the most columns a line may take.
  ///   - indent: the spaces lines after the first begin with; `nil` for the first line's own.
  /// - Returns: the lines, at least one.
  package static func wrapped(_ text: String, toWidth columns: Int, indent: Int? = nil) -> [String] {
    guard !fits(text, in: columns), columns > 0 else { return [text] }
    let leading = text.prefix { $0 == " " }.count
    let hanging = String(repeating: " ", count: min(indent ?? leading, columns / 2))
    var lines: [String] = []
    var line = String(repeating: " ", count: min(leading, columns / 2))
    var lineStart = line.count
    var used = lineStart
    func breakLine() {
      lines.append(line)
      line = hanging
      lineStart = hanging.count
      used = lineStart
    }
    var spaces = 0
    for piece in text.dropFirst(leading).split(separator: " ", omittingEmptySubsequences: false) {
      guard !piece.isEmpty else {
        spaces += 1
        continue
      }
      let wordWidth = width(String(piece))
      let gap = used > lineStart ? spaces + 1 : 0
      spaces = 0
      if used + gap + wordWidth <= columns {
        line += String(repeating: " ", count: gap) + piece
        used += gap + wordWidth
        continue
      }
      if used > lineStart { breakLine() }
      // A word wider than a fresh line is broken where it reaches the edge.
      for character in piece {
        let next = width(of: character)
        if used + next > columns, used > lineStart { breakLine() }
        line.append(character)
        used += next
      }
    }
    lines.append(line)
    return lines
  }

  /// Whether `text` takes at most `columns` columns, answered without looking characters up when
  /// it holds no more bytes than columns and no control character: every other character takes
  /// at most as many columns as its UTF-8 bytes (a wide one is three or four bytes).
  package static func fits(_ text: String, in columns: Int) -> Bool {
    if text.utf8.count <= columns {
      var text = text
      let mayHoldControls = text.withUTF8 { bytes in bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 } }
      if !mayHoldControls { return true }
    }
    return width(text) <= columns
  }

  private static func width(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if isControl(first) { return scalars.reduce(0) { $0 + (isControl($1) ? escape($1).count : 0) } }
    // An emoji shown as a picture: presentation by default, or asked for with VS16 (U+FE0F).
    if first.properties.isEmojiPresentation
      || (first.properties.isEmoji && scalars.contains("\u{FE0F}"))
      || scalars.count > 1 && scalars.contains("\u{200D}")
    {
      return 2
    }
    if isWide(first.value) { return 2 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: return 1
    }
  }

  /// East Asian Wide (W) and Fullwidth (F) ranges of Unicode's `EastAsianWidth.txt`, coarsely.
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD,
      0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
