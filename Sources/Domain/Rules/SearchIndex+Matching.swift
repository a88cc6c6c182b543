import Foundation

extension SearchIndex {
  /// The positions of the keys that contain `query`, in order: every key for an empty query.
  ///
  /// The needle's rarest byte in this index decides the scan. When it is rare indeed (at most
  /// one byte in 512), `memchr` jumps from one occurrence to the next and `memcmp` checks the
  /// needle there. Otherwise — a needle of common letters, where `memchr` would stop every few
  /// bytes — the scan takes the needle's two rarest bytes and tests 64 positions at a time for
  /// both at their offsets with 16-byte vector compares (the "packed pair" of ripgrep's
  /// `memchr` crate), and runs `memcmp` only where both are found.
  ///
  /// - Parameter query: the search; its folded text is the needle.
  /// - Returns: the indices of the matching keys, ascending.
  /// - Complexity: one pass over the folded bytes, O(*n*) in the total length of the keys.
  public func matchingIndices(of query: SearchQuery) -> [Int] {
    if query.isEmpty { return Array(0..<count) }
    let needle = Array(query.folded.utf8)
    let byRarity = needle.indices.sorted { byteCounts[Int(needle[$0])] < byteCounts[Int(needle[$1])] }
    let rarest = byRarity[0]
    let rarestCount = byteCounts[Int(needle[rarest])]
    guard rarestCount > 0 else { return [] }
    var scan = Scan(index: self, query: query, needle: needle)
    if rarestCount <= bytes.count / 512 || needle.count == 1 {
      scan.jump(rarest: rarest)
    } else {
      let second = byRarity.first { needle[$0] != needle[rarest] } ?? byRarity[1]
      scan.packedPair(min(rarest, second), max(rarest, second))
    }
    return scan.found
  }

  /// The key whose bytes include `position`, searching forward from key `hint` (at or before it).
  func keyIndex(containing position: Int, from hint: Int = 0) -> Int {
    starts.withUnsafeBufferPointer { starts in
      // Gallop from the hint, then halve: a scan finds keys in order, mostly close together.
      var low = hint
      var step = 1
      var high = min(hint + step, starts.count - 1)
      while high < starts.count - 1, Int(starts[high]) <= position {
        low = high
        step *= 2
        high = min(high + step, starts.count - 1)
      }
      while high - low > 1 {
        let middle = (low + high) / 2
        if Int(starts[middle]) <= position { low = middle } else { high = middle }
      }
      return low
    }
  }
}

/// One search over an index: where the needle occurs, and which keys it decides.
private struct Scan {
  let index: SearchIndex
  let query: SearchQuery
  let needle: [UInt8]
  /// Whether the needle's first or last scalar is U+0300 or above.
  let edgesNeedCare: Bool
  var found: [Int] = []
  /// Candidates before this position lie in a key already decided.
  var decidedUntil = 0
  /// The last key a candidate fell in: the next one is at or after it.
  var lastKey = 0

  init(index: SearchIndex, query: SearchQuery, needle: [UInt8]) {
    self.index = index
    self.query = query
    self.needle = needle
    var last = needle.count - 1
    while last > 0, needle[last] & 0xC0 == 0x80 { last -= 1 }
    edgesNeedCare = needle[0] >= 0xCC || needle[last] >= 0xCC
  }

  /// `memchr` from one occurrence of the rarest byte to the next.
  mutating func jump(rarest: Int) {
    index.bytes.withUnsafeBufferPointer { haystack in
      let base = UnsafeRawPointer(haystack.baseAddress!)
      let rareByte = Int32(needle[rarest])
      var from = rarest
      while from < haystack.count, let hit = memchr(base + from, rareByte, haystack.count - from) {
        let start = base.distance(to: UnsafeRawPointer(hit)) - rarest
        consider(start, in: haystack)
        from = max(start + 1, decidedUntil) + rarest
      }
    }
  }

  /// Tests 64 candidate starts at a time for the bytes at offsets `first` and `second`.
  mutating func packedPair(_ first: Int, _ second: Int) {
    index.bytes.withUnsafeBufferPointer { haystack in
      let base = UnsafeRawPointer(haystack.baseAddress!)
      let atFirst = base + first
      let atSecond = base + second
      let wantFirst = SIMD16<UInt8>(repeating: needle[first])
      let wantSecond = SIMD16<UInt8>(repeating: needle[second])
      let lastStart = haystack.count - needle.count
      // One byte per candidate start, 0xFF where both bytes are at the needle's offsets.
      func candidates(at offset: Int) -> SIMD16<UInt8> {
        let both =
          (atFirst.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self) .== wantFirst)
          .& (atSecond.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self) .== wantSecond)
        return unsafeBitCast(both, to: SIMD16<UInt8>.self)
      }
      var block = 0
      while block &+ 63 <= lastStart {
        // The four vectors stay in registers and are tested as one; only a block with a
        // candidate, which is rare, is looked at again lane by lane.
        let any = unsafeBitCast(
          candidates(at: block) | candidates(at: block &+ 16) | candidates(at: block &+ 32)
            | candidates(at: block &+ 48), to: SIMD2<UInt64>.self)
        if any[0] | any[1] != 0 {
          for offset in stride(from: block, to: block &+ 64, by: 16) {
            let lanes = unsafeBitCast(candidates(at: offset), to: SIMD2<UInt64>.self)
            visit(lanes[0], at: offset, in: haystack)
            visit(lanes[1], at: offset &+ 8, in: haystack)
          }
        }
        block &+= 64
      }
      for start in block..<max(block, lastStart + 1) { consider(start, in: haystack) }
    }
  }

  /// Considers the starts `position + k` for each byte `k` of `word` that is not zero.
  private mutating func visit(_ word: UInt64, at position: Int, in haystack: UnsafeBufferPointer<UInt8>) {
    var word = word
    while word != 0 {
      let byte = word.trailingZeroBitCount / 8
      consider(position &+ byte, in: haystack)
      word &= ~(0xFF << UInt64(byte &* 8))
    }
  }

  /// Whether the needle occurs at `start`; if so, decides the key there.
  private mutating func consider(_ start: Int, in haystack: UnsafeBufferPointer<UInt8>) {
    guard start >= decidedUntil, start + needle.count <= haystack.count,
      needle.withUnsafeBufferPointer({ memcmp(haystack.baseAddress! + start, $0.baseAddress!, $0.count) }) == 0
    else { return }
    let key = index.keyIndex(containing: start, from: lastKey)
    lastKey = key
    let plainEdges = !edgesNeedCare && Self.hasPlainEdges(haystack, start, start + needle.count)
    if plainEdges || query.matches(folded: index.foldedKey(at: key)) {
      found.append(key)
    }
    // The key is decided either way: go on with the next one.
    decidedUntil = Int(index.starts[key + 1])
  }

  /// Whether the scalars just before `start` and at `end` are separators or lie below U+0300.
  ///
  /// U+0300 is the first combining mark; its UTF-8 lead byte is `0xCC`, so a scalar below it
  /// is one byte below `0x80` or two bytes led by `0xC2`…`0xCB`.
  private static func hasPlainEdges(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    let before = bytes[start - 1]
    let plainBefore =
      before == SearchIndex.separator || before < 0x80
      || (before & 0xC0 == 0x80 && bytes[start - 2] & 0xE0 == 0xC0 && bytes[start - 2] < 0xCC)
    let after = bytes[end]
    return plainBefore && (after == SearchIndex.separator || after < 0xCC)
  }
}
