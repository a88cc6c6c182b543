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
/// A hostile client cannot move its limits. A connection first waits for its request head in
/// ``WaitingConnections``, read by the accept loop itself with no thread or slot of its own:
/// at most ``WaitingConnections/limit`` wait at once (a new one past that closes the oldest),
/// each for at most ``readLimit`` (2 seconds; then 408 and closed), a head of at most
/// ``ExplorerRequest/headLimit`` bytes (431 beyond). A whole head takes one of
/// ``connectionLimit`` serving slots, on a thread of its own (503 when all are taken). A request
/// that is not HTTP/1.x as the explorer reads it gets 400. The answer itself comes from
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

  /// How long a client has, from its connection, to send its whole request head.
  let readLimit: Duration
  /// The most requests answered at once: connections that have sent a whole head.
  static let connectionLimit = 16

  /// Starts listening on 127.0.0.1.
  ///
  /// - Parameters:
  ///   - port: the port, or 0 for a free one the system picks.
  ///   - root: the kit's folder, whose `Sources/` the code pane shows.
  ///   - readLimit: how long a client has to send its whole request head (2 seconds).
  /// - Throws: ``ExplorerServer/StartError`` when the port cannot be had.
  @MainActor
  package init(port: UInt16, root: URL?, readLimit: Duration = .seconds(2)) throws(StartError) {
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

  /// Accepts connections and reads their heads until ``stop()``, in one `poll(2)` over the
  /// listening socket and every connection still waiting for its head, waking at least every
  /// 50 ms to see a stop (a shutdown wakes a blocked `accept` on Linux, not on Darwin); closes
  /// the listening socket itself, after its last `accept`, so that its number is not reused
  /// under it.
  private func acceptLoop() {
    var waiting = WaitingConnections()
    defer {
      waiting.closeAll()
      Sockets.close(listener)
      listenerClosed.signal()
    }
    while !state.withLock({ $0.stopped }) {
      var entries = ([listener] + waiting.descriptors).map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      let sleep = waiting.sleep(atMost: .milliseconds(50))
      let milliseconds = Int32(sleep.components.seconds * 1000 + sleep.components.attoseconds / 1_000_000_000_000_000)
      let ready = poll(&entries, nfds_t(entries.count), milliseconds)
      guard ready >= 0 || errno == EINTR else { continue }
      for (descriptor, outcome) in waiting.read(entries.dropFirst().map(\.revents)) {
        dispatch(descriptor, outcome)
      }
      guard entries[0].revents != 0 else { continue }
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { continue }
      Sockets.preparePeer(connection)
      if let displaced = waiting.add(connection, readLimit: readLimit) { Sockets.close(displaced) }
    }
  }

  /// Answers a connection whose wait for its head is over: a whole head takes a serving slot on
  /// a thread of its own, or gets 503 when none is free; the rest get their error here.
  private func dispatch(_ connection: Int32, _ outcome: WaitingConnections.Outcome) {
    let head: [UInt8]
    switch outcome {
    case .closed:
      Sockets.close(connection)
      return
    case .tooLarge:
      reject(connection, .text(431, "a request head holds at most \(ExplorerRequest.headLimit) bytes"))
      return
    case .timedOut:
      reject(connection, .text(408, "the request did not arrive in time"))
      return
    case .head(let bytes):
      head = bytes
    }
    let admitted = state.withLock { state in
      guard state.open < Self.connectionLimit else { return false }
      state.open += 1
      return true
    }
    guard admitted else {
      reject(connection, .text(503, "the explorer is busy: try again"))
      return
    }
    let thread = Thread { [self] in
      serve(connection, head: head)
      state.withLock { $0.open -= 1 }
    }
    thread.start()
  }

  /// Sends a short error answer without waiting on the client, and closes the connection.
  private func reject(_ connection: Int32, _ response: ExplorerResponse) {
    Self.send(response.serialized(), on: connection)
    Sockets.close(connection)
  }

  private func serve(_ connection: Int32, head: [UInt8]) {
    defer { Sockets.close(connection) }
    guard let request = ExplorerRequest.parse(head) else {
      Self.send(ExplorerResponse.text(400, "not an HTTP/1.1 request the explorer reads").serialized(), on: connection)
      return
    }
    Self.send(answer(request).serialized(head: request.method == "HEAD"), on: connection)
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
