import DomainTestSupport
import Foundation
import Testing

@testable import Explorer

/// Random and malformed requests from a fixed seed: the explorer never crashes, and answers each
/// with a status a client can read.
@Suite("Explorer: hostile input")
@MainActor
struct ExplorerHostileInputTests {
  /// Pieces a hostile client would put together: the explorer's paths and fields, and what is
  /// not meant to be in them.
  static let pieces = [
    "/", "/api/run", "/api/source", "/api/diagram", "/api/charts", "/api/features", "/explorer.js", "?", "&", "=",
    "feature=", "drivers", "favourites", "script=", "search%20ham", "select%201", "%3B", "%00", "%FF", "%", "%2",
    "scenario=", "pattern=", "mvp", "step=", "-1", "99999999999999999999", "file=", "Sources/MVP/MVPApp.swift",
    "../", "%2e%2e/", "line=", "0", "17", "\u{7}", "\u{202E}", "é", "+", " ", "//", "#",
  ]
  static let paths = [
    "/", "/api/run?", "/api/source?", "/api/diagram?", "/api/charts?", "/api/features", "/explorer.js",
  ]
  static let methods = ["GET", "GET", "GET", "GET", "HEAD", "POST", "get", "", "G ET", "OPTIONS"]
  static let hosts = [
    "127.0.0.1:41234", "127.0.0.1:41234", "localhost:41234", "evil.example", "", "127.0.0.1:41234\u{0}",
  ]

  @Test func twoThousandRandomRequests_getAnAnswerAClientCanRead() async throws {
    var generator = SeededGenerator(seed: 0xE1_0001)
    var statuses: [Int: Int] = [:]
    for number in 0..<2_000 {
      let start = Int.random(in: 0..<5, using: &generator) > 0 ? Self.paths.randomElement(using: &generator)! : ""
      let target =
        start
        + (0..<Int.random(in: 0...5, using: &generator)).map { _ in
          Self.pieces.randomElement(using: &generator)!
        }.joined()
      var head = "\(Self.methods.randomElement(using: &generator)!) \(target) HTTP/1.1\r\n"
      if Int.random(in: 0..<5, using: &generator) > 0 {
        head += "Host: \(Self.hosts.randomElement(using: &generator)!)\r\n"
      }
      if Int.random(in: 0..<10, using: &generator) == 0 { head += "Broken header line\r\n" }

      let status: Int
      if let request = ExplorerRequest.parse(Array(head.utf8)) {
        let response = await ExplorerRoutesTests.routes.respond(to: request)
        status = response.status
        #expect(!response.serialized().isEmpty)
      } else {
        status = 400
      }

      statuses[status, default: 0] += 1
      #expect([200, 400, 403, 404, 405].contains(status), "request \(number): \(head.debugDescription) → \(status)")
    }
    // The requests reach every answer: pages and runs, mistakes, other hosts, other methods.
    for status in [200, 400, 403, 404, 405] {
      #expect(statuses[status, default: 0] > 10, "\(statuses)")
    }
  }

  @Test func randomBytesOverTheSocket_getAnAnswerOrAClosedConnection() async throws {
    let server = try ExplorerServer(port: 0, root: nil, readLimit: .milliseconds(200))
    defer { server.stop() }
    let port = server.port
    var generator = SeededGenerator(seed: 0xE1_0002)
    for number in 0..<40 {
      var bytes = (0..<Int.random(in: 0...300, using: &generator)).map { _ in
        UInt8.random(in: 0...255, using: &generator)
      }
      if Bool.random(using: &generator) { bytes += [13, 10, 13, 10] }

      let answer = try await ExplorerServerTests.onThread(bytes, port: port).answer

      #expect(answer.isEmpty || answer.hasPrefix("HTTP/1.1 4"), "blob \(number): \(answer.prefix(40))")
    }
    // And the server still answers.
    let page = try await ExplorerServerTests.answer("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", on: server)
    #expect(page.hasPrefix("HTTP/1.1 200 OK"))
  }
}
