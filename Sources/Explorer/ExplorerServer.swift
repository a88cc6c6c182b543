import Foundation
import HTTPClient
import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The explorer's HTTP/1.1 server: 127.0.0.1 only, one request per connection.
///
/// Each connection is read on a thread of its own, within limits a hostile client cannot move:
/// a head of at most ``ExplorerRequest/headLimit`` bytes (431 beyond), read within
/// ``readLimit`` (408 after), at most ``connectionLimit`` connections at once (503 beyond). A
/// request that is not HTTP/1.x as the explorer reads it gets 400. The answer itself comes from
/// ``ExplorerRoutes`` on the main actor.
package final class ExplorerServer: Sendable {
  /// The port the server listens on.
  package let port: UInt16
  private let listener: Int32
  private let routes: ExplorerRoutes
  private let state = Mutex(State())
  /// Signalled once the accept loop has closed the listening socket.
  private let listenerClosed = DispatchSemaphore(value: 0)

  private struct State {
    var stopped = false
    var open = 0
  }

  /// How long a client has to send its request head.
  let readLimit: Duration
  /// The most connections served at once.
  static let connectionLimit = 16

  /// Starts listening on 127.0.0.1.
  ///
  /// - Parameters:
  ///   - port: the port, or 0 for a free one the system picks.
  ///   - root: the kit's folder, whose `Sources/` the code pane shows.
  ///   - readLimit: how long a client has to send its request head (5 seconds).
  /// - Throws: ``ExplorerServer/StartError`` when the port cannot be had.
  @MainActor
  package init(port: UInt16, root: URL?, readLimit: Duration = .seconds(5)) throws(StartError) {
    self.readLimit = readLimit
    guard let (listener, bound) = Sockets.listenOnLoopback(port: port) else {
      throw StartError(port: port, reason: String(cString: strerror(errno)))
    }
    self.listener = listener
    self.port = bound
    self.routes = ExplorerRoutes(port: bound, sources: ExplorerSources(root: root))
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  /// The address to open: `http://127.0.0.1:<port>/`.
  package var url: String { "http://127.0.0.1:\(port)/" }

  /// Why the server could not start.
  package struct StartError: Error, CustomStringConvertible {
    var port: UInt16
    var reason: String
    package var description: String {
      port == 0
        ? "the explorer cannot listen on 127.0.0.1: \(reason)"
        : "the explorer cannot listen on 127.0.0.1:\(port): \(reason) (another --port, or none for a free one)"
    }
  }

  /// Stops listening and returns once nothing listens on the port; answers under way finish.
  package func stop() {
    let wasRunning = state.withLock { state in
      defer { state.stopped = true }
      return !state.stopped
    }
    guard wasRunning else { return }
    shutdown(listener, Int32(SHUT_RDWR))
    listenerClosed.wait()
  }

  /// Accepts connections until ``stop()``, waking every 50 ms to see a stop (a shutdown wakes a
  /// blocked `accept` on Linux, not on Darwin); closes the listening socket itself, after its
  /// last `accept`, so that its number is not reused under it.
  private func acceptLoop() {
    defer {
      Sockets.close(listener)
      listenerClosed.signal()
    }
    while !state.withLock({ $0.stopped }) {
      var entry = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
      guard poll(&entry, 1, 50) > 0 else { continue }
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { continue }
      Sockets.preparePeer(connection)
      let admitted = state.withLock { state in
        guard state.open < Self.connectionLimit else { return false }
        state.open += 1
        return true
      }
      guard admitted else {
        Self.send(ExplorerResponse.text(503, "the explorer is busy: try again").serialized(), on: connection)
        Sockets.close(connection)
        continue
      }
      let thread = Thread { [self] in
        serve(connection)
        state.withLock { $0.open -= 1 }
      }
      thread.start()
    }
  }

  private func serve(_ connection: Int32) {
    defer { Sockets.close(connection) }
    let response: ExplorerResponse
    var isHead = false
    switch Self.readHead(connection, within: readLimit) {
    case .tooLarge: response = .text(431, "a request head holds at most \(ExplorerRequest.headLimit) bytes")
    case .timedOut: response = .text(408, "the request did not arrive in time")
    case .closed: return
    case .head(let bytes):
      guard let request = ExplorerRequest.parse(bytes) else {
        response = .text(400, "not an HTTP/1.1 request the explorer reads")
        break
      }
      isHead = request.method == "HEAD"
      response = answer(request)
    }
    Self.send(response.serialized(head: isHead), on: connection)
  }

  /// The routes' answer, waited for on this connection's thread.
  private func answer(_ request: ExplorerRequest) -> ExplorerResponse {
    let answer = Mutex<ExplorerResponse?>(nil)
    let done = DispatchSemaphore(value: 0)
    let routes = routes
    Task { @MainActor in
      let response = await routes.respond(to: request)
      answer.withLock { $0 = response }
      done.signal()
    }
    done.wait()
    return answer.withLock { $0 } ?? .text(500, "no answer")
  }

  private enum Head {
    case head([UInt8])
    case tooLarge
    case timedOut
    case closed
  }

  /// Reads up to the blank line that ends a request head, within the size and time limits.
  private static func readHead(_ connection: Int32, within readLimit: Duration) -> Head {
    let clock = ContinuousClock()
    let deadline = clock.now + readLimit
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 2048)
    let end: [UInt8] = [13, 10, 13, 10]
    while true {
      if let range = received.firstRange(of: end) {
        guard range.lowerBound <= ExplorerRequest.headLimit else { return .tooLarge }
        return .head(Array(received[..<range.lowerBound]))
      }
      if received.count > ExplorerRequest.headLimit + end.count { return .tooLarge }
      let left = clock.now.duration(to: deadline)
      guard left > .zero else { return .timedOut }
      var entry = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
      let milliseconds = Int32(min(left.components.seconds * 1000 + 1, 10_000))
      let ready = poll(&entry, 1, milliseconds)
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { continue }
      let count = recv(connection, &buffer, buffer.count, 0)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return .closed }
      received.append(contentsOf: buffer[0..<count])
    }
  }

  private static func send(_ bytes: [UInt8], on connection: Int32) {
    bytes.withUnsafeBytes { all in
      var offset = 0
      while offset < all.count {
        let sent = Sockets.send(connection, UnsafeRawBufferPointer(rebasing: all[offset...]))
        guard sent > 0 else { return }
        offset += sent
      }
    }
  }
}
