import ArchDemoKit
import Domain
import DomainLive
import DomainTestSupport
import Foundation
import Harness
import Testing
import TextUI

/// `--newsapi` in every pattern, against a loopback server that answers only at NewsAPI's paths
/// and only with the key: the same frames in the four patterns, NewsAPI's quirks read as a
/// reader shows them, its errors as sentences, and the key nowhere in what the kit prints.
@Suite("NewsAPI in every pattern (--newsapi)", .serialized)
@MainActor
struct NewsAPIRunTests {
  nonisolated static let key = "fedcba9876543210fedcba9876543210"

  /// Headlines with each of NewsAPI's quirks: markup and entities, a `[Removed]` placeholder,
  /// an address that comes back, an author of several lines, content NewsAPI cut.
  static let headlines =
    Article.newsAPIQuirks + [
      Article.stub(
        title: "Rates &quot;on hold&quot;", description: "<ul><li>First point</li></ul>\r\n\r\nSecond paragraph",
        author: "Jane Roe, Staff\n Jane Roe, Staff\n https://example.com/jane",
        content: "The decision came late … [+2964 chars]"),
      Article.stub(title: "Seven digits of a second", publishedAt: "2024-09-16T08:00:00.1234567+00:00"),
    ]

  static func body(_ articles: [Article]) throws -> LoopbackHTTPServer.Response {
    .init(body: String(decoding: try JSONEncoder().encode(NewsResponse(articles: articles)), as: UTF8.self))
  }

  static func server(
    everything: [Article] = [Article.stub(title: "Tesla's results"), Article.stub(title: "Cybercab deliveries")]
  ) throws -> LoopbackHTTPServer {
    try LoopbackHTTPServer(
      routes: ["/v2/top-headlines": try body(headlines), "/v2/everything": try body(everything)],
      requiredHeader: ("X-Api-Key", key))
  }

  static func variables(_ server: LoopbackHTTPServer, key: String = key) -> [String: String] {
    ["NEWSAPI_KEY": key, "NEWSAPI_URL": server.baseURL.absoluteString]
  }

  @Test func everyPattern_showsNewsAPIsAnswer_asAReaderWould_andTheSameFrames() async throws {
    let server = try Self.server()
    defer { server.stop() }
    var environment = FeatureEnvironment()
    environment.newsAPI = try NewsAPIAccount(environment: Self.variables(server))
    let actions: [UserAction] = [.select(3), .back, .search("tesla’s"), .clear]

    let reference = await Transcript.record(pattern: .mvp, feature: .news, environment: environment, actions: actions)
    for pattern in Pattern.allCases where pattern != .mvp {
      let other = await Transcript.record(pattern: pattern, feature: .news, environment: environment, actions: actions)
      #expect(other.text == reference.text, "\(pattern.rawValue) differs from mvp on NewsAPI's answer")
    }

    let text = reference.text
    #expect(text.contains("1. S&P 500 rallies"), "markup and entities read")
    #expect(text.contains("1 removed article not shown"))
    #expect(text.contains("3. Rates \"on hold\""))
    #expect(text.contains("Author: Jane Roe, Staff\n"), "an author's first line only")
    #expect(text.contains("2,964 more characters at the source."))
    #expect(text.contains("Link:   https://example.com/rates--quot-on-hold-quot-"))
    #expect(text.contains("1. Tesla's results"))
    #expect(text.contains("2. Cybercab deliveries"), "NewsAPI's search answer, not filtered again")
    #expect(text.contains("4. Seven digits of a second"))
    #expect(!text.contains("[Removed]") && !text.contains("<li>") && !text.contains("[+2964"))
    let perPattern = ["/v2/top-headlines?country=us&pageSize=100", "/v2/everything?q=tesla%E2%80%99s&pageSize=100"]
    #expect(Set(server.receivedTargets) == Set(perPattern + perPattern.prefix(1)))
    #expect(server.receivedHeaders.allSatisfy { $0["x-api-key"] == Self.key })
  }

  @Test(arguments: Pattern.allCases)
  func theCommandLine_readsTheKeyFromTheEnvironment_andNeverPrintsIt(_ pattern: Pattern) async throws {
    let server = try Self.server()
    defer { server.stop() }
    let console = RecordingConsole(environment: Self.variables(server))
    let folder = try TemporaryFolder()
    let diagram = folder.url.appendingPathComponent("run.svg")

    let status = await ArchDemoProgram.main(
      [
        "run", "--pattern", pattern.rawValue, "news", "--newsapi", "--trace=locations", "--diagram", diagram.path,
        "--script", "search tesla; select 1",
      ],
      console: console)

    #expect(status == 0)
    #expect(console.output.contains("Title:  Tesla's results"))
    let svg = try String(contentsOf: diagram, encoding: .utf8)
    #expect(svg.contains("searchArticles") && !svg.contains(Self.key), "nor in the diagram")
    #expect(!(console.output + console.errors).contains(Self.key), "the key in no frame, trace or message")
    #expect(server.receivedTargets.count == 2)
  }

  @Test(arguments: Pattern.allCases)
  func aKeyNewsAPIRefuses_isTheErrorAlert_withASentence(_ pattern: Pattern) async throws {
    let server = try Self.server()
    defer { server.stop() }
    let wrong = "00000000000000000000000000000000"
    let console = RecordingConsole(environment: Self.variables(server, key: wrong))

    let status = await ArchDemoProgram.main(
      ["run", "--pattern", pattern.rawValue, "news", "--newsapi", "--script", "refresh"], console: console)

    #expect(status == 0, "a refused key is a screen state, not a crash")
    #expect(console.output.contains("[!] Could not load news"))
    #expect(console.output.contains("NewsAPI does not know the key in NEWSAPI_KEY (apiKeyInvalid)"))
    #expect(!(console.output + console.errors).contains(wrong))
  }

  @Test func noKey_isOneLineSayingHowToGetOne_andExit64() async {
    for variables in [[:], ["NEWSAPI_KEY": ""], ["NEWSAPI_KEY": "not a key\r\n"]] {
      let console = RecordingConsole(environment: variables)

      let status = await ArchDemoProgram.main(["run", "--pattern", "viper", "news", "--newsapi"], console: console)

      #expect(status == 64)
      #expect(console.output.isEmpty)
      #expect(console.errorLines.count == 1)
      #expect(console.errors.contains("NEWSAPI_KEY"))
      #expect(console.errors.contains("https://newsapi.org/"))
      #expect(!console.errors.contains("not a key"), "a malformed key is not repeated")
    }
  }

  nonisolated static let misuses: [([String], String)] = [
    (["users", "--newsapi"], "--newsapi applies to news only"),
    (["news", "--newsapi", "--api", "http://127.0.0.1:1"], "cannot be given with --api"),
    (["news", "--newsapi", "--data", "/tmp"], "cannot be given with --data"),
    (["news", "--newsapi", "--fault", "network"], "cannot be given with --fault"),
  ]

  @Test(arguments: misuses)
  func newsAPIWithWhatItReplaces_isAUsageMistake(_ arguments: [String], _ says: String) async {
    let console = RecordingConsole(environment: ["NEWSAPI_KEY": Self.key])

    let status = await ArchDemoProgram.main(["run", "--pattern", "mvc"] + arguments, console: console)

    #expect(status == 64)
    #expect(console.errors.contains(says))
  }
}
