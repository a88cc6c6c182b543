import DomainLive
import Foundation
import HTTPClient

/// A small HTTP/1.1 server on 127.0.0.1 (or ::1) that tests start and stop themselves: it
/// answers each path with a canned response, after an optional delay, and records what it was
/// asked. A response can also misbehave as a hostile server does: a body that never ends, a
/// body sent one byte at a time, a redirect.
///
/// It serves one request per connection and closes it, which is all `URLSession` needs. It never
/// listens beyond the loopback interface.
package final class LoopbackHTTPServer: @unchecked Sendable {
  package let port: UInt16
  /// Whether the server listens on ::1 instead of 127.0.0.1.
  package let isIPv6: Bool
  private let listener: Int32
  private let routes: [String: Response]
  private let requiredHeader: (name: String, value: String)?
  private let lock = NSLock()
  private var targets: [String] = []
  private var heads: [[String: String]] = []
  private var stopped = false
  private var closes: [Date] = []
  /// Signalled once the accept loop has closed the listening socket.
  private let listenerClosed = DispatchSemaphore(value: 0)

  /// Starts listening on a free port of 127.0.0.1, or of ::1.
  ///
  /// - Parameters:
  ///   - routes: the response for each path, e.g. `"/users.json"`; others get 404.
  ///   - ipv6: listen on the IPv6 loopback address.
  ///   - requiredHeader: a header every request must carry, as an API key: a request without
  ///     it gets 401 with NewsAPI's `apiKeyMissing`, one with another value `apiKeyInvalid`.
  package init(
    routes: [String: Response], ipv6: Bool = false, requiredHeader: (name: String, value: String)? = nil
  ) throws {
    self.routes = routes
    self.requiredHeader = requiredHeader
    self.isIPv6 = ipv6
    let (socket, port) = try ipv6 ? Self.listen6() : Self.listen()
    self.listener = socket
    self.port = port
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  deinit { stop() }

  /// The server's root, e.g. `http://127.0.0.1:41234` or `http://[::1]:41234`.
  package var baseURL: URL { URL(string: isIPv6 ? "http://[::1]:\(port)" : "http://127.0.0.1:\(port)")! }

  /// The request targets received so far, path and query, e.g. `/news.json?q=swift`.
  package var receivedTargets: [String] { lock.withLock { targets } }

  /// The header fields of each request received so far, names in lower case.
  package var receivedHeaders: [[String: String]] { lock.withLock { heads } }

  /// When the client closed each connection that a `.raw(keepsOpen: true)` answer kept open.
  package var clientCloses: [Date] { lock.withLock { closes } }

  /// Stops listening, and returns once nothing listens on the port; requests in flight finish
  /// on their own.
  ///
  /// The accept loop closes the listening socket itself, after its last `accept`: closed from
  /// here, the descriptor's number could be given to the next test's server while the loop was
  /// about to call `accept` with it, and the loop would then answer that server's connections
  /// with this server's routes.
  package func stop() {
    let wasRunning = lock.withLock {
      defer { stopped = true }
      return !stopped
    }
    guard wasRunning else { return }
    shutdown(listener, Int32(SHUT_RDWR))
    listenerClosed.wait()
  }

  /// A port on 127.0.0.1 where nothing listens, for testing a refused connection.
  package static func closedPort() throws -> UInt16 {
    let (socket, port) = try listen()
    Sockets.close(socket)
    return port
  }

  /// Accepts connections until ``stop()``, waiting for each in `poll(2)` for at most 50 ms so
  /// that a stop is seen on every platform (a shutdown wakes a blocked `accept` on Linux, not
  /// on Darwin), then closes the listening socket.
  private func acceptLoop() {
    defer {
      Sockets.close(listener)
      listenerClosed.signal()
    }
    while !lock.withLock({ stopped }) {
      var entry = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
      guard poll(&entry, 1, 50) > 0, !lock.withLock({ stopped }) else { continue }
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { continue }
      Sockets.preparePeer(connection)
      let thread = Thread { [self] in serve(connection) }
      thread.start()
    }
  }

  private func serve(_ connection: Int32) {
    defer { Sockets.close(connection) }
    guard let (target, headers) = Self.readRequest(connection) else { return }
    lock.withLock {
      targets.append(target)
      heads.append(headers)
    }
    let path = String(target.prefix { $0 != "?" })
    var response = routes[path] ?? Response(status: 404, body: #"{"status":"error","message":"no such document"}"#)
    if let requiredHeader, headers[requiredHeader.name.lowercased()] != requiredHeader.value {
      let code = headers[requiredHeader.name.lowercased()] == nil ? "apiKeyMissing" : "apiKeyInvalid"
      response = Response(
        status: 401, body: #"{"status":"error","code":"\#(code)","message":"Your API key is invalid."}"#)
    }
    if response.delay > 0 { Thread.sleep(forTimeInterval: response.delay) }
    if case .raw(let keepsOpen) = response.delivery {
      guard Self.send(response.body, on: connection), keepsOpen else { return }
      var buffer = [UInt8](repeating: 0, count: 4096)
      while recv(connection, &buffer, buffer.count, 0) > 0 {}
      lock.withLock { closes.append(Date()) }
      return
    }
    let length = response.delivery.isEndless ? "Transfer-Encoding: chunked" : "Content-Length: \(response.body.count)"
    let head =
      "HTTP/1.1 \(response.status) \(HTTPStatus.reason(response.status))\r\nContent-Type: application/json\r\n"
      + response.headers.map { $0 + "\r\n" }.joined() + "\(length)\r\nConnection: close\r\n\r\n"
    switch response.delivery {
    case .whole:
      Self.send(Data(head.utf8) + response.body, on: connection)
    case .drip(let interval):
      guard Self.send(Data(head.utf8), on: connection) else { return }
      for byte in response.body {
        Thread.sleep(forTimeInterval: interval)
        guard Self.send(Data([byte]), on: connection), !lock.withLock({ stopped }) else { return }
      }
    case .raw:
      break
    case .endless:
      let chunk =
        Data(String(response.body.count, radix: 16).utf8) + Data("\r\n".utf8) + response.body + Data("\r\n".utf8)
      guard Self.send(Data(head.utf8), on: connection) else { return }
      while Self.send(chunk, on: connection), !lock.withLock({ stopped }) {}
    }
  }

  /// The request's target and its header fields (names in lower case).
  private static func readRequest(_ connection: Int32) -> (target: String, headers: [String: String])? {
    var received = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while received.range(of: Data("\r\n\r\n".utf8)) == nil, received.count < 65_536 {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      received.append(contentsOf: buffer[0..<count])
    }
    let text = String(decoding: received, as: UTF8.self)
    let lines = text.components(separatedBy: "\r\n")
    let parts = (lines.first ?? "").split(separator: " ")
    guard parts.count >= 2 else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard line.isEmpty == false else { break }
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    return (String(parts[1]), headers)
  }

  /// - Returns: whether every byte went out (the client is still there).
  @discardableResult
  private static func send(_ data: Data, on connection: Int32) -> Bool {
    data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let sent = Sockets.send(connection, UnsafeRawBufferPointer(rebasing: bytes[offset...]))
        guard sent > 0 else { return false }
        offset += sent
      }
      return true
    }
  }

  private static func listen6() throws -> (Int32, UInt16) {
    let socket = Sockets.openStream(family: AF_INET6)
    guard socket >= 0 else { throw ServerError.socket }
    var reuse: Int32 = 1
    setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in6()
    address.sin6_family = sa_family_t(AF_INET6)
    address.sin6_addr = in6addr_loopback
    address.sin6_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in6>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) }
    }
    guard bound == 0, Sockets.listen(socket, backlog: 64) == 0 else {
      Sockets.close(socket)
      throw ServerError.socket
    }
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    return (socket, UInt16(bigEndian: address.sin6_port))
  }

  private static func listen() throws -> (Int32, UInt16) {
    guard let (socket, port) = Sockets.listenOnLoopback() else { throw ServerError.socket }
    return (socket, port)
  }

  enum ServerError: Error { case socket }
}

enum HTTPStatus {
  static func reason(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 302: "Found"
    case 404: "Not Found"
    case 500: "Internal Server Error"
    default: "Status"
    }
  }
}
