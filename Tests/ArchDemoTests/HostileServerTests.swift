import ArchDemoKit
import DomainTestSupport
import Foundation
import Testing

/// `--api` against servers that misbehave on purpose, all on the loopback interface, seen from
/// the command line: memory over an endless body, escaped error text, a malformed URL. The
/// client's own limits are tested beside it, in `DomainLiveTests`.
@Suite("Hostile HTTP servers", .serialized)
@MainActor
struct HostileServerTests {
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
