import HTTPClient
import Testing

/// The HTTP/1.1 response reader on byte strings, without sockets: heads, framings and limits
/// as RFC 9112 gives them.
@Suite("HTTP response reader")
struct HTTPResponseReaderTests {
  static let limits = HTTPLimits(bodySize: 1_000)

  /// The status and body of `text` read whole, then closed; or the error it was refused with.
  static func read(_ text: String, limits: HTTPLimits = limits) -> Result<Outcome, HTTPFramingError> {
    read(chunks: [Array(text.utf8)], limits: limits)
  }

  /// The same, the bytes arriving in `chunks`; the close comes only if the framing has not
  /// ended the message.
  static func read(chunks: [[UInt8]], limits: HTTPLimits = limits) -> Result<Outcome, HTTPFramingError> {
    var reader = HTTPResponseReader(limits: limits)
    do throws(HTTPFramingError) {
      var ended = false
      for chunk in chunks where !ended { ended = try reader.read(chunk) }
      if !ended { try reader.close() }
      return .success(
        Outcome(
          status: reader.head?.status ?? 0, body: String(decoding: reader.body, as: UTF8.self), endedByFraming: ended))
    } catch {
      return .failure(error)
    }
  }

  struct Outcome: Equatable {
    var status: Int
    var body: String
    var endedByFraming: Bool
  }

  // MARK: Status line

  @Test(arguments: [
    ("HTTP/1.1 200 OK", 1, 200), ("HTTP/1.0 404 Not Found", 0, 404), ("HTTP/1.1 200", 1, 200),
    ("HTTP/1.1 200 ", 1, 200), ("HTTP/1.1 599 Odd \u{7F}reason", 1, 599),
  ])
  func validStatusLine_givesVersionAndStatus(_ line: String, _ minor: Int, _ status: Int) throws {
    let parsed = try #require(try HTTPResponseHead.parse(Array("\(line)\r\n\r\n".utf8)))

    #expect(parsed.head.minorVersion == minor)
    #expect(parsed.head.status == status)
  }

  @Test(arguments: [
    "HTTP/2 200 OK", "HTTP/2.0 200 OK", "http/1.1 200 OK", "HTTP/1.1  200 OK", "HTTP/1.1 20 OK", "HTTP/1.1 2000 OK",
    "HTTP/1.1 099 Low", "HTTP/1.1 2x0 OK", "HTTP/1.1 200\tOK", " HTTP/1.1 200 OK", "ICY 200 OK", "HTTP/1.1 200 O\rK",
  ])
  func malformedStatusLine_isRefused(_ line: String) {
    #expect(throws: HTTPFramingError.self) { try HTTPResponseHead.parse(Array("\(line)\r\n\r\n".utf8)) }
  }

  @Test func emptyFirstLine_isRefused() {
    #expect(throws: HTTPFramingError.malformedStatusLine) { try HTTPResponseHead.parse(Array("\r\n\r\n".utf8)) }
  }

  // MARK: Field lines

  @Test func fields_areReadInOrderWithLowerCaseNamesAndTrimmedValues() throws {
    let parsed = try #require(
      try HTTPResponseHead.parse(
        Array("HTTP/1.1 200 OK\r\nContent-Type:  text/plain \t\r\nX-A:1\r\nx-a: 2\r\n\r\n".utf8)))

