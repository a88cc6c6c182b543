import Foundation

/// What a search box matches: a substring, ignoring case, diacritics and surrounding spaces.
///
/// `perez` finds `Sergio PÉREZ`, `hulkenberg` finds `Nico HÜLKENBERG`, and a combining accent
/// (`e` + U+0301) matches a precomposed one (`é`). A query that is empty after trimming matches
/// everything.
public struct SearchQuery: Hashable, Sendable {
  /// The query as typed, trimmed of leading and trailing whitespace.
  public let text: String
  /// The trimmed query, folded by ``SearchQuery/fold(_:)``.
  package let folded: String

  /// Creates a query from what was typed.
  ///
  /// - Parameter text: the search text; leading and trailing whitespace is dropped.
  public init(_ text: String) {
    self.text = Self.trimmed(text)
    self.folded = Self.fold(self.text)
  }

  /// `text` without its leading and trailing whitespace; text that begins and ends with printable
  /// ASCII other than a space, as most typed searches do, has none and is kept as it is.
  private static func trimmed(_ text: String) -> String {
    let printable: ClosedRange<UInt8> = 0x21...0x7E
    if let first = text.utf8.first, let last = text.utf8.last, printable ~= first, printable ~= last { return text }
    return text.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Whether the query, trimmed, is empty and so matches everything.
  public var isEmpty: Bool { folded.isEmpty }

  /// Whether `candidate` contains the query.
  ///
  /// - Parameter candidate: the text to search, e.g. a driver's full name.
  /// - Returns: `true` when the folded candidate contains the folded query, or the query is
  ///   empty.
  /// - Complexity: O(*n*) in the length of `candidate`, which is folded on every call; use
  ///   ``matches(folded:)`` with keys folded once when searching the same list many times.
  package func matches(_ candidate: String) -> Bool {
    isEmpty || matches(folded: Self.fold(candidate))
  }

  /// Whether a candidate already folded with ``fold(_:)`` contains the query.
  ///
  /// - Parameter candidate: the text to search, folded once beforehand.
  /// - Returns: `true` when it contains the folded query, or the query is empty.
  /// - Complexity: O(*n*) in the length of `candidate`; nothing is folded.
  package func matches(folded candidate: String) -> Bool {
    isEmpty || candidate.contains(folded)
  }

  /// The elements of `items` whose key contains the query, in their order.
  ///
  /// - Parameters:
  ///   - items: the list to filter.
  ///   - key: the text of an item the query is matched against.
  /// - Returns: the matching items; all of them for an empty query.
  /// - Complexity: O(*n*) in the total length of the keys, each folded on every call.
  public func filter<Item>(_ items: [Item], by key: (Item) -> String) -> [Item] {
    isEmpty ? items : items.filter { matches(key($0)) }
  }

  /// What a list says when nothing is there to show: `No drivers` for an empty query, and
  /// `No drivers match "ham".` for a query that matched nothing.
  ///
  /// - Parameter noun: the plural noun of the list, e.g. `drivers`.
  /// - Returns: the message, quoting the query as typed (trimmed).
  public func emptyStateMessage(_ noun: String) -> String {
    isEmpty ? "No \(noun)" : "No \(noun) match \"\(text)\"."
  }

  /// Lowercases `text`, removes its diacritics and writes its punctuation one way, so that
  /// `PÉREZ`, `Pérez` and `perez` (with the accent precomposed or combining) all fold to
  /// `perez`, and `Tesla’s` and `Tesla's` both fold to `tesla's`.
  ///
  /// The text is decomposed canonically and its nonspacing marks dropped; typographic
  /// apostrophes and quotes become the typewriter ones, dashes and minus signs a hyphen-minus,
  /// and no-break spaces a space (``plainPunctuation(_:)``); then it is lowercased. ASCII is
  /// only lowercased, which lets ``SearchIndex`` fold it byte by byte. A query and a candidate
  /// folded the same way can be compared byte for byte.
  ///
  /// - Parameter text: any text.
  /// - Returns: the folded text.
  /// - Complexity: O(*n*) in the length of `text`.
  public static func fold(_ text: String) -> String {
    // ASCII decomposes to itself, has no marks and no punctuation written another way.
    if text.utf8.allSatisfy(UTF8.isASCII) { return text.lowercased() }
    var scalars = String.UnicodeScalarView()
    for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars
    where scalar.properties.generalCategory != .nonspacingMark {
      scalars.append(plainPunctuation(scalar))
    }
    return String(scalars).lowercased()
  }

  /// The one way a search writes a punctuation mark people type in several: `'` for the
  /// apostrophes and single quotes (`’ ‘ ‚ ‛ ʼ ′ ´`), `"` for the double
  /// quotes and guillemets (`“ ” „ ‟ ″ « »`), `-` for the hyphens, dashes and minus signs
  /// (`‐ ‑ ‒ – — ― −`), and a space for the no-break spaces; any other scalar as it is.
  ///
  /// - Parameter scalar: one scalar of decomposed text.
  /// - Returns: the scalar a search compares.
  package static func plainPunctuation(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x2018, 0x2019, 0x201A, 0x201B, 0x02BC, 0x2032, 0x00B4, 0xFF07: "'"
    case 0x201C, 0x201D, 0x201E, 0x201F, 0x2033, 0x00AB, 0x00BB, 0xFF02: "\""
    case 0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2015, 0x2212, 0xFE58, 0xFE63, 0xFF0D: "-"
    case 0x00A0, 0x2007, 0x202F: " "
    default: scalar
    }
  }
}
