import Foundation
import HTTPClient
import Testing

@testable import Explorer

/// The server over a real socket: what a browser gets, and what a hostile client cannot do (a
/// head too long, a head that never ends, bytes that are not HTTP).
@Suite("Explorer: the server")
@MainActor
struct ExplorerServerTests {
  /// Sends `bytes` on a new connection to the server and reads its answer until it closes.
  nonisolated static func exchange(_ bytes: [UInt8], port: UInt16) throws -> String {
    let socket = try #require(connected(to: port))
    defer { Sockets.close(socket) }
    _ = bytes.withUnsafeBytes { Sockets.send(socket, $0) }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = recv(socket, &buffer, buffer.count, 0)
      guard count > 0 else { break }
      received.append(contentsOf: buffer[0..<count])
    }
    return String(decoding: received, as: UTF8.self)
  }

  /// A socket connected to 127.0.0.1 at `port`, or `nil` when nothing listens there.
  nonisolated static func connected(to port: UInt16) -> Int32? {
    let socket = Sockets.openStream(family: AF_INET)
    guard socket >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = port.bigEndian
    guard withUnsafeBytes(of: &address, { Sockets.connect(socket, to: $0) }) == 0 else {
      Sockets.close(socket)
      return nil
    }
    return socket
  }

  static func answer(_ text: String, on server: ExplorerServer) async throws -> String {
    try await onThread(Array(text.utf8), port: server.port).answer
  }

  /// ``exchange(_:port:)`` on a thread of its own, never on the concurrency pool, which blocking
  /// socket calls would starve while the rest of the suite runs; with how long it took there.
  nonisolated static func onThread(_ bytes: [UInt8], port: UInt16) async throws -> (answer: String, took: Duration) {
    try await withCheckedThrowingContinuation { continuation in
      let thread = Thread {
        let started = ContinuousClock.now
        do {
          let answer = try exchange(bytes, port: port)
          continuation.resume(returning: (answer, ContinuousClock.now - started))
        } catch {
          continuation.resume(throwing: error)
        }
      }
      thread.start()
    }
  }

  @Test func page_isServedWithItsPolicy() async throws {
    let server = try ExplorerServer(port: 0, root: nil)
    defer { server.stop() }

    let answer = try await Self.answer("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n", on: server)

    #expect(answer.hasPrefix("HTTP/1.1 200 OK\r\n"))
    #expect(answer.contains("\r\nContent-Security-Policy: "))
    #expect(answer.contains("<script src=\"/explorer.js\"></script>"))
    #expect(server.url == "http://127.0.0.1:\(server.port)/")
  }

  @Test func head_isTheAnswerWithoutItsBody() async throws {
    let server = try ExplorerServer(port: 0, root: nil)
    defer { server.stop() }

    let answer = try await Self.answer("HEAD / HTTP/1.1\r\nHost: localhost:\(server.port)\r\n\r\n", on: server)

    #expect(answer.hasPrefix("HTTP/1.1 200 OK\r\n"))
    #expect(answer.hasSuffix("\r\n\r\n"))
  }

  @Test func headTooLong_gets431() async throws {
    let server = try ExplorerServer(port: 0, root: nil)
    defer { server.stop() }
    let padding = String(repeating: "a", count: 10_000)

    let answer = try await Self.answer(
      "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Padding: \(padding)\r\n\r\n", on: server)

    #expect(answer.hasPrefix("HTTP/1.1 431 "))
  }

  @Test(arguments: [
    "HELLO\r\n\r\n", "GET /\r\n\r\n", "GET / HTTP/2.0\r\n\r\n", "GET nowhere HTTP/1.1\r\n\r\n", "\u{0}\r\n\r\n",
  ])
  func notHTTP_gets400(_ request: String) async throws {
    let server = try ExplorerServer(port: 0, root: nil)
    defer { server.stop() }

    let answer = try await Self.answer(request, on: server)

    #expect(answer.hasPrefix("HTTP/1.1 400 "))
  }

  @Test func headThatNeverEnds_gets408_afterTheLimit() async throws {
    let server = try ExplorerServer(port: 0, root: nil, readLimit: .milliseconds(300))
    defer { server.stop() }

    let (answer, took) = try await Self.onThread(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1".utf8), port: server.port)

    #expect(answer.hasPrefix("HTTP/1.1 408 "))
    #expect(took < .seconds(5))
  }

  @Test func idleConnections_moreThanTheSlots_holdNone_andAPageAndARunStillLoad() async throws {
    // given: a run's time with nothing else connected, then more connections than serving
    // slots, open and silent
    let server = try ExplorerServer(port: 0, root: nil)
    defer { server.stop() }
    let host = "Host: 127.0.0.1:\(server.port)\r\n"
    let run = Array("GET /api/run?feature=users&script=refresh HTTP/1.1\r\n\(host)\r\n".utf8)
    let alone = try await Self.onThread(run, port: server.port)
    let idle = (0..<(ExplorerServer.connectionLimit * 3)).compactMap { _ in Self.connected(to: server.port) }
    defer { idle.forEach(Sockets.close) }
    try #require(idle.count == ExplorerServer.connectionLimit * 3)

    // when
    let page = try await Self.onThread(Array("GET / HTTP/1.1\r\n\(host)\r\n".utf8), port: server.port)
    let crowded = try await Self.onThread(run, port: server.port)

    // then: both answered, and the idle sockets kept neither waiting (the read limit is 2 s;
    // the run's own time is what it took alone, which a loaded machine stretches)
    #expect(page.answer.hasPrefix("HTTP/1.1 200 "), "\(page.answer.prefix(80))")
    #expect(crowded.answer.hasPrefix("HTTP/1.1 200 "), "\(crowded.answer.prefix(80))")
    #expect(page.took < .seconds(2), "\(page.took)")
    #expect(crowded.took < alone.took + .seconds(1), "\(crowded.took) with idle connections, \(alone.took) alone")
  }

  @Test func silentConnection_isClosedAfterTheReadLimit() async throws {
    let server = try ExplorerServer(port: 0, root: nil, readLimit: .milliseconds(300))
    defer { server.stop() }

    let (answer, took) = try await Self.onThread([], port: server.port)

    #expect(answer.hasPrefix("HTTP/1.1 408 "))
    #expect(took < .seconds(3))
  }

  @Test func requestEndingInBareLineFeeds_isRead() async throws {
    let server = try ExplorerServer(port: 0, root: nil, readLimit: .seconds(5))
    defer { server.stop() }

    let (answer, took) = try await Self.onThread(
      Array("GET / HTTP/1.1\nHost: 127.0.0.1:\(server.port)\n\n".utf8), port: server.port)

    #expect(answer.hasPrefix("HTTP/1.1 200 "))
    #expect(took < .seconds(4), "read at once, not left to time out at the read limit")
  }

  @Test func twoHostFields_get400() async throws {
    let server = try ExplorerServer(port: 0, root: nil)
    defer { server.stop() }

    let answer = try await Self.answer(
      "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nHost: evil.example\r\n\r\n", on: server)

    #expect(answer.hasPrefix("HTTP/1.1 400 "))
  }

  @Test func portInUse_isAClearError() throws {
    let first = try ExplorerServer(port: 0, root: nil)
    defer { first.stop() }

    #expect(throws: ExplorerServer.StartError.self) { try ExplorerServer(port: first.port, root: nil) }
    do {
      _ = try ExplorerServer(port: first.port, root: nil)
    } catch {
      #expect(error.description.contains("127.0.0.1:\(first.port)"))
    }
  }

  @Test func stoppedServer_nobodyListens() async throws {
    let server = try ExplorerServer(port: 0, root: nil)
    let port = server.port

    server.stop()

    let socket = Self.connected(to: port)
    #expect(socket == nil)
    if let socket { Sockets.close(socket) }
  }
}