    #expect(
      parsed.head.fields == [
        HTTPField(name: "content-type", value: "text/plain"), HTTPField(name: "x-a", value: "1"),
        HTTPField(name: "x-a", value: "2"),
      ])
    #expect(parsed.head.values(of: "x-a") == ["1", "2"])
  }

  @Test func lineFeedsWithoutCarriageReturns_endLinesToo() throws {
    let parsed = try #require(try HTTPResponseHead.parse(Array("HTTP/1.1 204 No Content\nX-A: 1\n\nrest".utf8)))

    #expect(parsed.length == "HTTP/1.1 204 No Content\nX-A: 1\n\n".utf8.count)
    #expect(parsed.head.values(of: "x-a") == ["1"])
  }

  @Test func foldedLine_continuesTheFieldBeforeIt() throws {
    let parsed = try #require(try HTTPResponseHead.parse(Array("HTTP/1.1 200 OK\r\nX-A: one\r\n \t two\r\n\r\n".utf8)))

    #expect(parsed.head.values(of: "x-a") == ["one two"])
  }

  @Test func whitespaceLineBeforeTheFirstField_isIgnored() throws {
    let parsed = try #require(
      try HTTPResponseHead.parse(Array("HTTP/1.1 200 OK\r\n X-Hidden: 1\r\nX-A: 1\r\n\r\n".utf8)))

    #expect(parsed.head.fields == [HTTPField(name: "x-a", value: "1")])
  }

  @Test(arguments: [
    "Content-Length : 5", "No colon here", ": empty name", "Bad name: 1", "X-A: bare\rCR", "X-A: nul\u{0}", "X(A): 1",
  ])
  func malformedFieldLine_isRefused(_ line: String) {
    #expect(throws: HTTPFramingError.malformedField) {
      try HTTPResponseHead.parse(Array("HTTP/1.1 200 OK\r\n\(line)\r\n\r\n".utf8))
    }
  }

  // MARK: Limits

  @Test func lineLongerThanTheLimit_isRefusedBeforeItsEndArrives() {
    let long = "HTTP/1.1 200 OK\r\nX-A: " + String(repeating: "a", count: 65_536)

    #expect(throws: HTTPFramingError.lineTooLong) { try HTTPResponseHead.parse(Array(long.utf8)) }
  }

  /// 64 KiB with the line ending, as Python's `http.client` counts a line.
  @Test func lineOfExactlyTheLimit_isRead_andOneByteMoreIsRefused() throws {
    let name = "X-A: "
    let fits = name + String(repeating: "a", count: 65_536 - name.utf8.count - 2)
    let head = { (line: String) in Array("HTTP/1.1 200 OK\r\n\(line)\r\n\r\n".utf8) }

    #expect(try HTTPResponseHead.parse(head(fits)) != nil)
    #expect(throws: HTTPFramingError.lineTooLong) { try HTTPResponseHead.parse(head(fits + "a")) }
  }

  @Test func hundredFields_areRead_andAHundredAndFirstIsRefused() throws {
    let hundred = (1...100).map { "X-\($0): 1\r\n" }.joined()

    #expect(try HTTPResponseHead.parse(Array("HTTP/1.1 200 OK\r\n\(hundred)\r\n".utf8)) != nil)
    #expect(throws: HTTPFramingError.tooManyFields) {
      try HTTPResponseHead.parse(Array("HTTP/1.1 200 OK\r\n\(hundred)X-101: 1\r\n\r\n".utf8))
    }
  }

  @Test func interimHeadsWithoutEnd_areRefusedAtTheHeadLimit() {
    let interim = "HTTP/1.1 103 Early Hints\r\nLink: </a.css>; rel=preload\r\n\r\n"

    let result = Self.read(String(repeating: interim, count: 20_000) + "HTTP/1.1 200 OK\r\n\r\n")

    #expect(result == .failure(.headTooLarge))
  }

  // MARK: Body framing

  @Test(arguments: [
    ("Content-Length: 5", "hello"), ("Content-Length: 005", "hello"),
    ("Content-Length: 5\r\nContent-Length: 5", "hello"),
    ("Content-Length: 5, 5", "hello"), ("Content-Length: 0", ""), ("X-None: 1", "hello world"),
  ])
  func bodyLength_isTheContentLengthOrTheClose(_ fields: String, _ body: String) {
    let result = Self.read("HTTP/1.1 200 OK\r\n\(fields)\r\n\r\nhello world")

    #expect((try? result.get())?.body == body, "\(fields): \(result)")
  }

  @Test(arguments: [
    "Content-Length: -1", "Content-Length: +5", "Content-Length: 5\r\nContent-Length: 6", "Content-Length: 5, 6",
    "Content-Length: 0x5", "Content-Length: 5 5", "Content-Length:", "Content-Length: 5,",
    "Content-Length: 99999999999999999999999",
  ])
  func invalidContentLength_isRefused(_ fields: String) {
    let result = Self.read("HTTP/1.1 200 OK\r\n\(fields)\r\n\r\nhello")

    #expect(result == .failure(.invalidContentLength) || result == .failure(.tooLarge), "\(fields): \(result)")
  }

  @Test func contentLengthAboveTheCap_isRefusedBeforeTheBody() {
    #expect(Self.read("HTTP/1.1 200 OK\r\nContent-Length: 1001\r\n\r\n") == .failure(.tooLarge))
  }

  @Test func bodyUntilTheCloseAboveTheCap_isRefused() {
    #expect(Self.read("HTTP/1.1 200 OK\r\n\r\n" + String(repeating: "a", count: 1_001)) == .failure(.tooLarge))
  }

  @Test func lengthBody_endsAtItsLength_withoutAClose() {
    let result = Self.read("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello, and more")

    #expect(result == .success(Outcome(status: 200, body: "hello", endedByFraming: true)))
  }

  @Test func lengthBodyCutOffByTheClose_isIncomplete() {
    #expect(Self.read("HTTP/1.1 200 OK\r\nContent-Length: 50\r\n\r\nhello") == .failure(.incomplete))
  }

  @Test func headCutOffByTheClose_isIncomplete() {
    #expect(Self.read("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n") == .failure(.incomplete))
    #expect(Self.read("") == .failure(.incomplete))
  }

  @Test(arguments: [204, 304])
  func noContentStatus_hasNoBodyWhateverItsFieldsSay(_ status: Int) {
    let result = Self.read("HTTP/1.1 \(status) X\r\nContent-Length: 5\r\n\r\nhello")

    #expect(result == .success(Outcome(status: status, body: "", endedByFraming: true)))
  }

  @Test func chunkedAndContentLength_chunkedWins() {
    let result = Self.read(
      "HTTP/1.1 200 OK\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n")

    #expect(result == .success(Outcome(status: 200, body: "hello", endedByFraming: true)))
  }

  @Test(arguments: [
    "gzip", "gzip, chunked", "chunked, chunked", "chunked\r\nTransfer-Encoding: chunked", "identity", "",
  ])
  func transferCodingOtherThanOneChunked_isRefused(_ codings: String) {
    let result = Self.read("HTTP/1.1 200 OK\r\nTransfer-Encoding: \(codings)\r\n\r\n5\r\nhello\r\n0\r\n\r\n")

    #expect(result == .failure(.unsupportedTransferCoding), "\(codings)")
  }

  @Test func transferEncodingInHTTP10_isRefused() {
    let result = Self.read("HTTP/1.0 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n")

    #expect(result == .failure(.transferEncodingInHTTP10))
  }

  // MARK: Interim responses

  @Test func interimResponses_areSkipped() {
    let result = Self.read(
      "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 103 Early Hints\r\nLink: </a.css>\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nhi"
    )

    #expect(result == .success(Outcome(status: 200, body: "hi", endedByFraming: true)))
  }

  @Test func switchingProtocols_isRefused() {
    #expect(Self.read("HTTP/1.1 101 Switching Protocols\r\nUpgrade: h2c\r\n\r\n") == .failure(.switchingProtocols))
  }

  // MARK: Splitting

  static let wellFramed = [
    "HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello",
    "HTTP/1.1 103 Early Hints\r\n\r\nHTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2;x=y\r\nhe\r\n3\r\nllo\r\n0\r\nA: b\r\n\r\n",
    "HTTP/1.0 200 OK\nX-A: 1\n\nhello",
  ]

  @Test(arguments: wellFramed)
  func responseArrivingAByteAtATime_readsAsWhenItArrivesWhole(_ text: String) {
    let whole = Self.read(text)

    let bytes = Self.read(chunks: Array(text.utf8).map { [$0] })

    #expect((try? whole.get()) != nil)
    #expect(bytes == whole)
  }

  @Test func bytesAfterTheFramingsEnd_areIgnored() {
    let result = Self.read(chunks: [
      Array("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nhi".utf8), Array("HTTP/1.1 500".utf8),
    ])

    #expect(result == .success(Outcome(status: 200, body: "hi", endedByFraming: true)))
  }
}
