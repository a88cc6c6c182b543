import Foundation

/// A list's search keys, folded once by ``SearchQuery/fold(_:)`` into one contiguous run of
/// UTF-8 bytes, so that a search scans memory instead of folding every key again.
///
/// The buffer holds the folded keys in order, each preceded by the byte `0xFF`, and one more
/// `0xFF` at the end. UTF-8 never uses `0xFF`, so a needle can never match across two keys. A
/// search (``matchingIndices(of:)``) looks for the needle's rarest byte — rarest in *this*
/// buffer, counted when the index is built — with `memchr`, and compares the whole needle with
/// `memcmp` where that byte turns up.
///
/// Results are exactly those of ``SearchQuery/matches(_:)``. A byte match is a match of
/// ``SearchQuery/matches(folded:)`` whenever the scalars just before and just after it, and the
/// needle's own first and last scalars, lie below U+0300 (Latin, Greek and Cyrillic letters,
/// digits, punctuation, spaces, CR and LF): no text there can join a grapheme cluster or a
/// composed character sequence across the match's edges. Anywhere else — a Hangul syllable
/// folded to jamo (`하` is not found in `한`), an enclosing mark or an emoji modifier after the
/// match (`x` is not found in `x⃝`), a needle that starts or ends with an Indic letter — the key
/// is decided by ``SearchQuery/matches(folded:)`` itself, on that one key. Folding can never
/// produce a match that the bytes lack: both sides are in canonical decomposition and nothing
/// is ignored when comparing (a soft hyphen or a zero-width joiner between two letters keeps
/// them apart in both paths). `Tests/DomainTests/SearchIndexTests.swift` checks this against
/// the plain rule on thousands of generated names and queries.
///
/// Two indexes are equal when they hold the same folded keys.
public struct SearchIndex: Equatable, Sendable {
  /// The byte before every key and after the last one; UTF-8 never uses it.
  static let separator: UInt8 = 0xFF

  /// The folded keys in UTF-8, separated as described above.
  let bytes: [UInt8]
  /// Where each key's first byte is in ``bytes``, then ``bytes``'s count.
  let starts: [UInt32]
  /// How many times each byte value occurs in ``bytes``.
  let byteCounts: [Int]

  /// An index of no keys.
  package init() {
    self.init(Builder())
  }

  /// Folds `keys` in order.
  ///
  /// - Parameter keys: the texts to search, e.g. article titles; key *i* is found as index *i*.
  /// - Complexity: O(*n*) in the total length of the keys; each key is folded once.
  package init(keys: some Sequence<String>) {
    var builder = Builder()
    for key in keys {
      builder.beginKey()
      builder.appendFolded(key, remember: false)
    }
    self.init(builder)
  }

  /// Folds the key `"\(first) \(second)"` of each item in order, e.g. a driver's `First LAST`.
  ///
  /// Folding a key is folding its two parts: canonical decomposition restarts at the space,
  /// marks are dropped one scalar at a time and lowercasing maps one scalar at a time. So each
  /// distinct part that is not plain ASCII is folded once and reused: a million drivers share
  /// a few thousand first and last names.
  ///
  /// - Parameters:
  ///   - items: the items to search; item *i* is found as index *i*.
  ///   - first: the first part of an item's key, e.g. `\.firstName`.
  ///   - second: the second part, e.g. `\.lastName`.
  /// - Complexity: O(*n*) in the total length of the keys.
  public init<Item>(_ items: some Sequence<Item>, first: (Item) -> String, second: (Item) -> String) {
    var builder = Builder()
    for item in items {
      builder.beginKey()
      builder.appendFolded(first(item), remember: true)
      builder.bytes.append(UInt8(ascii: " "))
      builder.appendFolded(second(item), remember: true)
    }
    self.init(builder)
  }

  private init(_ builder: Builder) {
    var bytes = builder.bytes
    bytes.append(Self.separator)
    precondition(bytes.count < UInt32.max, "a search index holds less than 4 GB of keys")
    var counts = [Int](repeating: 0, count: 256)
    bytes.withUnsafeBufferPointer { buffer in
      for byte in buffer { counts[Int(byte)] &+= 1 }
    }
    self.bytes = bytes
    self.starts = builder.starts + [UInt32(bytes.count)]
    self.byteCounts = counts
  }

  /// How many keys the index holds.
  public var count: Int { starts.count - 1 }

  /// Key `index`, folded.
  ///
  /// - Parameter index: the key's position, from 0 to ``count`` − 1.
  /// - Returns: the key as ``SearchQuery/fold(_:)`` wrote it.
  public func foldedKey(at index: Int) -> String {
    String(decoding: bytes[Int(starts[index])..<Int(starts[index + 1]) - 1], as: UTF8.self)
  }

  /// Builds the buffer one key at a time.
  struct Builder {
    var bytes: [UInt8] = []
    var starts: [UInt32] = []
    private var folded: [String: [UInt8]] = [:]

    mutating func beginKey() {
      bytes.append(SearchIndex.separator)
      starts.append(UInt32(truncatingIfNeeded: bytes.count))
    }

    /// Appends `text` folded: ASCII lowercased byte by byte, anything else by the rule.
    mutating func appendFolded(_ text: String, remember: Bool) {
      var text = text
      let isASCII = text.withUTF8 { utf8 in utf8.allSatisfy { $0 < 0x80 } }
      if isASCII {
        text.withUTF8 { utf8 in
          for byte in utf8 { bytes.append(byte &- 0x41 < 26 ? byte | 0x20 : byte) }
        }
      } else if remember {
        if let known = folded[text] {
          bytes.append(contentsOf: known)
        } else {
          let fresh = Array(SearchQuery.fold(text).utf8)
          folded[text] = fresh
          bytes.append(contentsOf: fresh)
        }
      } else {
        bytes.append(contentsOf: SearchQuery.fold(text).utf8)
      }
    }
  }
}
