import HTTPClient
import Testing

/// The chunked transfer coding (RFC 9112 §7.1) decoded from byte strings, without sockets.
@Suite("HTTP chunked decoder")
struct HTTPChunkedDecoderTests {
  /// The body of `text` and whether its framing ended, or the error it was refused with.
  static func decode(_ text: String, bodySize: Int = 100) -> Result<(String, Bool), HTTPFramingError> {
    var decoder = HTTPChunkedDecoder(limits: HTTPLimits(bodySize: bodySize))
    do throws(HTTPFramingError) {
      let ended = try decoder.decode(Array(text.utf8))
      return .success((String(decoding: decoder.body, as: UTF8.self), ended))
    } catch {
      return .failure(error)
    }
  }

  static func body(_ text: String) -> String? {
    guard case .success((let body, true)) = decode(text) else { return nil }
    return body
  }

  @Test(arguments: [
    ("5\r\nhello\r\n0\r\n\r\n", "hello"),
    ("2\r\nhe\r\n3\r\nllo\r\n0\r\n\r\n", "hello"),
    ("A\r\n0123456789\r\n0\r\n\r\n", "0123456789"),
    ("a\r\n0123456789\r\n000\r\n\r\n", "0123456789"),
    ("0005\r\nhello\r\n0\r\n\r\n", "hello"),
    ("5;name=value;flag\r\nhello\r\n0;last\r\n\r\n", "hello"),
    ("5 ; name=\"quoted; string\"\r\nhello\r\n0\r\n\r\n", "hello"),
    ("5\nhello\r\n0\n\n", "hello"),
    ("5\r\nhello\r\n0\r\nExpires: never\r\nX-Sum: 1\r\n\r\n", "hello"),
    ("0\r\n\r\n", ""),
  ])
  func wellFramedBody_isDecodedAndEnds(_ text: String, _ expected: String) {
    #expect(Self.body(text) == expected, "\(text.debugDescription)")
  }

  @Test(arguments: [
    "x\r\nhello\r\n0\r\n\r\n", "\r\nhello\r\n0\r\n\r\n", " 5\r\nhello\r\n0\r\n\r\n", "0x5\r\nhello\r\n0\r\n\r\n",
    "-5\r\nhello\r\n0\r\n\r\n", "+5\r\nhello\r\n0\r\n\r\n", "5\r\nhelloXY0\r\n\r\n", "5\r\nhello0\r\n\r\n",
    "5\r\nhello\n0\r\n\r\n", "5 x\r\nhello\r\n",
  ])
  func malformedChunk_isRefused(_ text: String) {
    guard case .failure(.malformedChunk) = Self.decode(text) else {
      Issue.record("\(text.debugDescription): \(Self.decode(text))")
      return
    }
  }

  @Test(arguments: ["7fffffffffffffff", "ffffffffffffffffffff", "65"])
  func chunkSizeAboveTheCap_isRefusedWithoutOverflow(_ size: String) {
    guard case .failure(.tooLarge) = Self.decode("\(size)\r\nabc\r\n0\r\n\r\n") else {
      Issue.record("\(size): \(Self.decode("\(size)\r\nabc\r\n0\r\n\r\n"))")
      return
    }
  }

  @Test func chunksAddingUpAboveTheCap_areRefused() {
    let chunk = "32\r\n" + String(repeating: "a", count: 50) + "\r\n"

    #expect((try? Self.decode(chunk + chunk + "0\r\n\r\n").get()) != nil)
    guard case .failure(.tooLarge) = Self.decode(chunk + chunk + "1\r\na\r\n0\r\n\r\n") else {
      Issue.record("101 bytes accepted under a cap of 100")
      return
    }
  }

  @Test func chunkSizeLineLongerThanTheLimit_isRefused() {
    let text = "5;" + String(repeating: "x", count: 70_000)

    guard case .failure(.lineTooLong) = Self.decode(text) else {
      Issue.record("\(Self.decode(text))")
      return
    }
  }

  @Test func trailerWithMoreThanAHundredFields_isRefused() {
    let trailer = (1...101).map { "X-\($0): 1\r\n" }.joined()

    guard case .failure(.tooManyFields) = Self.decode("0\r\n\(trailer)\r\n") else {
      Issue.record("\(Self.decode("0\r\n\(trailer)\r\n"))")
      return
    }
  }

  @Test func closeBeforeTheLastChunk_isIncomplete() throws {
    var decoder = HTTPChunkedDecoder(limits: HTTPLimits(bodySize: 100))
    try decoder.decode(Array("5\r\nhello\r\n".utf8))

    #expect(throws: HTTPFramingError.incomplete) { try decoder.finish() }
  }

  @Test func closeInsideTheTrailerAfterTheLastChunk_endsTheBody() throws {
    var decoder = HTTPChunkedDecoder(limits: HTTPLimits(bodySize: 100))
    let ended = try decoder.decode(Array("5\r\nhello\r\n0\r\nX-Sum: ".utf8))

    #expect(!ended)
    #expect(try decoder.finish() == Array("hello".utf8))
  }

  @Test func bodyArrivingAByteAtATime_decodesAsWhenItArrivesWhole() throws {
    let text = "2;x=1\r\nhe\r\n3\r\nllo\r\n0\r\nX-Sum: 1\r\n\r\n"
    var decoder = HTTPChunkedDecoder(limits: HTTPLimits(bodySize: 100))
    var endings: [Bool] = []

    for byte in Array(text.utf8) { endings.append(try decoder.decode([byte])) }

    #expect(decoder.body == Array("hello".utf8))
    #expect(endings.firstIndex(of: true) == text.utf8.count - 1, "ends at its last byte, not before")
  }
}
