/// Text from a news API as a reader shows it: markup removed, entities decoded, whitespace
/// made into lines and paragraphs.
///
/// NewsAPI passes on what each publisher wrote: HTML tags (`<ul><li>…`, `<a href=…>`), entities
/// (`S&amp;P`, `&quot;`, `&#39;`), and line breaks in the middle of a description or an author.
/// A reader app shows none of that as code. The kit's escaping of control characters still
/// applies to what is left, where a frame is printed; this only makes the text readable first.
package enum ReaderText {
  /// `html` as plain text: tags removed (a block tag such as `<p>`, `<br>` or `<li>` becomes a
  /// line break, the contents of `<script>` and `<style>` go), then entities decoded, named
  /// (`&amp;`, `&nbsp;`, `&eacute;`…) and numeric (`&#39;`, `&#x2019;`). A `<` that does not
  /// open a tag stays, and so does an unknown or unfinished entity.
  ///
  /// Tags go before entities are decoded, so `&lt;b&gt;` shows as `<b>`.
  ///
  /// - Parameter html: text that may hold markup.
  /// - Returns: the text without markup, its line breaks kept.
  package static func plain(_ html: String) -> String {
    decodingEntities(removingTags(html))
  }

  /// `text` as one line: ``plain(_:)``, with every run of whitespace, line breaks included,
  /// made one space, and none at either end. What a title, a source or a list row shows.
  ///
  /// - Parameter text: text that may hold markup and line breaks.
  /// - Returns: the line.
  package static func line(_ text: String) -> String {
    collapsingSpaces(plain(text))
  }

  /// `text` as paragraphs: ``plain(_:)``, split at every line break (`\r\n`, `\r` or `\n`,
  /// one or a run of them, blank lines between), each paragraph made one line and empty ones
  /// dropped.
  ///
  /// - Parameter text: a description or an article's content.
  /// - Returns: the paragraphs, in order; none for text with nothing to show.
  package static func paragraphs(_ text: String) -> [String] {
    plain(text)
      .split(whereSeparator: \.isNewline)
      .map { collapsingSpaces(String($0)) }
      .filter { !$0.isEmpty }
  }

  /// An author field as a byline shows it: the first line that names someone, without the
  /// links publishers append, e.g. `Danielle Chemtob, Forbes Staff` for
  /// `"Danielle Chemtob, Forbes Staff, \n Danielle Chemtob, Forbes Staff\n https://www.forbes.com/…"`.
  ///
  /// - Parameter text: the article's author field.
  /// - Returns: the name line, without a trailing comma; empty when no line names anyone.
  package static func byline(_ text: String) -> String {
    for line in plain(text).split(whereSeparator: \.isNewline) {
      let words = line.split(whereSeparator: \.isWhitespace).filter { !isLink($0) }
      var name = words.joined(separator: " ")
      while let last = name.last, last == "," || last == ";" || last == "|" || last == " " {
        name.removeLast()
      }
      if !name.isEmpty { return name }
    }
    return ""
  }

  /// Whether `word` is a web address rather than a name.
  private static func isLink(_ word: Substring) -> Bool {
    let lower = word.lowercased()
    return lower.contains("://") || lower.hasPrefix("www.")
  }

  /// `text` with every run of whitespace made one space, and none at either end.
  static func collapsingSpaces(_ text: String) -> String {
    text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  // MARK: Tags

  /// The tags after which a reader starts a new line.
  private static let blockTags: Set<String> = [
    "address", "article", "blockquote", "br", "dd", "div", "dl", "dt", "figcaption", "figure", "footer",
    "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "ol", "p", "pre", "section", "table", "td", "th",
    "tr", "ul",
  ]

  /// `html` without its tags and comments.
  static func removingTags(_ html: String) -> String {
    guard html.contains("<") else { return html }
    var result = ""
    var rest = Substring(html)
    while let open = rest.firstIndex(of: "<") {
      result += rest[..<open]
      let after = rest[rest.index(after: open)...]
      if after.hasPrefix("!--") {
        // A comment runs to `-->`, or to the end when it never closes.
        guard let end = after.range(of: "-->") else { return result }
        rest = after[end.upperBound...]
        continue
      }
      guard let name = tagName(after), let close = after.firstIndex(of: ">") else {
        // Not a tag: `a < b`, `<3`. The `<` is text.
        result.append("<")
        rest = after
        continue
      }
      rest = after[after.index(after: close)...]
      if name == "script" || name == "style", !after.hasPrefix("/") {
        // What a script or a style holds is not text to read.
        if let end = rest.range(of: "</\(name)", options: .caseInsensitive) {
          rest = rest[end.upperBound...]
          rest = rest.firstIndex(of: ">").map { rest[rest.index(after: $0)...] } ?? rest[rest.endIndex...]
        } else {
          rest = rest[rest.endIndex...]
        }
        continue
      }
      if blockTags.contains(name) { result.append("\n") }
    }
    return result + rest
  }

  /// The lowercased name of the tag `text` begins (after its `<`), or `nil` when `text` does
  /// not begin a tag: a letter, or `/` then a letter, or `!` or `?` (a doctype, an instruction).
  private static func tagName(_ text: Substring) -> String? {
    var name = text
    if name.first == "/" { name = name.dropFirst() }
    if name.first == "!" || name.first == "?" { return "" }
    guard let first = name.first, first.isASCII, first.isLetter else { return nil }
    return String(name.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }).lowercased()
  }

  // MARK: Entities

  /// `text` with its character references decoded.
  static func decodingEntities(_ text: String) -> String {
    guard text.contains("&") else { return text }
    var result = ""
    var rest = Substring(text)
    while let ampersand = rest.firstIndex(of: "&") {
      result += rest[..<ampersand]
      let after = rest[rest.index(after: ampersand)...]
      // A reference is short: the longest name here is 6 letters, a numeric one 8 digits.
      guard let semicolon = after.prefix(10).firstIndex(of: ";"),
        let decoded = character(for: after[..<semicolon])
      else {
        result.append("&")
        rest = after
        continue
      }
      result.append(decoded)
      rest = after[after.index(after: semicolon)...]
    }
    return result + rest
  }

  /// The character a reference's body names (`amp`, `#39`, `#x2019`), or `nil` for none.
  private static func character(for body: Substring) -> Character? {
    if body.first == "#" {
      let digits = body.dropFirst()
      let value: UInt32? =
        digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      guard let value, !digits.isEmpty else { return nil }
      // NUL, surrogates and values past Unicode read as the replacement character, as browsers do.
      return Character(Unicode.Scalar(value).flatMap { $0.value == 0 ? nil : $0 } ?? "\u{FFFD}")
    }
    return namedEntities[String(body)]
  }

  /// The named references publishers use, as HTML defines them.
  private static let namedEntities: [String: Character] = [
    "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}",
    "hellip": "…", "mdash": "—", "ndash": "–", "minus": "−", "lsquo": "‘", "rsquo": "’", "sbquo": "‚",
    "ldquo": "“", "rdquo": "”", "bdquo": "„", "laquo": "«", "raquo": "»", "lsaquo": "‹", "rsaquo": "›",
    "bull": "•", "middot": "·", "copy": "©", "reg": "®", "trade": "™", "deg": "°", "euro": "€", "pound": "£",
    "yen": "¥", "cent": "¢", "sect": "§", "para": "¶", "times": "×", "divide": "÷", "plusmn": "±",
    "frac12": "½", "frac14": "¼", "frac34": "¾", "iexcl": "¡", "iquest": "¿", "shy": "\u{00AD}",
    "zwj": "\u{200D}", "zwnj": "\u{200C}", "thinsp": "\u{2009}", "ensp": "\u{2002}", "emsp": "\u{2003}",
    "aacute": "á", "Aacute": "Á", "agrave": "à", "Agrave": "À", "acirc": "â", "Acirc": "Â", "auml": "ä",
    "Auml": "Ä", "atilde": "ã", "Atilde": "Ã", "aring": "å", "Aring": "Å", "aelig": "æ", "AElig": "Æ",
    "ccedil": "ç", "Ccedil": "Ç", "eacute": "é", "Eacute": "É", "egrave": "è", "Egrave": "È", "ecirc": "ê",
    "Ecirc": "Ê", "euml": "ë", "Euml": "Ë", "iacute": "í", "Iacute": "Í", "igrave": "ì", "Igrave": "Ì",
    "icirc": "î", "Icirc": "Î", "iuml": "ï", "Iuml": "Ï", "ntilde": "ñ", "Ntilde": "Ñ", "oacute": "ó",
    "Oacute": "Ó", "ograve": "ò", "Ograve": "Ò", "ocirc": "ô", "Ocirc": "Ô", "ouml": "ö", "Ouml": "Ö",
    "otilde": "õ", "Otilde": "Õ", "oslash": "ø", "Oslash": "Ø", "uacute": "ú", "Uacute": "Ú", "ugrave": "ù",
    "Ugrave": "Ù", "ucirc": "û", "Ucirc": "Û", "uuml": "ü", "Uuml": "Ü", "yacute": "ý", "Yacute": "Ý",
    "yuml": "ÿ", "szlig": "ß", "eth": "ð", "ETH": "Ð", "thorn": "þ", "THORN": "Þ", "oelig": "œ",
    "OElig": "Œ", "scaron": "š", "Scaron": "Š", "zcaron": "ž", "Zcaron": "Ž",
  ]
}
