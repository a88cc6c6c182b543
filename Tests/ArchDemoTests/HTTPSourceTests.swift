import Domain
import DomainLive
import DomainTestSupport
import Foundation
import Harness
import Testing
import TextUI

/// `--api`: the services over real HTTP, against a server on the loopback interface.
@Suite("HTTP data source", .serialized)
@MainActor
struct HTTPSourceTests {
  nonisolated static let usersBody = #"[{"firstName": "Grace", "lastName": "Hopper", "age": 85}]"#

  /// The transcript of `feature` over `baseURL` in every available pattern, which must agree.
  func transcript(
    _ feature: Feature, baseURL: URL, timeout: TimeInterval = 5, actions: [UserAction] = []
  ) async -> String {
    let environment = FeatureEnvironment(dataSource: HTTPDataSource(baseURL: baseURL, timeout: timeout))
    let reference = await Transcript.record(pattern: .mvp, feature: feature, environment: environment, actions: actions)
    for pattern in Pattern.allCases where pattern != .mvp {
      let other = await Transcript.record(
        pattern: pattern, feature: feature, environment: environment, actions: actions)
      #expect(other.text == reference.text, "\(pattern.rawValue) differs from mvp over HTTP")
    }
    return reference.text
  }

  @Test func usersOverHTTP_showsWhatTheServerSent() async throws {
    let server = try LoopbackHTTPServer(routes: ["/users.json": .init(body: Self.usersBody)])
    defer { server.stop() }

    let text = await transcript(.users, baseURL: server.baseURL)

    #expect(text.contains("Grace Hopper  85 years"))
    let patterns = Pattern.allCases.count
    #expect(server.receivedTargets == Array(repeating: "/users.json", count: patterns))
  }

  @Test func newsSearchOverHTTP_sendsTheQueryToTheServer() async throws {
    let body = #"{"status":"ok","articles":[{"title":"Swift on servers","source":{"name":"Blog"}},{"title":"Other"}]}"#
    let server = try LoopbackHTTPServer(routes: ["/news.json": .init(body: body)])
    defer { server.stop() }

    let text = await transcript(.news, baseURL: server.baseURL, actions: [.search("swift")])

    #expect(server.receivedTargets.contains("/news.json?q=swift"))
    #expect(text.hasSuffix("│ 1. Swift on servers  Blog\n└─\n"))
  }

  nonisolated static let failures: [(String, LoopbackHTTPServer.Response, String)] = [
    ("404", .init(status: 404, body: "Not here"), "The server reported an error: HTTP 404 Not Found"),
    (
      "500", .init(status: 500, body: "<html>oops</html>"),
      "The server reported an error: HTTP 500 Internal Server Error"
    ),
    (
      "api message", .init(status: 401, body: #"{"status":"error","message":"Your API key is invalid."}"#),
      "The server reported an error: Your API key is invalid."
    ),
    ("malformed JSON", .init(body: #"[{"firstName": "Grace""#), "The data could not be read (not valid JSON)."),
    ("timeout", .init(body: usersBody, delay: 3), "did not answer in time"),
  ]

  @Test(arguments: failures)
  func failingServer_endsInTheErrorAlert(_ name: String, _ response: LoopbackHTTPServer.Response, _ message: String)
    async throws
  {
    // given
    let server = try LoopbackHTTPServer(routes: ["/users.json": response])
    defer { server.stop() }

    // when
    let text = await transcript(.users, baseURL: server.baseURL, timeout: response.delay > 0 ? 0.5 : 10)

    // then
    #expect(text.contains("[!] Could not load users"), "\(name)")
    #expect(text.contains(message), "\(name)")
  }

  @Test func refusedConnection_endsInTheErrorAlert() async throws {
    let port = try LoopbackHTTPServer.closedPort()

    let text = await transcript(.drivers, baseURL: URL(string: "http://127.0.0.1:\(port)")!)

    #expect(text.contains("[!] Could not load drivers"))
    #expect(text.contains("127.0.0.1:\(port) refused the connection"))
  }

  @Test(arguments: Pattern.allCases)
  func melodiesOverHTTP_fallBackToSavedWhenTheServerGoesAway(_ pattern: Pattern) async throws {
    let server = try LoopbackHTTPServer(routes: [
      "/melodies.json": .init(body: #"[{"title":"Air","artist":"Bach","duration":300}]"#)
    ])
    let environment = FeatureEnvironment(dataSource: HTTPDataSource(baseURL: server.baseURL, timeout: 2))
    let session = Session(pattern: pattern, feature: .melodies, environment: environment)
    await session.start()

    server.stop()
    try await session.perform(.refresh)

    let last = try #require(session.frames.last).lines
    #expect(last.contains("Network: online"))
    #expect(last.contains("(Online, but the API is unreachable — showing saved melodies)"))
    #expect(last.contains { $0.contains("Air  Bach · 5:00") })
  }

  @Test func binaryWithApiFlag_readsFromTheServer() async throws {
    let server = try LoopbackHTTPServer(routes: ["/users.json": .init(body: Self.usersBody)])
    defer { server.stop() }

    let result = try ArchdemoProcess.run(["run", "--pattern", "mvp", "users", "--api", server.baseURL.absoluteString])

    #expect(result.status == 0)
    #expect(result.stdout.contains("Grace Hopper  85 years"))
  }
}
