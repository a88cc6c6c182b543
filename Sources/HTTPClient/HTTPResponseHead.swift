/// The status line and header fields of an HTTP/1.x response, parsed by RFC 9112's rules.
///
/// Lines end at LF, and a CR just before it is dropped (RFC 9112 §2.2); any other CR, and any
/// NUL, makes the head malformed. A line that starts with a space or a tab continues the field
/// before it (an obs-fold, replaced by a space: RFC 9112 §5.2), and is ignored when no field
/// precedes it (RFC 9112 §2.2). Field names are tokens, compared in lower case; values lose the
/// spaces and tabs around them.
package struct HTTPResponseHead: Equatable, Sendable {
  /// The minor version: 1 for `HTTP/1.1`, 0 for `HTTP/1.0`.
  package var minorVersion: Int
  /// The status code, 100 to 999.
  package var status: Int
  /// The fields in order: names in lower case, values without surrounding whitespace.
  package var fields: [HTTPField]

  /// Whether the response is interim (`1xx`): a final response follows it.
  package var isInterim: Bool { (100..<200).contains(status) }

  /// The values of every field named `name` (in lower case), in order.
  package func values(of name: String) -> [String] {
    fields.filter { $0.name == name }.map(\.value)
  }

  /// Parses the lines of one head (status line first, without line endings or the empty line).
  ///
  /// - Throws: ``HTTPFramingError/malformedStatusLine`` or ``HTTPFramingError/malformedField``.
  package init(lines: [ArraySlice<UInt8>]) throws(HTTPFramingError) {
    guard let statusLine = lines.first else { throw .malformedStatusLine }
    (minorVersion, status) = try Self.parseStatusLine(statusLine)
    fields = []
    for line in lines.dropFirst() {
      guard let first = line.first else { throw .malformedField }
      if first == ASCII.space || first == ASCII.tab {
        guard !fields.isEmpty else { continue }
        try Self.checkCharacters(line)
        let more = Self.trimmed(line)
        if !more.isEmpty {
          fields[fields.count - 1].value += (fields[fields.count - 1].value.isEmpty ? "" : " ") + Self.text(more)
        }
        continue
      }
      fields.append(try HTTPField(line: line))
    }
  }

  /// The head at the start of `bytes` and how many bytes it takes, empty line included; `nil`
  /// while its empty line has not arrived.
  package static func parse(
    _ bytes: [UInt8], limits: HTTPLimits = HTTPLimits(bodySize: 0)
  ) throws(HTTPFramingError) -> (head: HTTPResponseHead, length: Int)? {
    var reader = HTTPHeadReader(limits: limits)
    guard let length = try reader.read(bytes) else { return nil }
    return (try HTTPResponseHead(lines: reader.lines(in: bytes)), length)
  }

  /// How this response's body ends (RFC 9112 §6.3), for a final response.
  ///
  /// A `204`, a `304` (and a `1xx`) have no body whatever their fields say. With
  /// `Transfer-Encoding`, the body is chunked when the codings are exactly `chunked`; any other
  /// coding is refused, as is `Transfer-Encoding` in HTTP/1.0. When a response has both
  /// `Transfer-Encoding: chunked` and `Content-Length`, chunked wins and `Content-Length` is
  /// not read: RFC 9112 §6.3 item 3 says the former overrides the latter, and the client sends
  /// one request per connection, so no second message can be smuggled behind the first.
  /// Otherwise `Content-Length` decides when present: every value of every such field must be
  /// digits only, and all equal; else the body runs until the close.
  ///
  /// - Parameter limits: the body cap a length is held to.
  /// - Throws: ``HTTPFramingError`` when the framing is invalid, or ``HTTPFramingError/tooLarge``
  ///   when the length is over the cap.
  package func bodyFraming(limits: HTTPLimits) throws(HTTPFramingError) -> HTTPBodyFraming {
    if isInterim || status == 204 || status == 304 { return .none }
    let codings = values(of: "transfer-encoding")
    if !codings.isEmpty {
      guard minorVersion > 0 else { throw .transferEncodingInHTTP10 }
      let list = codings.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
        .map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
      guard list.count == 1, list[0].lowercased() == "chunked" else { throw .unsupportedTransferCoding }
      return .chunked
    }
    let lengths = values(of: "content-length")
    guard !lengths.isEmpty else { return .untilClose }
    let elements = lengths.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
      .map { $0.trimmingWhitespace() }
    guard let first = elements.first, !first.isEmpty, first.utf8.allSatisfy(ASCII.isDigit),
      elements.allSatisfy({ $0 == first })
    else { throw .invalidContentLength }
    var length = 0
    for digit in first.utf8 {
      length = length * 10 + Int(digit - ASCII.zero)
      guard length <= limits.bodySize else { throw .tooLarge }
    }
    return .length(length)
  }

  private static func parseStatusLine(_ line: ArraySlice<UInt8>) throws(HTTPFramingError) -> (Int, Int) {
    let bytes = Array(line)
    // "HTTP/1.1 200" is 12 bytes; the reason phrase after a further space is optional.
    guard bytes.count >= 12, bytes[0..<5].elementsEqual("HTTP/".utf8), ASCII.isDigit(bytes[5]), bytes[6] == ASCII.dot,
      ASCII.isDigit(bytes[7]), bytes[8] == ASCII.space, bytes[9..<12].allSatisfy(ASCII.isDigit),
      bytes.count == 12 || bytes[12] == ASCII.space
    else { throw .malformedStatusLine }
    guard bytes[5] == ASCII.zero + 1 else { throw .malformedStatusLine }
    try checkCharacters(line)
    let status = bytes[9..<12].reduce(0) { $0 * 10 + Int($1 - ASCII.zero) }
    guard status >= 100 else { throw .malformedStatusLine }
    return (Int(bytes[7] - ASCII.zero), status)
  }

  /// Refuses a bare CR or a NUL in a line of a head.
  static func checkCharacters(_ line: ArraySlice<UInt8>) throws(HTTPFramingError) {
    if line.contains(ASCII.carriageReturn) || line.contains(0) { throw .malformedField }
  }

  static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var slice = bytes
    while let first = slice.first, first == ASCII.space || first == ASCII.tab { slice.removeFirst() }
    while let last = slice.last, last == ASCII.space || last == ASCII.tab { slice.removeLast() }
    return slice
  }

  /// Field bytes as text: UTF-8 where they are, the replacement character elsewhere.
  static func text(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }
}

