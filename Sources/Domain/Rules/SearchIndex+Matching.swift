import Foundation

extension SearchIndex {
  /// The positions of the keys that contain `query`, in order: every key for an empty query.
  ///
  /// - Complexity: one `memchr` pass over the folded bytes for the needle's rarest byte, plus
  ///   a `memcmp` wherever that byte occurs; O(*n*) in the total length of the keys.
  public func matchingIndices(of query: SearchQuery) -> [Int] {
    if query.isEmpty { return Array(0..<count) }
    let needle = Array(query.folded.utf8)
    var rarest = 0
    for offset in needle.indices where byteCounts[Int(needle[offset])] < byteCounts[Int(needle[rarest])] {
      rarest = offset
    }
    guard byteCounts[Int(needle[rarest])] > 0 else { return [] }
    let edgesNeedCare = Self.startsOrEndsAboveU0300(needle)
    var found: [Int] = []
    bytes.withUnsafeBufferPointer { haystack in
      needle.withUnsafeBufferPointer { needle in
        guard let base = haystack.baseAddress, let needleBase = needle.baseAddress else { return }
        let end = haystack.count
        let rareByte = Int32(needle[rarest])
        var from = rarest
        while from < end, let hit = memchr(base + from, rareByte, end - from) {
          let start = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit)) - rarest
          guard start + needle.count <= end, memcmp(base + start, needleBase, needle.count) == 0 else {
            from = start + rarest + 1
            continue
          }
          let key = keyIndex(containing: start)
          let plainEdges = !edgesNeedCare && Self.hasPlainEdges(haystack, start, start + needle.count)
          if plainEdges || query.matches(folded: foldedKey(at: key)) {
            found.append(key)
          }
          // The key is decided either way: go on with the next one.
          from = Int(starts[key + 1]) + rarest
        }
      }
    }
    return found
  }

  /// The key whose bytes include `position`.
  func keyIndex(containing position: Int) -> Int {
    starts.withUnsafeBufferPointer { starts in
      var low = 0
      var high = starts.count - 1
      while high - low > 1 {
        let middle = (low + high) / 2
        if Int(starts[middle]) <= position { low = middle } else { high = middle }
      }
      return low
    }
  }

  /// Whether the needle's first or last scalar is U+0300 or above.
  static func startsOrEndsAboveU0300(_ needle: [UInt8]) -> Bool {
    guard let first = needle.first else { return false }
    var last = needle.count - 1
    while last > 0, needle[last] & 0xC0 == 0x80 { last -= 1 }
    return isAtOrAboveU0300(lead: first) || isAtOrAboveU0300(lead: needle[last])
  }

  /// Whether the scalars just before `start` and at `end` are separators or lie below U+0300.
  static func hasPlainEdges(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    let before = bytes[start - 1]
    let plainBefore: Bool
    if before == separator || before < 0x80 {
      plainBefore = true
    } else {
      // A continuation byte: the scalar is plain only as a two-byte sequence led by C2…CB.
      plainBefore =
        before & 0xC0 == 0x80 && start >= 2 && !isAtOrAboveU0300(lead: bytes[start - 2])
        && bytes[start - 2] & 0xE0 == 0xC0
    }
    let after = bytes[end]
    return plainBefore && (after == separator || !isAtOrAboveU0300(lead: after))
  }

  /// Whether a UTF-8 lead byte starts a scalar of U+0300 or above (`0xCC` is the lead of U+0300).
  static func isAtOrAboveU0300(lead byte: UInt8) -> Bool {
    byte >= 0xCC
  }
}
