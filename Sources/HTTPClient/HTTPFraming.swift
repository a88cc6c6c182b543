/// The limits the HTTP client reads a response within (RFC 9110 §5.4 lets a client choose them).
///
/// A line is a status line, a field line, a chunk-size line or a trailer line, counted with its
/// line ending, as Python's `http.client` counts it (the differential fuzz's reference). The head size counts every head of a response together — the 1xx interim heads
/// and the final one — so a server cannot hold the client with interim responses without end.
package struct HTTPLimits: Equatable, Sendable {
  /// The longest line, in bytes, its line ending included: 64 KiB.
  package var lineLength = 65_536
  /// The most field lines in a header or trailer section: 100.
  package var fieldCount = 100
  /// The most bytes of heads (interim and final) and, apart, of a trailer section: 1 MiB.
  package var headSize = 1_048_576
  /// The most bytes of body.
  package var bodySize: Int

  /// The kit's limits with a body of at most `bodySize` bytes.
  package init(bodySize: Int) {
    self.bodySize = bodySize
  }
}

/// Why the client refused a response: what RFC 9112 says a client must not accept as framed,
/// or a limit of ``HTTPLimits``.
package enum HTTPFramingError: String, Error, Equatable, Sendable, CustomStringConvertible {
  /// A line longer than ``HTTPLimits/lineLength``.
  case lineTooLong
  /// More field lines than ``HTTPLimits/fieldCount``.
  case tooManyFields
  /// Heads or a trailer section larger than ``HTTPLimits/headSize``.
  case headTooLarge
  /// A status line that is not `HTTP/1.x`, a space, three digits, and a space and a reason or
  /// nothing (RFC 9112 §4); `HTTP/2.0` and later are not HTTP/1.1 messages either.
  case malformedStatusLine
  /// A field line that is not a token, a colon and a value (RFC 9112 §5), or a bare CR or a NUL
  /// in a head (RFC 9112 §2.2, RFC 9110 §5.5).
  case malformedField
  /// A `101 Switching Protocols`, which the client never asks for (RFC 9110 §15.2.2).
  case switchingProtocols
  /// A `Content-Length` that is not digits, or several that differ (RFC 9112 §6.3, item 5).
  case invalidContentLength
  /// A transfer coding other than one `chunked` (RFC 9112 §6.1, §7).
  case unsupportedTransferCoding
  /// `Transfer-Encoding` in an HTTP/1.0 response (RFC 9112 §6.1).
  case transferEncodingInHTTP10
  /// A chunk whose size is not hex digits, or whose line or data does not end in CRLF
  /// (RFC 9112 §7.1).
  case malformedChunk
  /// The connection closed before the end its framing gives (RFC 9112 §8).
  case incomplete
  /// A body larger than ``HTTPLimits/bodySize``.
  case tooLarge

  /// What went wrong, as a learner reads it after "127.0.0.1:8000: ".
  package var description: String {
    let limits = HTTPLimits(bodySize: 0)
    return switch self {
    case .lineTooLong: "a line of the answer is longer than \(limits.lineLength / 1024) KB"
    case .tooManyFields: "the answer has more than \(limits.fieldCount) header fields"
    case .headTooLarge: "the answer's header is larger than \(limits.headSize / 1_048_576) MB"
    case .malformedStatusLine: "the answer has no HTTP/1.x status line"
    case .malformedField: "the answer has a malformed header field"
    case .switchingProtocols: "the answer switches to another protocol"
    case .invalidContentLength: "the answer's Content-Length is invalid or conflicting"
    case .unsupportedTransferCoding: "the answer uses a transfer coding other than chunked"
    case .transferEncodingInHTTP10: "an HTTP/1.0 answer has a Transfer-Encoding"
    case .malformedChunk: "the answer has a malformed chunk"
    case .incomplete: "the connection closed before the end of the answer"
    case .tooLarge: "the answer's body is larger than the cap"
    }
  }
}

/// How the body of a response ends (RFC 9112 §6.3).
package enum HTTPBodyFraming: Equatable, Sendable {
  /// No body: a `204`, a `304` (or a `1xx`).
  case none
  /// Exactly this many bytes.
  case length(Int)
  /// The chunked transfer coding, to its last chunk and trailer section.
  case chunked
  /// Everything until the server closes the connection.
  case untilClose
}
