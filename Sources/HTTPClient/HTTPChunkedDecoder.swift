/// Decodes a body sent with the chunked transfer coding (RFC 9112 §7.1) from bytes as they
/// arrive, and says when the message has ended by its framing.
///
/// `chunked-body = *chunk last-chunk trailer-section CRLF`, where a chunk is its size in hex, any
/// extensions, CRLF, that many bytes, CRLF. Sizes are read digit by digit against the body cap,
/// so no size overflows; extensions are ignored (§7.1.1); trailer fields are read within the head
/// limits and discarded (§7.1.2). Size and trailer lines end at LF, a CR before it dropped, as
/// §2.2 lets a recipient read lines; a chunk's data must end in CRLF. Each byte is looked at
/// once, however the bytes are split.
package struct HTTPChunkedDecoder: Sendable {
  private enum State: Equatable, Sendable {
    /// Reading a chunk-size line.
    case size
    /// Reading a chunk's data: this many bytes are still to come.
    case data(Int)
    /// Expecting the CRLF after a chunk's data.
    case dataEnd
    /// Reading the trailer section after the last chunk.
    case trailer
    /// The message has ended.
    case done
  }

  private let limits: HTTPLimits
  private var state = State.size
  /// The bytes of the line being read, without its line ending so far.
  private var line: [UInt8] = []
  private var trailerBytes = 0
  private var trailerFields = 0

  /// The body decoded so far.
  package private(set) var body: [UInt8] = []

  /// Whether the last chunk and the trailer section have arrived.
  package var isComplete: Bool { state == .done }

  /// A decoder of a body of at most `limits.bodySize` bytes.
  package init(limits: HTTPLimits) {
    self.limits = limits
  }

  /// Decodes the next bytes of the message body.
  ///
  /// - Parameter bytes: what arrived next; bytes after the message's end are ignored.
  /// - Returns: whether the message has ended.
  /// - Throws: ``HTTPFramingError/malformedChunk``, ``HTTPFramingError/tooLarge``, or a head
  ///   limit for a chunk-size or trailer line.
  @discardableResult
  package mutating func decode(_ bytes: some Collection<UInt8>) throws(HTTPFramingError) -> Bool {
    var rest = bytes[...]
    while !rest.isEmpty, state != .done {
      switch state {
      case .data(let remaining):
        let taken = rest.prefix(remaining)
        body.append(contentsOf: taken)
        rest = rest.dropFirst(taken.count)
        state = remaining == taken.count ? .dataEnd : .data(remaining - taken.count)
      case .size, .dataEnd, .trailer:
        guard let lineFeed = rest.firstIndex(of: ASCII.lineFeed) else {
          try keep(rest, lineFeedFollows: false)
          return false
        }
        try keep(rest[..<lineFeed], lineFeedFollows: true)
        rest = rest[rest.index(after: lineFeed)...]
        let endsInCRLF = line.last == ASCII.carriageReturn
        if endsInCRLF { line.removeLast() }
        try endLine(endsInCRLF: endsInCRLF)
        line.removeAll(keepingCapacity: true)
      case .done:
        break
      }
    }
    return state == .done
  }

  /// The body, once the connection has closed.
  ///
  /// RFC 9112 §8 calls a chunked body incomplete while its last chunk has not arrived; a close
  /// after the last chunk but inside the trailer section ends the body, the trailer unread.
  ///
  /// - Throws: ``HTTPFramingError/incomplete`` before the last chunk.
  package func finish() throws(HTTPFramingError) -> [UInt8] {
    guard state == .done || state == .trailer else { throw .incomplete }
    return body
  }

  /// Adds `bytes` to the line being read; the line, its LF counted, must fit
  /// ``HTTPLimits/lineLength``.
  private mutating func keep(_ bytes: some Collection<UInt8>, lineFeedFollows: Bool) throws(HTTPFramingError) {
    guard line.count + bytes.count + (lineFeedFollows ? 1 : 0) <= limits.lineLength else { throw .lineTooLong }
    line.append(contentsOf: bytes)
  }

  private mutating func endLine(endsInCRLF: Bool) throws(HTTPFramingError) {
    switch state {
    case .size:
      let size = try chunkSize(line)
      state = size == 0 ? .trailer : .data(size)
    case .dataEnd:
      // A chunk's data ends in CRLF itself: a lone LF there is more likely a byte of data lost.
      guard line.isEmpty, endsInCRLF else { throw .malformedChunk }
      state = .size
    case .trailer:
      if line.isEmpty {
        state = .done
        return
      }
      trailerFields += 1
      trailerBytes += line.count + 2
      guard trailerFields <= limits.fieldCount else { throw .tooManyFields }
      guard trailerBytes <= limits.headSize else { throw .headTooLarge }
    case .data, .done:
      break
    }
  }

  /// `chunk-size [ chunk-ext ]`: hex digits, then spaces or tabs, then `;` and extensions,
  /// which are ignored. The size is held to what the body cap still allows.
  private func chunkSize(_ line: [UInt8]) throws(HTTPFramingError) -> Int {
    let digits = line.prefix { ASCII.hexValue($0) != nil }
    let after = line.dropFirst(digits.count).drop { $0 == ASCII.space || $0 == ASCII.tab }
    guard !digits.isEmpty, after.isEmpty || after.first == ASCII.semicolon else { throw .malformedChunk }
    let room = limits.bodySize - body.count
    var size = 0
    for digit in digits {
      size = size * 16 + (ASCII.hexValue(digit) ?? 0)
      guard size <= room else { throw .tooLarge }
    }
    return size
  }
}