/// One header or trailer field: its name in lower case and its value.
package struct HTTPField: Equatable, Sendable {
  package var name: String
  package var value: String

  package init(name: String, value: String) {
    self.name = name
    self.value = value
  }

  /// Parses `field-line = field-name ":" OWS field-value OWS` (RFC 9112 §5): the name a token,
  /// no whitespace before the colon, no bare CR and no NUL.
  init(line: ArraySlice<UInt8>) throws(HTTPFramingError) {
    try HTTPResponseHead.checkCharacters(line)
    guard let colon = line.firstIndex(of: ASCII.colon), colon > line.startIndex,
      line[..<colon].allSatisfy(ASCII.isTokenCharacter)
    else { throw .malformedField }
    name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
    value = HTTPResponseHead.text(HTTPResponseHead.trimmed(line[(colon + 1)...]))
  }
}

/// Finds where a head ends in bytes that arrive a piece at a time, within ``HTTPLimits``.
///
/// Each call reads the lines it has not read yet, so a head sent a byte at a time costs no
/// more than one sent at once.
package struct HTTPHeadReader: Sendable {
  let limits: HTTPLimits
  /// The lines of the head so far, as ranges of the buffer, line endings excluded.
  private var ranges: [Range<Int>] = []
  /// Where the next line starts.
  private var cursor = 0
  /// The bytes of earlier heads of the same response, counted against the head size.
  private let earlier: Int

  package init(limits: HTTPLimits, earlierHeadBytes: Int = 0) {
    self.limits = limits
    self.earlier = earlierHeadBytes
  }

  /// How many bytes the head at the start of `buffer` takes, once its empty line is there.
  ///
  /// - Parameter buffer: the bytes received so far; each call's buffer extends the previous.
  /// - Returns: the head's length with its empty line, or `nil` while it is incomplete.
  /// - Throws: ``HTTPFramingError/lineTooLong``, ``HTTPFramingError/tooManyFields``,
  ///   ``HTTPFramingError/headTooLarge``, or ``HTTPFramingError/malformedStatusLine`` for an
  ///   empty first line.
  package mutating func read(_ buffer: [UInt8]) throws(HTTPFramingError) -> Int? {
    while true {
      guard let lineFeed = buffer[cursor...].firstIndex(of: ASCII.lineFeed) else {
        if buffer.count - cursor > limits.lineLength { throw .lineTooLong }
        if earlier + buffer.count > limits.headSize { throw .headTooLarge }
        return nil
      }
      let end = lineFeed > cursor && buffer[lineFeed - 1] == ASCII.carriageReturn ? lineFeed - 1 : lineFeed
      guard lineFeed + 1 - cursor <= limits.lineLength else { throw .lineTooLong }
      guard earlier + lineFeed + 1 <= limits.headSize else { throw .headTooLarge }
      if end == cursor {
        guard !ranges.isEmpty else { throw .malformedStatusLine }
        cursor = lineFeed + 1
        return cursor
      }
      ranges.append(cursor..<end)
      guard ranges.count <= limits.fieldCount + 1 else { throw .tooManyFields }
      cursor = lineFeed + 1
    }
  }

  /// The head's lines in `buffer`, once ``read(_:)`` has found its end.
  package func lines(in buffer: [UInt8]) -> [ArraySlice<UInt8>] {
    ranges.map { buffer[$0] }
  }
}

/// The bytes the HTTP grammar names.
enum ASCII {
  static let tab: UInt8 = 0x09
  static let lineFeed: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let dot: UInt8 = 0x2E
  static let zero: UInt8 = 0x30
  static let colon: UInt8 = 0x3A
  static let semicolon: UInt8 = 0x3B

  static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  /// The value of a hex digit (either case), or `nil`.
  static func hexValue(_ byte: UInt8) -> Int? {
    switch byte {
    case 0x30...0x39: Int(byte - 0x30)
    case 0x41...0x46: Int(byte - 0x41 + 10)
    case 0x61...0x66: Int(byte - 0x61 + 10)
    default: nil
    }
  }

  /// `tchar` (RFC 9110 §5.6.2): a letter, a digit or one of ``!#$%&'*+-.^_`|~``.
  static func isTokenCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
    default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
    }
  }
}

extension Substring {
  /// Without the spaces and tabs (OWS) around it.
  func trimmingWhitespace() -> Substring {
    var text = self
    while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
    while let last = text.last, last == " " || last == "\t" { text.removeLast() }
    return text
  }
}
