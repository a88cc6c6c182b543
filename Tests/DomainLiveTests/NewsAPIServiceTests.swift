import Domain
import DomainLive
import DomainTestSupport
import Foundation
import HTTPClient
import Testing

/// `NewsAPIService` against a loopback server that answers only at NewsAPI's two paths and only
/// with the right key: what it asks, what it reads, and the sentence each of NewsAPI's errors
/// becomes. No test reaches the network.
@Suite("NewsAPI service", .serialized)
struct NewsAPIServiceTests {
  static let key = "0123456789abcdef0123456789abcdef"

  /// NewsAPI's answer holding `articles`, as JSON.
  static func body(_ articles: [Article]) throws -> String {
    String(decoding: try JSONEncoder().encode(NewsResponse(articles: articles)), as: UTF8.self)
  }

  /// A server answering at `/v2/top-headlines` and `/v2/everything`, only with ``key``.
  static func server(headlines: LoopbackHTTPServer.Response, everything: LoopbackHTTPServer.Response? = nil) throws
    -> LoopbackHTTPServer
  {
    try LoopbackHTTPServer(
      routes: ["/v2/top-headlines": headlines, "/v2/everything": everything ?? headlines],
      requiredHeader: ("X-Api-Key", key))
  }

  static func service(_ server: LoopbackHTTPServer, key: String = key) throws -> NewsAPIService {
    NewsAPIService(
      account: try NewsAPIAccount(environment: ["NEWSAPI_KEY": key, "NEWSAPI_URL": server.baseURL.absoluteString]),
      timeout: 5)
  }

  static func headlines(_ service: NewsAPIService) async -> Result<[Article], ServiceError> {
    do throws(ServiceError) { return .success(try await service.topHeadlines()) } catch { return .failure(error) }
  }

  @Test func headlines_askTopHeadlinesInTheUS_withTheKeyInItsHeader() async throws {
    let server = try Self.server(headlines: .init(body: try Self.body(Article.newsAPIQuirks)))
    defer { server.stop() }

    let articles = try await Self.service(server).topHeadlines()

    #expect(articles == Article.newsAPIQuirks, "the answer as NewsAPI sent it: the screen reads the quirks")
    #expect(server.receivedTargets == ["/v2/top-headlines?country=us&pageSize=100"])
    #expect(server.receivedHeaders.first?["x-api-key"] == Self.key)
  }

  @Test func search_asksEverything_withTheQueryEncoded_andFiltersNothingItself() async throws {
    // NewsAPI finds by more than titles and descriptions: what it sends is the answer
    let found = [Article.stub(title: "Quarterly figures"), Article.stub(title: "Other news")]
    let server = try Self.server(
      headlines: .init(body: try Self.body([])), everything: .init(body: try Self.body(found)))
    defer { server.stop() }

    let articles = try await Self.service(server).searchArticles(matching: "  tesla’s c++ & co  ")

    #expect(articles == found)
    #expect(server.receivedTargets == ["/v2/everything?q=tesla%E2%80%99s%20c%2B%2B%20%26%20co&pageSize=100"])
  }

  @Test func blankSearch_asksForTheHeadlines() async throws {
    let server = try Self.server(headlines: .init(body: try Self.body([.stub()])))
    defer { server.stop() }

    let articles = try await Self.service(server).searchArticles(matching: " \t")

    #expect(articles == [.stub()])
    #expect(server.receivedTargets == ["/v2/top-headlines?country=us&pageSize=100"])
  }

  @Test func aWrongKey_isNewsAPIsApiKeyInvalid_andTheMessageNeverShowsTheKey() async throws {
    let server = try Self.server(headlines: .init(body: try Self.body([.stub()])))
    defer { server.stop() }

    let result = await Self.headlines(try Self.service(server, key: "ffffffffffffffffffffffffffffffff"))

    guard case .failure(.api(let sentence)) = result else {
      Issue.record("\(result)")
      return
    }
    #expect(sentence.hasPrefix("NewsAPI does not know the key in NEWSAPI_KEY (apiKeyInvalid)"))
    #expect(!sentence.contains("ffffffff"))
  }

  static let errors: [(code: String, status: Int, says: String)] = [
    ("apiKeyMissing", 401, "NewsAPI received no key (apiKeyMissing): set NEWSAPI_KEY"),
    ("apiKeyInvalid", 401, "NewsAPI does not know the key in NEWSAPI_KEY (apiKeyInvalid)"),
    ("apiKeyDisabled", 401, "NewsAPI has disabled the key in NEWSAPI_KEY (apiKeyDisabled)"),
    ("rateLimited", 429, "NewsAPI is limiting this key's requests (rateLimited): a free key has 100 a day"),
    ("maximumResultsReached", 426, "NewsAPI sends a free key only the first 100 results (maximumResultsReached)"),
    ("parametersMissing", 400, "NewsAPI was asked without anything to look for (parametersMissing)"),
    ("unexpectedError", 500, "NewsAPI had a problem of its own (unexpectedError): try again in a few minutes"),
    ("somethingNew", 400, "NewsAPI refused the request (somethingNew, HTTP 400 Bad Request)."),
  ]

