import DomainTestSupport

/// Names and queries where folding bytes and comparing strings could part ways: accents both
/// precomposed and combining, stacked marks, mixed case, non-Latin scripts, `İ`, `ß` and `ẞ`, the
/// Kelvin sign, CRLF, Hangul, Indic spacing marks, enclosing marks, emoji with modifiers and
/// joiners, flags, ligatures, invisible characters, and a prepended letter (U+0D4E) that joins the
/// digit after it.
enum AwkwardText {
  /// Pieces a generated name is made of; plain letters are the most common.
  static let pieces: [String] = [
    "a", "e", "i", "o", "u", "n", "r", "s", "t", "l", "A", "E", "R", "S", "Z", "k", "x", "ss",
    "é", "É", "e\u{301}", "ü", "U\u{308}", "ñ", "Ç", "ø", "Ø", "ł", "æ", "ß", "ẞ", "SS",
    "e\u{301}\u{302}\u{323}", "o\u{308}\u{304}", "a\u{30A}\u{301}", "İ", "ı", "I", "\u{212A}", "\u{2126}",
    "\u{212B}", "Σ", "σ", "ς", "Ά", "ΐ", "Й", "ё", "Ж", "한", "하", "국", "\u{1112}", "\u{1161}", "\u{11AB}",
    "क", "्", "ष", "ि", "\u{903}", "ก", "\u{E31}", "\u{E33}", "😀", "🏻", "\u{200D}", "\u{FE0F}", "🇫🇷",
    "🇩🇪", "\r\n", "\r", "\n", "\t", " ", "\u{AD}", "\u{200B}", "\u{20DD}", "\u{488}", "ﬁ", "ǅ", "\u{2B0}",
    "\u{2FF}", "ʼ", "-", "'", "1", "中", "文",
  ]

  /// Queries that probe one rule each.
  static let probes: [String] = [
    "ss", "ß", "k", "K", "i", "İ", "ı", "하", "한", "\u{1161}", "\nb", "a\r", "\r\n", "🇷🇩", "🇫🇷", "x", "क", "ि",
    "😀", "σ", "ς", "e\u{301}", "\u{301}", "ﬁ", "fi", "ab", "a\u{AD}b", "\u{20DD}", "ǆ", "ʰ",
  ]

  /// Pairs of a name and a query, each probing one rule.
  static let cases: [(String, String)] = [
    ("한국", "하"), ("한국", "한"), ("a\r\nb", "\nb"), ("a\r\nb", "a\r"), ("a\r\nb", "a\r\nb"), ("ΟΔΟΣ", "ς"),
    ("ΟΔΟΣ ΠΑΠΑΣ", "οδοσ"), ("İstanbul", "i"), ("\u{212A}elvin", "k"), ("Straße", "ss"), ("STRASSE", "ß"),
    ("ẞ", "ß"), ("a\u{200D}b", "a"), ("क्षि", "क"), ("क्षि", "षि"), ("🇫🇷🇩🇪", "🇷🇩"), ("e\u{301}\u{302}", "e"),
    ("x\u{20DD}", "x"), ("ﬁ", "fi"), ("ǅ", "dž"), ("a\u{AD}b", "ab"), ("a\u{200B}b", "ab"), ("ab\u{2B0}", "ab"),
    ("a\u{903}", "a"), ("ab\u{488}", "ab"), ("😀\u{1F3FB}", "😀"), ("ab\u{FE0F}", "ab"), ("ab\u{E33}", "ab"),
    ("\u{1112}\u{1161}\u{11AB}", "\u{1161}\u{11AB}"), ("Sergio PE\u{301}REZ", "pérez"), ("Ola\u{301}", "a"),
    ("a\u{D4E}1", "a\u{D4E}"), ("e\u{93F}1", "\u{93F}1"),
  ]

  /// A name of one to eight pieces.
  static func name(using generator: inout SeededGenerator) -> String {
    let length = Int.random(in: 1...8, using: &generator)
    return (0..<length).map { _ in piece(using: &generator) }.joined()
  }

  /// A query: a cut of a name (by characters or by scalars), with its case changed and
  /// spaces around it, or pieces, or a probe.
  static func query(from names: [String], using generator: inout SeededGenerator) -> String {
    let name = names.randomElement(using: &generator)!
    switch Int.random(in: 0..<10, using: &generator) {
    case 0..<4:
      let characters = Array(name)
      let start = Int.random(in: 0..<characters.count, using: &generator)
      let end = Int.random(in: start...min(characters.count, start + 6), using: &generator)
      let cut = String(characters[start..<end])
      return [cut, cut.uppercased(), cut.lowercased(), " \(cut)\t"].randomElement(using: &generator)!
    case 4..<6:
      let scalars = Array(name.unicodeScalars)
      let start = Int.random(in: 0..<scalars.count, using: &generator)
      let end = Int.random(in: start...min(scalars.count, start + 5), using: &generator)
      var cut = String.UnicodeScalarView()
      cut.append(contentsOf: scalars[start..<end])
      return String(cut)
    case 6..<8:
      return (0..<Int.random(in: 1...3, using: &generator)).map { _ in piece(using: &generator) }.joined()
    case 8:
      return probes.randomElement(using: &generator)!
    default:
      return name
    }
  }

  private static func piece(using generator: inout SeededGenerator) -> String {
    // Half the pieces are the first ten: plain lowercase letters, so queries find something.
    Bool.random(using: &generator)
      ? pieces[Int.random(in: 0..<10, using: &generator)] : pieces.randomElement(using: &generator)!
  }
}
