import Domain
import Foundation
import HTTPClient

/// The news service of NewsAPI itself (`--newsapi`): the headlines from `/v2/top-headlines`, a
/// search from `/v2/everything`, the learner's key in the `X-Api-Key` header.
///
/// It filters nothing itself: NewsAPI's answer is the list, in NewsAPI's order. An empty search
/// asks for the headlines, as clearing a search shows them. NewsAPI's errors, and an HTTP 429 or
/// 5xx without one, become ``ServiceError/api(_:)`` with a sentence that says what happened and
/// what to do (``NewsAPIErrorText``); a server that cannot be reached is
/// ``ServiceError/network(_:)``, as for `--api`.
package struct NewsAPIService: NewsService {
  /// The most articles NewsAPI sends in one answer, and what the kit asks for.
  package static let pageSize = 100

  /// The account: the key and where NewsAPI is.
  package let account: NewsAPIAccount
  private let transport: HTTPDataSource

  /// Creates the service for `account`.
  ///
  /// - Parameters:
  ///   - account: the key and NewsAPI's address.
  ///   - timeout: how long a whole request may take, in seconds.
  package init(account: NewsAPIAccount, timeout: TimeInterval = 10) {
    self.account = account
    transport = HTTPDataSource(baseURL: account.baseURL, timeout: timeout)
  }

  /// The top headlines in the United States: `GET /v2/top-headlines?country=us&pageSize=100`.
  ///
  /// - Returns: the articles, in NewsAPI's order.
  /// - Throws: ``ServiceError`` as described for the type.
  package func topHeadlines() async throws(ServiceError) -> [Article] {
    try await articles(at: "v2/top-headlines", query: ["country": "us"])
  }

  /// The articles NewsAPI finds for `query`: `GET /v2/everything?q=<query>&pageSize=100`, or
  /// the headlines when `query` is blank.
  ///
  /// - Parameter query: the search text, as typed.
  /// - Returns: the articles, in NewsAPI's order (most relevant or newest first, as it sends them).
  /// - Throws: ``ServiceError`` as described for the type.
  package func searchArticles(matching query: String) async throws(ServiceError) -> [Article] {
    let text = query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else { return try await topHeadlines() }
    return try await articles(at: "v2/everything", query: ["q": text])
  }

  private func articles(at path: String, query: KeyValuePairs<String, String>) async throws(ServiceError)
    -> [Article]
  {
    let items =
      query.map { URLQueryItem(name: $0.key, value: $0.value) } + [
        URLQueryItem(name: "pageSize", value: String(Self.pageSize))
      ]
    let url = HTTPDataSource.url(account.baseURL.appendingPathComponent(path), query: items)
    let (status, body) = try await transport.answer(from: url, headers: [account.keyHeader])
    guard status.map({ (200..<300).contains($0) }) ?? true else {
      throw .api(NewsAPIErrorText.sentence(code: errorCode(in: body), status: status))
    }
    let response = try DocumentDecoder.decode(NewsResponse.self, from: body)
    guard response.status != "error" else {
      throw .api(NewsAPIErrorText.sentence(code: response.code.flatMap(shown), status: status))
    }
    return response.articles
  }

  /// The `code` of an error body, if it has one the message may show.
  private func errorCode(in body: Data) -> String? {
    struct ErrorBody: Decodable { var code: String? }
    return (try? JSONDecoder().decode(ErrorBody.self, from: body))?.code.flatMap(shown)
  }

  /// A code from the server, if a message may repeat it: a short word that is not the key.
  private func shown(_ code: String) -> String? {
    guard (1...40).contains(code.count), code.allSatisfy({ $0.isASCII && $0.isLetter }), !account.reveals(code)
    else { return nil }
    return code
  }
}

/// What the error alert says for each of NewsAPI's errors: what happened, the code NewsAPI's
/// documentation lists it under, and what to do.
package enum NewsAPIErrorText {
  /// The sentence for an error answer.
  ///
  /// - Parameters:
  ///   - code: NewsAPI's error code, e.g. `apiKeyInvalid`, if the answer had one.
  ///   - status: the HTTP status, if the answer had one.
  /// - Returns: one sentence, ending with a full stop.
  package static func sentence(code: String?, status: Int?) -> String {
    if let code, let known = known[code] { return "\(known.what) (\(code)): \(known.todo)." }
    if let code { return "NewsAPI refused the request (\(code)\(status.map { ", \(named($0))" } ?? ""))." }
    switch status {
    case 429?: return "NewsAPI is limiting requests (\(named(429))): try again later."
    case let status? where (500..<600).contains(status):
      return "NewsAPI is not working at the moment (\(named(status))): try again in a few minutes."
    case let status?: return "NewsAPI answered \(named(status))."
    case nil: return "NewsAPI answered with an error."
    }
  }

  private static let known: [String: (what: String, todo: String)] = [
    "apiKeyMissing": (
      "NewsAPI received no key", "set \(NewsAPIAccount.keyVariable) to the key from \(NewsAPIAccount.registration)"
    ),
    "apiKeyInvalid": (
      "NewsAPI does not know the key in \(NewsAPIAccount.keyVariable)",
      "copy it again from https://newsapi.org/account"
    ),
    "apiKeyDisabled": (
      "NewsAPI has disabled the key in \(NewsAPIAccount.keyVariable)", "see https://newsapi.org/account"
    ),
    "apiKeyExhausted": (
      "The key in \(NewsAPIAccount.keyVariable) has no requests left", "see https://newsapi.org/account"
    ),
    "rateLimited": (
      "NewsAPI is limiting this key's requests", "a free key has 100 a day; try again later"
    ),
    "maximumResultsReached": (
      "NewsAPI sends a free key only the first 100 results", "search for something narrower"
    ),
    "parametersMissing": (
      "NewsAPI was asked without anything to look for", "type a word after search, or clear to see the headlines"
    ),
    "parameterInvalid": ("NewsAPI could not use the search as typed", "try other words"),
    "unexpectedError": ("NewsAPI had a problem of its own", "try again in a few minutes"),
  ]

  /// The status with its reason phrase, the same on every platform and in every language.
  private static func named(_ status: Int) -> String {
    let reasons = [
      400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 426: "Upgrade Required",
      429: "Too Many Requests", 500: "Internal Server Error", 502: "Bad Gateway", 503: "Service Unavailable",
      504: "Gateway Timeout",
    ]
    return "HTTP \(status)" + (reasons[status].map { " \($0)" } ?? "")
  }
}