  @Test(arguments: errors)
  func newsAPIsErrorCodes_becomeASentence(_ code: String, _ status: Int, _ says: String) async throws {
    let body = #"{"status":"error","code":"\#(code)","message":"Raw text \#(Self.key)"}"#
    let server = try Self.server(headlines: .init(status: status, body: body))
    defer { server.stop() }

    let result = await Self.headlines(try Self.service(server))

    guard case .failure(.api(let sentence)) = result else {
      Issue.record("\(code): \(result)")
      return
    }
    #expect(sentence.hasPrefix(says), "\(code)")
    #expect(sentence.hasSuffix("."), "\(code)")
    #expect(!sentence.contains(Self.key) && !sentence.contains("Raw text"), "\(code): NewsAPI's own text is not shown")
  }

  static let statuses: [(status: Int, body: String, says: String)] = [
    (429, "", "NewsAPI is limiting requests (HTTP 429 Too Many Requests): try again later."),
    (503, "<html>down</html>", "NewsAPI is not working at the moment (HTTP 503 Service Unavailable): try again"),
    (502, #"{"status":"error"}"#, "NewsAPI is not working at the moment (HTTP 502 Bad Gateway)"),
    (404, "", "NewsAPI answered HTTP 404 Not Found."),
    (200, #"{"status":"error","code":"rateLimited"}"#, "NewsAPI is limiting this key's requests (rateLimited)"),
  ]

  @Test(arguments: statuses)
  func anHTTPErrorWithoutACode_saysWhatTheStatusMeans(_ status: Int, _ body: String, _ says: String) async throws {
    let server = try Self.server(headlines: .init(status: status, body: body))
    defer { server.stop() }

    let result = await Self.headlines(try Self.service(server))

    guard case .failure(.api(let sentence)) = result else {
      Issue.record("\(status): \(result)")
      return
    }
    #expect(sentence.hasPrefix(says), "\(status)")
  }

  @Test func aCodeThatEchoesTheKey_isLeftOut() async throws {
    let body = #"{"status":"error","code":"key\#(Self.key)"}"#
    let server = try Self.server(headlines: .init(status: 400, body: body))
    defer { server.stop() }

    let result = await Self.headlines(try Self.service(server))

    #expect(result == .failure(.api("NewsAPI answered HTTP 400 Bad Request.")))
  }

  @Test func anAnswerThatIsNotNewsAPIs_isADecodingError() async throws {
    let server = try Self.server(headlines: .init(body: #"{"status":"ok"}"#))
    defer { server.stop() }

    let result = await Self.headlines(try Self.service(server))

    guard case .failure(.decoding) = result else {
      Issue.record("\(result)")
      return
    }
  }

  @Test func accountFromTheEnvironment_needsAKey_andNeverShowsIt() throws {
    #expect(throws: NewsAPIAccount.Problem.noKey) { try NewsAPIAccount(environment: [:]) }
    #expect(throws: NewsAPIAccount.Problem.noKey) { try NewsAPIAccount(environment: ["NEWSAPI_KEY": " \n"]) }
    for bad in ["abc def", "abc\r\nX-Evil: 1", "abcé", String(repeating: "a", count: 129), "abc\u{0}"] {
      #expect(throws: NewsAPIAccount.Problem.unreadableKey) { try NewsAPIAccount(environment: ["NEWSAPI_KEY": bad]) }
    }
    #expect(throws: NewsAPIAccount.Problem.unreadableAddress("ftp://x")) {
      try NewsAPIAccount(environment: ["NEWSAPI_KEY": Self.key, "NEWSAPI_URL": "ftp://x"])
    }

    let pasted = try NewsAPIAccount(environment: ["NEWSAPI_KEY": " \(Self.key)\n"])

    #expect(pasted.baseURL.absoluteString == "https://newsapi.org")
    #expect(!"\(pasted)".contains(Self.key) && !String(reflecting: pasted).contains(Self.key))
    #expect(pasted.description == "NewsAPI at https://newsapi.org")
  }

  @Test func headerFields_refuseWhatCouldEndTheirLine() {
    #expect(HTTPHeader(name: "X-Api-Key", value: "abc") != nil)
    #expect(HTTPHeader(name: "X-Api-Key", value: "a\r\nHost: evil") == nil)
    #expect(HTTPHeader(name: "X-Api-Key", value: "a\nb") == nil)
    #expect(HTTPHeader(name: "X Api", value: "a") == nil)
    #expect(HTTPHeader(name: "X-Api-Key:", value: "a") == nil)
    #expect(HTTPHeader(name: "", value: "a") == nil)
    #expect(HTTPHeader(name: "X-Api-Key", value: "é") == nil)
  }
}
