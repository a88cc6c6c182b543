import ArchDemoKit
import DomainTestSupport
import Foundation
import Harness
import Testing

/// The key's promise against a NewsAPI stand-in that echoes the key it received back through
/// every part of an answer a client reads: an error code, an error message, a redirect's target
/// (absolute, scheme-relative, relative, in the host name), a status line, a header, a body that
/// does not decode. No pattern shows it in a frame, a trace line, a `--trace=locations` line,
/// the diagram, standard error or the exit message.
@Suite("NewsAPI: a server that echoes the key", .serialized)
@MainActor
struct NewsAPIKeyEchoTests {
  nonisolated static let key = "0a1b2c3d4e5f60718293a4b5c6d7e8f9"

  /// One way a hostile server sends the key back, as the answer to every NewsAPI path.
  nonisolated static let echoes: [(String, LoopbackHTTPServer.Response)] = [
    ("error code", .init(status: 401, body: #"{"status":"error","code":"\#(key)","message":"bad"}"#)),
    ("error message", .init(status: 500, body: #"{"status":"error","message":"Your key \#(key) is wrong"}"#)),
    ("error in a 200", .init(body: #"{"status":"error","code":"x\#(key)","message":"\#(key)"}"#)),
    ("redirect, absolute, another port", .redirect(to: "http://localhost:1/?k=\(key)")),
    ("redirect, absolute, path", .redirect(to: "http://localhost:1/\(key)")),
    ("redirect, scheme-relative", .redirect(to: "//localhost:1/\(key)")),
    ("redirect, relative", .redirect(to: "/\(key)?k=\(key)")),
    ("redirect, the key as host", .redirect(to: "http://\(key).localhost:1/")),
    ("redirect, the key as user", .redirect(to: "http://\(key)@localhost:1/")),
    ("redirect to https", .redirect(to: "https://localhost:1/\(key)")),
    ("status line", .raw("HTTP/1.1 401 \(key)\r\nContent-Length: 0\r\n\r\n")),
    ("broken framing", .raw("HTTP/1.1 200 OK\r\nX-Echo: \(key)\r\nContent-Length: \(key)\r\n\r\n")),
    ("a body that does not decode", .init(body: #"{"status":"ok","articles":[{"title":\#(key)}]}"#)),
  ]

  @Test(arguments: echoes)
  func keyEchoedBack_isInNothingThePatternsPrint(_ name: String, _ response: LoopbackHTTPServer.Response) async throws {
    let server = try LoopbackHTTPServer(routes: ["/v2/top-headlines": response, "/v2/everything": response])
    defer { server.stop() }
    let folder = try TemporaryFolder()

    for pattern in Pattern.allCases {
      // given
      let console = RecordingConsole(environment: [
        "NEWSAPI_KEY": Self.key, "NEWSAPI_URL": server.baseURL.absoluteString,
      ])
      let diagram = folder.url.appendingPathComponent("\(pattern.rawValue).svg")

      // when
      let status = await ArchDemoProgram.main(
        [
          "run", "--pattern", pattern.rawValue, "news", "--newsapi", "--trace=locations", "--diagram", diagram.path,
          "--script", "refresh; search swift",
        ],
        console: console)

      // then
      let printed = console.output + console.errors + (try String(contentsOf: diagram, encoding: .utf8))
      #expect(status == 0, "\(pattern.rawValue), \(name): a hostile server is a screen state")
      #expect(console.output.contains("[!] Could not load news"), "\(pattern.rawValue), \(name)")
      #expect(!printed.lowercased().contains(Self.key), "\(pattern.rawValue), \(name): the key was printed")
    }
    #expect(server.receivedHeaders.allSatisfy { $0["x-api-key"] == Self.key }, "the key went where it was sent")
  }
}
