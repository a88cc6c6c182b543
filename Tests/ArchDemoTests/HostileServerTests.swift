import ArchDemoKit
import Domain
import DomainLive
import DomainTestSupport
import Foundation
import Harness
import Testing
import TextUI

/// `--api` against servers that misbehave on purpose, all on the loopback interface.
@Suite("Hostile HTTP servers", .serialized)
@MainActor
struct HostileServerTests {
  static let usersBody = #"[{"firstName": "Grace", "lastName": "Hopper", "age": 85}]"#

  func lastFrame(_ feature: Feature, source: HTTPDataSource, actions: [UserAction] = []) async -> String {
    let session = Session(pattern: .mvp, feature: feature, environment: FeatureEnvironment(dataSource: source))
    await session.start()
    for action in actions { try? await session.perform(action) }
    defer { session.close() }
    return session.frames.last?.rendered() ?? ""
  }

  @Test func endlessBody_endsInTheErrorAlertAtTheCap() async throws {
    let server = try LoopbackHTTPServer(routes: ["/users.json": .endless()])
    defer { server.stop() }

    let frame = await lastFrame(.users, source: HTTPDataSource(baseURL: server.baseURL))

    #expect(frame.contains("[!] Could not load users"))
    #expect(frame.contains("is larger than 10 MB"))
  }

  @Test func endlessBody_keepsTheProcessUnder100MB() throws {
    // given
    let server = try LoopbackHTTPServer(routes: ["/users.json": .endless()])
    defer { server.stop() }

    // when: the run's own peak, not that of other children of this test process
    let folder = try TemporaryFolder()
    let output = folder.url.appendingPathComponent("stdout.txt")
    let run = try PeakMemory.run(
      ArchdemoProcess.executable.path, ["run", "--pattern", "mvp", "users", "--api", server.baseURL.absoluteString],
      stdout: output.path)

    // then
    #expect(run.status == 0)
    #expect(try String(contentsOf: output, encoding: .utf8).contains("is larger than 10 MB"))
    #expect(run.peakKilobytes > 0, "the peak was read")
    #expect(run.peakKilobytes < 100 * 1024, "peak \(run.peakKilobytes) KB")
  }

  @Test func drippingServer_isCutOffAtTheWholeRequestDeadline() async throws {
    let server = try LoopbackHTTPServer(routes: ["/users.json": .drip(Self.usersBody, every: 0.2)])
    defer { server.stop() }
    let start = ContinuousClock.now

    let frame = await lastFrame(.users, source: HTTPDataSource(baseURL: server.baseURL, timeout: 1))

    #expect(ContinuousClock.now - start < .seconds(4))
    #expect(frame.contains("did not answer in time (a request may take 1 s)"))
  }

  @Test(arguments: ["file:///etc/passwd", "ftp://127.0.0.1/users.json", "http://localhost:1/users.json"])
  func redirectOffTheServer_isANamedError(_ target: String) async throws {
    let server = try LoopbackHTTPServer(routes: ["/users.json": .redirect(to: target)])
    defer { server.stop() }

    let frame = await lastFrame(.users, source: HTTPDataSource(baseURL: server.baseURL))

    #expect(frame.contains("redirected to \(target); only http or https on the same host is followed"))
  }

  @Test func redirectOnTheSameHost_isFollowed() async throws {
    let server = try LoopbackHTTPServer(routes: [
      "/users.json": .redirect(to: "/v2/users.json"), "/v2/users.json": .init(body: Self.usersBody),
    ])
    defer { server.stop() }

    let frame = await lastFrame(.users, source: HTTPDataSource(baseURL: server.baseURL))

    #expect(frame.contains("Grace Hopper"))
  }

  @Test func searchText_isPercentEncodedInTheQuery() async throws {
    let server = try LoopbackHTTPServer(routes: ["/news.json": .init(body: #"{"status":"ok","articles":[]}"#)])
    defer { server.stop() }

    _ = await lastFrame(.news, source: HTTPDataSource(baseURL: server.baseURL), actions: [.search("c++ & q=1")])

    #expect(server.receivedTargets.contains("/news.json?q=c%2B%2B%20%26%20q%3D1"))
  }

  @Test func apiErrorMessageWithControlCharacters_isShownEscaped() async throws {
    let body = #"{"message": "\u001b]0;pwned\u0007\u001b[2J\nFake"}"#
    let server = try LoopbackHTTPServer(routes: ["/users.json": .init(status: 401, body: body)])
    defer { server.stop() }
    let console = RecordingConsole()

    let status = await ArchDemoProgram.main(
      ["run", "--pattern", "viper", "users", "--trace", "--api", server.baseURL.absoluteString], console: console)

    #expect(status == 0)
    #expect(console.output.contains(#"\u{1B}]0;pwned\u{7}\u{1B}[2J\nFake"#))
    #expect(ControlCharacterTests.rawControls(in: console.output) == [])
  }

  @Test func upperCaseSchemeAndIPv6Literal_work() throws {
    let server = try LoopbackHTTPServer(routes: ["/users.json": .init(body: Self.usersBody)], ipv6: true)
    defer { server.stop() }

    let result = try ArchdemoProcess.run(["run", "--pattern", "mvp", "users", "--api", "HTTP://[::1]:\(server.port)"])

    #expect(result.status == 0)
    #expect(result.stdout.contains("Grace Hopper"))
  }

  @Test(arguments: [
    "http://127.0.0.1:99999", "http://127.0.0.1:0", "http//127.0.0.1", "ftp://127.0.0.1", "http://", "http://[::1",
    "http://127.0.0.1/?q=1", "127.0.0.1:8000",
  ])
  func malformedApiURL_isAUsageMistake(_ text: String) throws {
    let result = try ArchdemoProcess.run(["run", "--pattern", "mvp", "users", "--api", text])

    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("archdemo: --api needs an http or https URL"))
  }
}
