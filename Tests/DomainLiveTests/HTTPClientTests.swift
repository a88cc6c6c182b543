import Domain
import DomainLive
import DomainTestSupport
import Foundation
import HTTPClient
import Testing

/// The plain-HTTP client against servers on the loopback interface that answer with exact
/// bytes: framings it must read to their end, and framings it must refuse without crashing.
@Suite("HTTP client over loopback", .serialized)
struct HTTPClientTests {
  static let body = #"[{"firstName": "Grace", "lastName": "Hopper", "age": 85}]"#

  /// The users document from a server answering `answer`, or the error it ended in.
  func fetch(_ answer: String, keepsOpen: Bool = false, timeout: TimeInterval = 5) async throws -> Result<
    String, ServiceError
  > {
    let server = try LoopbackHTTPServer(routes: ["/users.json": .raw(answer, keepsOpen: keepsOpen)])
    defer { server.stop() }
    do throws(ServiceError) {
      let data = try await HTTPDataSource(baseURL: server.baseURL, timeout: timeout).data(for: .users)
      return .success(String(decoding: data, as: UTF8.self))
    } catch {
      return .failure(error)
    }
  }

  /// Whether `result` is the error alert's reason for `error`, e.g. "127.0.0.1:8000: the
  /// answer's Content-Length is invalid or conflicting".
  static func isRefused(_ result: Result<String, ServiceError>, because error: HTTPFramingError) -> Bool {
    if case .failure(.network(let reason)) = result { return reason.hasSuffix(": \(error)") }
    return false
  }

  @Test func negativeContentLength_isRefused() async throws {
    let result = try await fetch("HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n\(Self.body)")

    #expect(Self.isRefused(result, because: .invalidContentLength), "\(result)")
  }

