import DomainTestSupport
import Foundation
import Harness
import Testing

@testable import Explorer

/// What the explorer answers, request by request, without a socket: the runs, the code pane,
/// and each security rule (the `Host` field, the methods, the paths the code pane takes).
@Suite("Explorer: answers")
@MainActor
struct ExplorerRoutesTests {
  /// The kit's folder: this file is `Tests/ExplorerTests/ExplorerRoutesTests.swift`.
  static let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let port: UInt16 = 41_234
  static let routes = ExplorerRoutes(port: port, sources: ExplorerSources(root: kit))

  static func get(
    _ target: String, host: String? = "127.0.0.1:\(port)", method: String = "GET", fields: [String] = [],
    routes: ExplorerRoutes = routes
  ) async throws -> ExplorerResponse {
    var head = "\(method) \(target) HTTP/1.1\r\n"
    if let host { head += "Host: \(host)\r\n" }
    head += fields.map { $0 + "\r\n" }.joined()
    let request = try #require(ExplorerRequest.parse(Array(head.utf8)))
    return await routes.respond(to: request)
  }

  static func json(_ response: ExplorerResponse) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
  }

  static func text(_ response: ExplorerResponse) -> String { String(decoding: response.body, as: UTF8.self) }

  @Test func run_showsEveryPatternsFramesAlike_andTheirMessagesApart() async throws {
    let response = try await Self.get("/api/run?feature=drivers&script=search%20ham")

    #expect(response.status == 200)
    #expect(response.contentType == "application/json")
    let run = try Self.json(response)
    #expect(run["identicalFrames"] as? Bool == true)
    #expect(run["actions"] as? [String] == ["search ham"])
    let patterns = try #require(run["patterns"] as? [[String: Any]])
    #expect(patterns.compactMap { $0["pattern"] as? String } == Pattern.allCases.map(\.rawValue))
    let counts = Set(patterns.compactMap { $0["messageCount"] as? Int })
    #expect(counts.count > 1, "every pattern sent as many messages: \(counts)")
    for pattern in patterns {
      let steps = try #require(pattern["steps"] as? [[String: Any]])
      #expect(steps.map { $0["action"] as? String } == ["(start)", "search ham"])
      let frames = try #require(steps[1]["frames"] as? [String])
      #expect(frames.last?.contains("Lewis HAMILTON") == true)
    }
  }

  @Test func diagram_drawsTheMessagesSoFar_stepByStep() async throws {
    let query = "feature=drivers&script=search%20ham%3B%20select%201%3B%20clear&pattern=viper"

    let start = try await Self.get("/api/diagram?\(query)&step=0")
    let search = try await Self.get("/api/diagram?\(query)&step=1")
    let refused = try await Self.get("/api/diagram?\(query)&step=2")
    let whole = try await Self.get("/api/diagram?\(query)&step=3")

    #expect(start.contentType == "image/svg+xml")
    #expect(Self.text(start).hasPrefix("<svg"))
    #expect(!Self.text(start).contains("searchTextChanged"))
    #expect(Self.text(search).contains("searchTextChanged(&quot;ham&quot;)"))
    #expect(!Self.text(search).contains("searchCleared"))
    #expect(
      Self.text(refused).replacingOccurrences(of: " · step 2", with: "")
        == Self.text(search).replacingOccurrences(of: " · step 1", with: ""))
    #expect(Self.text(whole).contains("searchCleared"))
    #expect(try await Self.get("/api/diagram?\(query)&step=4").status == 400)
    #expect(try await Self.get("/api/diagram?feature=drivers&script=&pattern=tca&step=0").status == 400)
  }

  @Test(arguments: Pattern.allCases)
  func everyMessage_opensTheLineThatSentIt(_ pattern: Pattern) async throws {
    // given the messages of a search in one pattern
    let run = try Self.json(try await Self.get("/api/run?feature=drivers&script=search+ham"))
    let patterns = try #require(run["patterns"] as? [[String: Any]])
    let one = try #require(patterns.first { $0["pattern"] as? String == pattern.rawValue })
    let steps = try #require(one["steps"] as? [[String: Any]])
    let messages = try #require(steps[1]["messages"] as? [[String: Any]])
    #expect(!messages.isEmpty)

    for message in messages {
      // when the learner opens its line
      let file = try #require(message["file"] as? String)
      let line = try #require(message["line"] as? Int)
      // as the page asks: the path percent-encoded (VIPER's decorators sit in `…Module+Trace.swift`)
      var allowed = CharacterSet.urlQueryAllowed
      allowed.remove(charactersIn: "+&=")
      let query = "file=\(try #require(file.addingPercentEncoding(withAllowedCharacters: allowed)))&line=\(line)"
      let excerpt = try Self.json(try await Self.get("/api/source?\(query)"))

      // then the pane shows that line of that file, with lines around it
      let lines = try #require(excerpt["lines"] as? [[String: Any]])
      let shown = try #require(lines.first { $0["number"] as? Int == line }?["text"] as? String)
      let source = try String(contentsOf: Self.kit.appendingPathComponent(file), encoding: .utf8)
      #expect(source.components(separatedBy: "\n")[line - 1] == shown)
      #expect(lines.count > 1)
    }
  }

  @Test func scenario_takesItsEnvironment_aFaultIncluded() async throws {
    let scenario = try #require(Scenario.of(.users).first { $0.faults.contains(.network) })

    let query = "feature=users&scenario=\(scenario.name.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)"
    let run = try Self.json(try await Self.get("/api/run?\(query)&script="))

    let patterns = try #require(run["patterns"] as? [[String: Any]])
    let steps = try #require(patterns.first?["steps"] as? [[String: Any]])
    let frames = try #require(steps.first?["frames"] as? [String])
    #expect(frames.joined().contains("Could not reach the server"), "\(frames)")
  }

  @Test func refusedAction_isShownAsItsReason_andTheRunGoesOn() async throws {
    let run = try Self.json(try await Self.get("/api/run?feature=drivers&script=select%201%3B%20search%20ham"))

    let patterns = try #require(run["patterns"] as? [[String: Any]])
    let steps = try #require(patterns.first?["steps"] as? [[String: Any]])
    #expect((steps[1]["refusal"] as? String)?.contains("'select' does not apply to the Drivers screen") == true)
    #expect((steps[2]["frames"] as? [String])?.last?.contains("HAMILTON") == true)
  }

  @Test(arguments: [
    ("/api/run?feature=drivers&script=frob", 400),
    ("/api/run?feature=spaceships&script=", 400),
    ("/api/run?script=search%20ham", 400),
    ("/api/run?feature=drivers&scenario=nonesuch&script=", 400),
    ("/api/run?feature=drivers&script=" + Array(repeating: "clear", count: 51).joined(separator: "%3B"), 400),
    ("/api/source?file=Sources/MVP/MVPApp.swift", 400),
    ("/nowhere", 404),
  ])
  func malformedOrUnknown_getsAClearClientError(_ target: String, _ status: Int) async throws {
    let response = try await Self.get(target)

    #expect(response.status == status)
    #expect(response.contentType.hasPrefix("text/plain"))
    #expect(!Self.text(response).isEmpty)
  }

  @Test(arguments: [nil, "evil.example", "evil.example:41234", "127.0.0.1:41235", "127.0.0.1", "[::1]:41234"])
  func hostOtherThanThisServer_isRefused(_ host: String?) async throws {
    let response = try await Self.get("/", host: host)

    #expect(response.status == 403)
  }

  @Test(arguments: [
    "Sec-Fetch-Site: cross-site", "Sec-Fetch-Site: same-site", "Origin: http://evil.example",
    "Origin: http://127.0.0.1:41235", "Origin: null", "Origin: https://127.0.0.1:41234",
  ])
  func anotherSitesPage_cannotRunAScript(_ field: String) async throws {
    for target in [
      "/api/run?feature=users&script=refresh", "/api/diagram?feature=users&script=refresh&pattern=mvc&step=1",
    ] {
      let response = try await Self.get(target, fields: [field])

      #expect(response.status == 403, "\(target) with \(field)")
    }
  }

  @Test(arguments: [
    [], ["Sec-Fetch-Site: same-origin", "Origin: http://127.0.0.1:41234"], ["Sec-Fetch-Site: none"],
    ["Origin: http://localhost:41234"],
  ])
  func theExplorersOwnPage_runsAScript(_ fields: [String]) async throws {
    let response = try await Self.get("/api/run?feature=users&script=refresh", fields: fields)

    #expect(response.status == 200)
  }

  @Test(arguments: ["127.0.0.1:41234", "localhost:41234", "LOCALHOST:41234"])
  func hostNamingThisServer_isServed(_ host: String) async throws {
    #expect(try await Self.get("/", host: host).status == 200)
  }

  @Test(arguments: ["POST", "PUT", "DELETE", "OPTIONS"])
  func methodsOtherThanGet_areRefused(_ method: String) async throws {
    let response = try await Self.get("/", method: method)

    #expect(response.status == 405)
    #expect(response.headers.contains { $0 == ("Allow", "GET, HEAD") })
  }

  @Test(arguments: [
    "../Package.swift", "Sources/../Package.swift", "/etc/passwd", "Sources/MVP/../../Package.swift",
    "Sources/MVP/MVPApp.txt", "Tests/MVPTests/Favourites/FavouritesLifetimeTests.swift", "Sources/./MVP/MVPApp.swift",
    "Sources//MVP/MVPApp.swift", "Sources/MVP/MVP App.swift",
  ])
  func codePane_refusesPathsOutsideTheSources(_ path: String) async throws {
    let file = path.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!

    let response = try await Self.get("/api/source?file=\(file)&line=1")

    #expect(response.status == 400)
  }

  @Test func codePane_refusesALinkOutOfTheSources() async throws {
    // given a kit folder whose Sources holds a link to a file outside it
    let folder = try TemporaryFolder()
    let secret = try folder.file("secret.swift", contents: "let key = 1\n")
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("Sources/MVP"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: folder.url.appendingPathComponent("Sources/MVP/Link.swift"), withDestinationURL: secret)
    let routes = ExplorerRoutes(port: Self.port, sources: ExplorerSources(root: folder.url))

    let response = try await Self.get("/api/source?file=Sources/MVP/Link.swift&line=1", routes: routes)

    #expect(response.status == 400)
    #expect(!Self.text(response).contains("key"))
  }

  @Test(arguments: [0, -1, 100_000])
  func codePane_refusesALineNotInTheFile(_ line: Int) async throws {
    #expect(try await Self.get("/api/source?file=Sources/MVP/MVPApp.swift&line=\(line)").status == 400)
  }

  @Test func everyAnswer_carriesTheSecurityHeaders() async throws {
    for target in ["/", "/explorer.js", "/api/features", "/nowhere", "/api/source?file=x"] {
      let head = String(decoding: try await Self.get(target).serialized(), as: UTF8.self)

      #expect(head.contains("\r\nContent-Security-Policy: default-src 'none'; script-src 'self';"), "\(target)")
      #expect(head.contains("\r\nX-Content-Type-Options: nosniff\r\n"), "\(target)")
      #expect(head.contains("\r\nCache-Control: no-store\r\n"), "\(target)")
    }
  }

  @Test(arguments: ["/", "/?feature=users&script=select%201", "/?feature=nowhere&script=%3Cb%3E", "/?"])
  func page_isServedItself_whateverItsQuery_namingEveryPattern(_ target: String) async throws {
    let response = try await Self.get(target)
    let html = Self.text(response)

    #expect(response.status == 200)
    #expect(response.contentType == "text/html; charset=utf-8")
    for pattern in Pattern.allCases {
      #expect(html.contains(#"data-pattern="\#(pattern.rawValue)"><h2>\#(pattern.displayName)</h2>"#), "\(pattern)")
    }
    #expect(!html.contains("nowhere") && !html.contains("<b>"), "the query reaches the page only through its script")
  }

  @Test func page_loadsOnlyItsOwnScript_andWritesTextNeverMarkup() {
    let html = ExplorerPage.html
    let scripts = html.matches(of: #/<script[^>]*>/#).map { String($0.output) }

    #expect(scripts == [#"<script src="/explorer.js">"#])
    #expect(html.firstMatch(of: #/\son[a-z]+\s*=/#) == nil, "an inline event handler")
    #expect(!ExplorerPage.script.contains("innerHTML"))
    #expect(!ExplorerPage.script.contains("insertAdjacentHTML"))
    #expect(!ExplorerPage.script.contains("document.write"))
    #expect(!ExplorerPage.script.contains("http://") && !ExplorerPage.script.contains("https://"))
  }

  @Test func features_listEveryFeatureWithItsScenarios() async throws {
    let response = try await Self.get("/api/features")
    let features = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: Any]])

    #expect(features.compactMap { $0["name"] as? String } == Feature.allCases.map(\.rawValue))
    let drivers = try #require(features.first { $0["name"] as? String == "drivers" })
    // Those whose answers arrive at once, then those whose answers are held.
    #expect(
      (drivers["scenarios"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        == Scenario.all.filter { $0.feature == .drivers }.map(\.name))
  }
}
