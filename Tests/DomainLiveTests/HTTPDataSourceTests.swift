import Domain
import DomainLive
import DomainTestSupport
import Foundation
import HTTPClient
import Testing

/// `HTTPDataSource` against servers on the loopback interface that misbehave on purpose: the
/// body cap, the whole-request deadline, the redirect rule, the query's encoding, IPv6.
@Suite("HTTP data source against hostile servers", .serialized)
struct HTTPDataSourceTests {
  static let usersBody = #"[{"firstName": "Grace", "lastName": "Hopper", "age": 85}]"#

  /// What `source` answers for `resource`, or the error it throws.
  static func users(from source: HTTPDataSource) async -> Result<String, ServiceError> {
    do throws(ServiceError) {
      return .success(String(decoding: try await source.data(for: .users), as: UTF8.self))
    } catch {
      return .failure(error)
    }
  }

  @Test func endlessBody_isRefusedAtTheCap() async throws {
    let server = try LoopbackHTTPServer(routes: ["/users.json": .endless()])
    defer { server.stop() }

    let result = await Self.users(from: HTTPDataSource(baseURL: server.baseURL))

    guard case .failure(.decoding(let reason)) = result else {
      Issue.record("\(result)")
      return
    }
    #expect(reason.hasSuffix("is larger than 10 MB"))
  }

  @Test func drippingServer_isCutOffAtTheWholeRequestDeadline() async throws {
    let server = try LoopbackHTTPServer(routes: ["/users.json": .drip(Self.usersBody, every: 0.2)])
    defer { server.stop() }
    let start = ContinuousClock.now

    let result = await Self.users(from: HTTPDataSource(baseURL: server.baseURL, timeout: 1))

    #expect(ContinuousClock.now - start < .seconds(4))
    #expect(result == .failure(.network("127.0.0.1:\(server.port) did not answer in time (a request may take 1 s)")))
  }

  @Test(arguments: [
    ("file:///etc/passwd", "a file: address"), ("ftp://127.0.0.1/users.json", "a ftp: address"),
    ("http://localhost:1/users.json?k=1", "http://localhost:1"),
  ])
  func redirectOffTheServer_isANamedError(_ target: String, _ named: String) async throws {
    let server = try LoopbackHTTPServer(routes: ["/users.json": .redirect(to: target)])
    defer { server.stop() }

    let result = await Self.users(from: HTTPDataSource(baseURL: server.baseURL))

    guard case .failure(.network(let reason)) = result else {
      Issue.record("\(result)")
      return
    }
    #expect(reason.contains("redirected to \(named); only a redirect to the same scheme, host and port is followed"))
    #expect(!reason.contains("users.json"), "never the target's path or query")
  }

  @Test func redirectToAnotherPortOfTheSameHost_isNotFollowed_andTheHeadersStayHome() async throws {
    // given: a server that redirects to a second one on the same host, at another port
    let other = try LoopbackHTTPServer(routes: ["/users.json": .init(body: Self.usersBody)])
    defer { other.stop() }
    let server = try LoopbackHTTPServer(routes: [
      "/users.json": .redirect(to: "http://127.0.0.1:\(other.port)/users.json")
    ])
    defer { server.stop() }
    let key = try #require(HTTPHeader(name: "X-Api-Key", value: "0123456789abcdef"))

    // when
    var refusal: ServiceError?
    do throws(ServiceError) {
      _ = try await HTTPDataSource(baseURL: server.baseURL).answer(
        from: server.baseURL.appendingPathComponent("users.json"), headers: [key])
    } catch {
      refusal = error
    }

    // then
    guard case .network(let reason)? = refusal else {
      Issue.record("followed: \(String(describing: refusal))")
      return
    }
    #expect(reason.contains("redirected to http://127.0.0.1:\(other.port);"))
    #expect(other.receivedTargets.isEmpty, "the other port was asked, and sent the key")
  }

  @Test func redirectOnTheSameHost_isFollowed() async throws {
    let server = try LoopbackHTTPServer(routes: [
      "/users.json": .redirect(to: "/v2/users.json"), "/v2/users.json": .init(body: Self.usersBody),
    ])
    defer { server.stop() }

    let result = await Self.users(from: HTTPDataSource(baseURL: server.baseURL))

    #expect(result == .success(Self.usersBody))
    #expect(server.receivedTargets == ["/users.json", "/v2/users.json"])
  }

  @Test func queryValue_isPercentEncoded() async throws {
    let server = try LoopbackHTTPServer(routes: ["/news.json": .init(body: #"{"status":"ok","articles":[]}"#)])
    defer { server.stop() }

    _ = try await HTTPDataSource(baseURL: server.baseURL).data(
      for: .news, query: [URLQueryItem(name: "q", value: "c++ & q=1")])

    #expect(server.receivedTargets == ["/news.json?q=c%2B%2B%20%26%20q%3D1"])
  }

  @Test func upperCaseSchemeAndIPv6Literal_reachTheServer() async throws {
    let server = try LoopbackHTTPServer(routes: ["/users.json": .init(body: Self.usersBody)], ipv6: true)
    defer { server.stop() }
    let base = try #require(HTTPDataSource.baseURL(from: "HTTP://[::1]:\(server.port)"))

    let result = await Self.users(from: HTTPDataSource(baseURL: base))

    #expect(base.scheme == "http")
    #expect(result == .success(Self.usersBody))
  }
}
