import Foundation

/// A request as the explorer reads it: the request line and the header fields, nothing more
/// (the explorer takes no bodies).
struct ExplorerRequest: Equatable, Sendable {
  var method: String
  /// The path, percent-decoded: `/api/run`.
  var path: String
  /// The query's fields, percent-decoded, `+` read as a space; a repeated name keeps its first value.
  var query: [String: String]
  /// The header fields, names in lower case; a repeated name keeps its first value (a repeated
  /// `Host` makes the request unreadable).
  var headers: [String: String]

  /// The most bytes a request head may take, request line and header fields together.
  static let headLimit = 8_192

  /// Reads a request head, up to and without the blank line that ends it; lines may end in
  /// CRLF or a bare LF.
  ///
  /// - Returns: the request, or `nil` when the head is not HTTP/1.x as the explorer takes it
  ///   (two `Host` fields included).
  static func parse(_ head: [UInt8]) -> ExplorerRequest? {
    guard head.count <= headLimit, String(bytes: head, encoding: .utf8) != nil else { return nil }
    // Lines end in CRLF, or in a bare LF, which RFC 9112 §2.2 lets a recipient read as one; split
    // as bytes, since a String holds CRLF as one character.
    var lines = head.split(separator: 10, omittingEmptySubsequences: false).map {
      String(decoding: $0.last == 13 ? $0.dropLast() : $0, as: UTF8.self)
    }[...]
    guard let requestLine = lines.popFirst() else { return nil }
    let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0", parts[1].hasPrefix("/") else {
      return nil
    }
    guard parts[0].allSatisfy({ $0.isASCII && $0.isUppercase }), !parts[0].isEmpty else { return nil }
    let target = parts[1]
    let pathPart = target.prefix { $0 != "?" }
    guard let path = String(pathPart).removingPercentEncoding else { return nil }
    var query: [String: String] = [:]
    if let mark = target.firstIndex(of: "?") {
      for field in target[target.index(after: mark)...].split(separator: "&") {
        let pair = field.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        guard let name = decode(pair[0]), let value = decode(pair.count > 1 ? pair[1] : "") else { return nil }
        if query[name] == nil { query[name] = value }
      }
    }
    var headers: [String: String] = [:]
    for line in lines where !line.isEmpty {
      guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else { return nil }
      let name = line[..<colon].lowercased()
      guard name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else { return nil }
      // Two Host fields leave the target in doubt (RFC 9112 §3.2): the request is refused.
      if name == "host", headers[name] != nil { return nil }
      if headers[name] == nil {
        headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    return ExplorerRequest(method: String(parts[0]), path: path, query: query, headers: headers)
  }

  private static func decode(_ text: Substring) -> String? {
    text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
  }
}

/// An answer, with the headers every answer carries.
struct ExplorerResponse: Equatable, Sendable {
  var status: Int
  var contentType: String
  var body: [UInt8]
  /// Extra header fields, e.g. `Allow` on a 405.
  var headers: [(String, String)] = []

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.status == rhs.status && lhs.contentType == rhs.contentType && lhs.body == rhs.body
      && lhs.headers.elementsEqual(rhs.headers) { $0 == $1 }
  }

  /// The page may load its own script, style and images and nothing else: no inline script, no
  /// other origin, no frames, no forms sent elsewhere. Diagrams are shown as images (`blob:`),
  /// which never run script.
  static let contentSecurityPolicy =
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob:; connect-src 'self'; "
    + "base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

  static func text(_ status: Int, _ message: String) -> ExplorerResponse {
    ExplorerResponse(status: status, contentType: "text/plain; charset=utf-8", body: Array((message + "\n").utf8))
  }

  static func json(_ value: some Encodable) -> ExplorerResponse {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return text(500, "the answer could not be written") }
    return ExplorerResponse(status: 200, contentType: "application/json", body: Array(data))
  }

  /// The answer as sent: status line, headers, and the body unless `head` (a HEAD request).
  func serialized(head: Bool = false) -> [UInt8] {
    var text = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
    text += "Content-Type: \(contentType)\r\n"
    text += "Content-Length: \(body.count)\r\n"
    text += "Content-Security-Policy: \(Self.contentSecurityPolicy)\r\n"
    text += "X-Content-Type-Options: nosniff\r\n"
    text += "Referrer-Policy: no-referrer\r\n"
    text += "Cache-Control: no-store\r\n"
    text += "Connection: close\r\n"
    for (name, value) in headers { text += "\(name): \(value)\r\n" }
    text += "\r\n"
    return Array(text.utf8) + (head ? [] : body)
  }

  static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 400: "Bad Request"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 405: "Method Not Allowed"
    case 408: "Request Timeout"
    case 431: "Request Header Fields Too Large"
    case 503: "Service Unavailable"
    default: "Internal Server Error"
    }
  }
}