  @Test func chunkSizeThatOverflows_isRefused() async throws {
    let result = try await fetch(
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n7fffffffffffffff\r\nabc\r\n0\r\n\r\n")

    guard case .failure(.decoding(let reason)) = result else {
      Issue.record("\(result)")
      return
    }
    #expect(reason.hasSuffix("is larger than 10 MB"))
  }

  @Test(arguments: ["103 Early Hints\r\nLink: </style.css>; rel=preload", "100 Continue", "102 Processing"])
  func interimResponse_isSkipped(_ interim: String) async throws {
    let length = Self.body.utf8.count
    let result = try await fetch(
      "HTTP/1.1 \(interim)\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: \(length)\r\n\r\n\(Self.body)")

    #expect(result == .success(Self.body))
  }

  @Test func switchingProtocols_isRefused() async throws {
    let result = try await fetch("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\n\r\n\(Self.body)")

    #expect(Self.isRefused(result, because: .switchingProtocols), "\(result)")
  }

  static let chunkedBodies: [(String, String)] = [
    ("plain", "8\r\n[{\"first\r\n11\r\nName\": \"Grace\", \"\r\n0\r\n\r\n"),
    ("trailers", "8\r\n[{\"first\r\n11\r\nName\": \"Grace\", \"\r\n0\r\nExpires: never\r\nX-Sum: 1\r\n\r\n"),
    ("extensions", "8;name=\"a b\"\r\n[{\"first\r\n11 ; x\r\nName\": \"Grace\", \"\r\n0;last\r\n\r\n"),
    ("upper-case hex", "A\r\n[{\"firstNa\r\n00F\r\nme\": \"Grace\", \"\r\n00\r\n\r\n"),
  ]

  @Test(arguments: chunkedBodies)
  func chunkedBodyFromAServerThatKeepsTheConnection_endsAtItsLastChunk(_ name: String, _ chunks: String)
    async throws
  {
    let start = Date()

    let result = try await fetch(
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" + chunks, keepsOpen: true, timeout: 5)

    #expect(result == .success(#"[{"firstName": "Grace", ""#), "\(name)")
    #expect(Date().timeIntervalSince(start) < 2, "\(name): waited for the deadline")
  }

  @Test func contentLengthFromAServerThatKeepsTheConnection_endsAtItsLength() async throws {
    let start = Date()

    let result = try await fetch(
      "HTTP/1.1 200 OK\r\nContent-Length: \(Self.body.utf8.count)\r\n\r\n\(Self.body)", keepsOpen: true)

    #expect(result == .success(Self.body))
    #expect(Date().timeIntervalSince(start) < 2)
  }

  @Test(arguments: [
    "Content-Length: 5\r\nContent-Length: 57", "Content-Length: 57, 5", "Content-Length: +57", "Content-Length: 0x39",
    "Content-Length: 5 7", "Content-Length:",
  ])
  func conflictingOrMalformedContentLength_isRefused(_ fields: String) async throws {
    let result = try await fetch("HTTP/1.1 200 OK\r\n\(fields)\r\n\r\n\(Self.body)")

    #expect(Self.isRefused(result, because: .invalidContentLength), "\(fields): \(result)")
  }

  @Test func equalContentLengths_areOneLength() async throws {
    let length = Self.body.utf8.count
    let result = try await fetch(
      "HTTP/1.1 200 OK\r\nContent-Length: \(length)\r\nContent-Length: \(length), \(length)\r\n\r\n\(Self.body)")

    #expect(result == .success(Self.body))
  }

  @Test func bodyShorterThanItsContentLength_isRefused() async throws {
    let result = try await fetch("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n\(Self.body)")

    #expect(Self.isRefused(result, because: .incomplete), "\(result)")
  }

  @Test func chunkedBodyCutOffByTheClose_isRefused() async throws {
    let result = try await fetch("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n8\r\n[{\"first\r\n10\r\nName")

    #expect(Self.isRefused(result, because: .incomplete), "\(result)")
  }

  @Test func bodyUntilTheClose_isWhole() async throws {
    let result = try await fetch("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n\(Self.body)")

    #expect(result == .success(Self.body))
  }

  @Test func hostWhoseFirstAddressRefuses_isReachedAtTheNext() async throws {
    // given: a name that resolves to ::1 first, where nothing listens, then to 127.0.0.1
    let server = try LoopbackHTTPServer(routes: ["/users.json": .init(body: Self.body)])
    defer { server.stop() }
    let fetch = PlainHTTPFetch(
      url: URL(string: "http://localhost:\(server.port)/users.json")!, timeout: 5, maximumBodySize: 1_000_000,
      resolve: { _, port in
        SocketAddress.resolve(host: "::1", port: port) + SocketAddress.resolve(host: "127.0.0.1", port: port)
      })

    // when
    let outcome = await fetch.run()

    // then
    guard case .answer(200, let data) = outcome else {
      Issue.record("\(outcome)")
      return
    }
    #expect(String(decoding: data, as: UTF8.self) == Self.body)
  }

  @Test func cancellation_closesTheConnectionAtOnce() async throws {
    // given: a server that sends half a head and keeps the connection open
    let server = try LoopbackHTTPServer(routes: ["/users.json": .raw("HTTP/1.1 200 OK\r\n", keepsOpen: true)])
    defer { server.stop() }
    let source = HTTPDataSource(baseURL: server.baseURL, timeout: 10)
    let start = Date()

    // when
    let task = Task { try await source.data(for: .users) }
    try await Task.sleep(nanoseconds: 300_000_000)
    task.cancel()
    let result = await task.result

    // then
    #expect(Date().timeIntervalSince(start) < 2)
    #expect((try? result.get()) == nil)
    for _ in 0..<40 where server.clientCloses.isEmpty { try await Task.sleep(nanoseconds: 50_000_000) }
    let closed = try #require(server.clientCloses.first)
    #expect(closed.timeIntervalSince(start) < 2)
  }

  @Test func redirect_isFollowedOnlyToTheSameSchemeHostAndPort() {
    let origin = URL(string: "https://example.com/users.json")!

    #expect(HTTPFetch.mayFollow(from: origin, to: URL(string: "https://example.com/v2/users.json")!))
    #expect(HTTPFetch.mayFollow(from: origin, to: URL(string: "https://EXAMPLE.com:443/v2")!), "443 is https's port")
    #expect(!HTTPFetch.mayFollow(from: origin, to: URL(string: "http://example.com/v2/users.json")!), "https to http")
    #expect(!HTTPFetch.mayFollow(from: origin, to: URL(string: "https://example.com:4444/v2")!), "another port")
    #expect(!HTTPFetch.mayFollow(from: URL(string: "http://example.com")!, to: URL(string: "https://example.com/a")!))
    #expect(
      !HTTPFetch.mayFollow(from: URL(string: "http://127.0.0.1:8000")!, to: URL(string: "http://127.0.0.1:8001")!))
    #expect(HTTPFetch.mayFollow(from: URL(string: "http://127.0.0.1:80")!, to: URL(string: "http://127.0.0.1/a")!))
  }

  @Test func refusedRedirect_isNamedByItsOriginAlone() {
    #expect(HTTPFetch.origin(of: URL(string: "http://localhost:4444/?k=secret")!) == "http://localhost:4444")
    #expect(HTTPFetch.origin(of: URL(string: "HTTPS://user:pw@[::1]:8443/a#b")!) == "https://[::1]:8443")
    #expect(HTTPFetch.origin(of: URL(string: "file:///etc/passwd")!) == "a file: address")
  }
}
