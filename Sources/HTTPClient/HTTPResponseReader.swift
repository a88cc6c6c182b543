/// Reads one HTTP/1.1 response from bytes as they arrive, and says when it has ended by its
/// framing (RFC 9112 §6.3), not by waiting for the server to close.
///
/// Interim `1xx` heads are read and skipped (RFC 9110 §15.2); a `101` is refused, since the
/// client never asks to switch. The final head decides the body's framing: none, a length,
/// chunked, or until the close. Every limit of ``HTTPLimits`` holds whatever the server sends.
///
/// ```swift
/// var reader = HTTPResponseReader(limits: HTTPLimits(bodySize: 1_048_576))
/// if try reader.read(Array("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nhi".utf8)) {
///   print(reader.head!.status, reader.body)  // 200 [104, 105]
/// }
/// ```
package struct HTTPResponseReader: Sendable {
  private enum Body: Sendable {
    case length(Int)
    case chunked(HTTPChunkedDecoder)
    case untilClose
  }

  private let limits: HTTPLimits
  /// The bytes of the head being read.
  private var buffer: [UInt8] = []
  private var headReader: HTTPHeadReader
  /// The bytes of the interim heads already skipped.
  private var interimBytes = 0
  private var framing: Body?
  private var received: [UInt8] = []
  private var complete = false

  /// The final head, once it has arrived.
  package private(set) var head: HTTPResponseHead?

  /// The body read so far; the whole body once ``read(_:)`` returned `true` or ``close()``
  /// returned.
  package var body: [UInt8] {
    if case .chunked(let decoder) = framing { return decoder.body }
    return received
  }

  /// A reader that holds the response to `limits`.
  package init(limits: HTTPLimits) {
    self.limits = limits
    headReader = HTTPHeadReader(limits: limits)
  }

  /// Reads the next bytes of the response.
  ///
  /// - Parameter bytes: what arrived next; bytes after the response's end are ignored.
  /// - Returns: whether the response has ended by its framing.
  /// - Throws: ``HTTPFramingError`` when the response breaks the framing or a limit.
  @discardableResult
  package mutating func read(_ bytes: some Collection<UInt8>) throws(HTTPFramingError) -> Bool {
    guard !complete else { return true }
    guard framing != nil else {
      buffer.append(contentsOf: bytes)
      return try readHeads()
    }
    try readBody(bytes)
    return complete
  }

  /// The connection has closed: the response ends here if its framing allows it.
  ///
  /// - Throws: ``HTTPFramingError/incomplete`` when the head, the length or the last chunk
  ///   had not all arrived (RFC 9112 §8).
  package mutating func close() throws(HTTPFramingError) {
    guard !complete else { return }
    switch framing {
    case nil, .length?: throw .incomplete
    case .chunked(let decoder)?: _ = try decoder.finish()
    case .untilClose?: break
    }
    complete = true
  }

  private mutating func readHeads() throws(HTTPFramingError) -> Bool {
    while let length = try headReader.read(buffer) {
      let parsed = try HTTPResponseHead(lines: headReader.lines(in: buffer))
      let rest = Array(buffer[length...])
      if parsed.status == 101 { throw .switchingProtocols }
      if parsed.isInterim {
        interimBytes += length
        buffer = rest
        headReader = HTTPHeadReader(limits: limits, earlierHeadBytes: interimBytes)
        continue
      }
      head = parsed
      buffer = []
      switch try parsed.bodyFraming(limits: limits) {
      case .none: (framing, complete) = (.length(0), true)
      case .length(let count): (framing, complete) = (.length(count), count == 0)
      case .chunked: framing = .chunked(HTTPChunkedDecoder(limits: limits))
      case .untilClose: framing = .untilClose
      }
      if !rest.isEmpty { try readBody(rest) }
      return complete
    }
    return false
  }

  private mutating func readBody(_ bytes: some Collection<UInt8>) throws(HTTPFramingError) {
    switch framing {
    case .length(let count)?:
      received.append(contentsOf: bytes.prefix(count - received.count))
      complete = received.count == count
    case .chunked(var decoder)?:
      framing = nil
      defer { framing = .chunked(decoder) }
      complete = try decoder.decode(bytes)
    case .untilClose?:
      guard received.count + bytes.count <= limits.bodySize else { throw .tooLarge }
      received.append(contentsOf: bytes)
    case nil:
      break
    }
  }
}
