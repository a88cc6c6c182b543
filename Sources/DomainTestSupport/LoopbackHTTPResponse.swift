import Foundation

extension LoopbackHTTPServer {
  /// What the server answers for one path.
  package struct Response: Sendable {
    package var status: Int
    package var body: Data
    /// Seconds to wait before answering, to make a client time out.
    package var delay: TimeInterval
    /// How the body is sent.
    package var delivery: Delivery = .whole
    /// Extra header lines, e.g. `Location: …`.
    package var headers: [String] = []

    /// How a response's body goes out.
    package enum Delivery: Sendable {
      /// All at once, with its length.
      case whole
      /// One byte at a time with a pause between, with its length.
      case drip(TimeInterval)
      /// Chunked, `body` over and over until the client leaves.
      case endless
      /// `body` is the whole answer, status line and headers included, sent byte for byte; then
      /// the connection is closed, or kept open until the client closes it.
      case raw(keepsOpen: Bool)
    }

    package init(status: Int = 200, body: String, delay: TimeInterval = 0) {
      self.status = status
      self.body = Data(body.utf8)
      self.delay = delay
    }

    package init(status: Int = 200, body: Data, delay: TimeInterval = 0) {
      self.status = status
      self.body = body
      self.delay = delay
    }

    /// A chunked body that repeats `chunk` forever.
    package static func endless(_ chunk: String = String(repeating: "[", count: 65_536)) -> Response {
      var response = Response(body: chunk)
      response.delivery = .endless
      return response
    }

    /// `body`, one byte every `interval` seconds.
    package static func drip(_ body: String, every interval: TimeInterval) -> Response {
      var response = Response(body: body)
      response.delivery = .drip(interval)
      return response
    }

    /// `bytes` as the whole answer, exactly as given (status line, headers and body), then a close
    /// unless `keepsOpen`: a server that keeps the connection open after its answer shows whether
    /// the client ends the message at its framing rather than waiting for the close.
    package static func raw(_ bytes: String, keepsOpen: Bool = false) -> Response {
      raw(Data(bytes.utf8), keepsOpen: keepsOpen)
    }

    /// The same for bytes that need not be UTF-8, e.g. a fuzz test's.
    package static func raw(_ bytes: Data, keepsOpen: Bool = false) -> Response {
      var response = Response(body: bytes)
      response.delivery = .raw(keepsOpen: keepsOpen)
      return response
    }

    /// A `302 Found` to `location`.
    package static func redirect(to location: String) -> Response {
      var response = Response(status: 302, body: "")
      response.headers = ["Location: \(location)"]
      return response
    }
  }
}

extension LoopbackHTTPServer.Response.Delivery {
  var isEndless: Bool {
    if case .endless = self { return true }
    return false
  }
}
