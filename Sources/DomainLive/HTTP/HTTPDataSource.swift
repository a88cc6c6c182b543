import Domain
import Foundation
import HTTPClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// JSON documents fetched over HTTP from `<base URL>/<resource>.json` (`--api URL`).
///
/// Every failure becomes a ``ServiceError`` a learner can read: a refused connection, a request
/// that outlasts its deadline or a refused redirect is ``ServiceError/network(_:)``, an HTTP
/// error status is ``ServiceError/api(_:)`` (with the API's own `message` when its body has
/// one), a body larger than the cap is ``ServiceError/decoding(_:)``. The deadline counts the
/// whole request, not each silence; a redirect is followed only to the same scheme, host and
/// port, and a refused one is named by its scheme, host and port alone. An `http://` answer is read by RFC 9112's framing within
/// ``HTTPLimits``; one that breaks it is ``ServiceError/network(_:)`` with the reason.
package struct HTTPDataSource: DataSource {
  /// The address the documents are under, e.g. `http://127.0.0.1:8000`.
  package let baseURL: URL
  /// How long a whole request may take, in seconds.
  package let timeout: TimeInterval
  /// The most bytes a response body may have.
  package let maximumBodySize: Int

  /// The body cap unless told otherwise: 10 MB, far above any fixture the kit reads.
  package static let defaultMaximumBodySize = 10 * 1024 * 1024

  /// Creates a source that fetches the documents under `baseURL`.
  ///
  /// - Parameters:
  ///   - baseURL: the folder the documents are in, e.g. `http://127.0.0.1:8000`.
  ///   - timeout: how long a whole request may take, in seconds.
  ///   - maximumBodySize: the most bytes a body may have.
  package init(baseURL: URL, timeout: TimeInterval = 10, maximumBodySize: Int = defaultMaximumBodySize) {
    self.baseURL = baseURL
    self.timeout = timeout
    self.maximumBodySize = maximumBodySize
  }

  /// Reads `--api`'s text as a base URL.
  ///
  /// The text must be an http or https URL (scheme in any case) with a host (IPv6 literals in
  /// brackets), a port from 1 to 65535 if any, and no query, fragment or user name.
  ///
  /// - Parameter text: the URL as the user typed it.
  /// - Returns: the URL with its scheme in lower case, or `nil` when `text` is not such a URL.
  package static func baseURL(from text: String) -> URL? {
    guard var components = URLComponents(string: text),
      let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme),
      let host = components.host, !host.isEmpty,
      components.port.map({ (1...65_535).contains($0) }) ?? true,
      components.query == nil, components.fragment == nil, components.user == nil
    else { return nil }
    components.scheme = scheme
    return components.url
  }

  /// The document's URL, e.g. `http://127.0.0.1:8000/users.json`.
  ///
  /// - Parameter resource: the document.
  /// - Returns: the URL as text.
  package func location(of resource: Resource) -> String {
    url(for: resource).absoluteString
  }

  /// The document fetched from `<base URL>/<resource>.json`.
  ///
  /// - Parameter resource: the document to fetch.
  /// - Returns: the body of a successful (2xx) answer.
  /// - Throws: ``ServiceError`` as described for the type: network, API or decoding.
  package func data(for resource: Resource) async throws(ServiceError) -> Data {
    try await fetch(url(for: resource))
  }

  /// The document of `resource` with `query` items, e.g. a news search's `q`.
  ///
  /// Values are percent-encoded, `+`, `&`, `=` and `;` included: `c++` is sent as `c%2B%2B`,
  /// so the server reads back `c++` and not `c` followed by two spaces.
  ///
  /// - Parameters:
  ///   - resource: the document to fetch.
  ///   - query: the query items to add to its URL.
  /// - Returns: the body of a successful (2xx) answer.
  /// - Throws: ``ServiceError`` as described for the type: network, API or decoding.
  package func data(for resource: Resource, query: [URLQueryItem]) async throws(ServiceError) -> Data {
    try await fetch(Self.url(url(for: resource), query: query))
  }

  func url(for resource: Resource) -> URL {
    baseURL.appendingPathComponent(resource.fileName)
  }

  /// `url` with `query` items, each value percent-encoded, `+`, `&`, `=` and `;` included.
  ///
  /// - Parameters:
  ///   - url: an address without a query.
  ///   - query: the items to add.
  /// - Returns: the address with its query.
  package static func url(_ url: URL, query: [URLQueryItem]) -> URL {
    var components = URLComponents(url: url, resolvingAgainstBaseURL: false)
    var allowed = CharacterSet.urlQueryAllowed
    allowed.remove(charactersIn: "+&=;")
    components?.percentEncodedQueryItems = query.map {
      URLQueryItem(name: $0.name, value: $0.value?.addingPercentEncoding(withAllowedCharacters: allowed))
    }
    return components?.url ?? url
  }

  private func fetch(_ url: URL) async throws(ServiceError) -> Data {
    let (status, data) = try await answer(from: url)
    guard let status, !(200..<300).contains(status) else {
      return data
    }
    throw .api(Self.apiMessage(in: data) ?? "HTTP \(status) \(HTTPURLResponse.localizedString(forStatusCode: status))")
  }

  /// The answer to a GET of `url`, whatever its status: for a client that reads an API's error
  /// bodies itself, such as ``NewsAPIService``.
  ///
  /// - Parameters:
  ///   - url: what to fetch, on this source's server or another.
  ///   - headers: header fields to send, e.g. an API key.
  /// - Returns: the status (`nil` when the answer had none to read) and the body.
  /// - Throws: ``ServiceError/network(_:)`` when no answer came (refused, too slow, a refused
  ///   redirect, broken framing), ``ServiceError/decoding(_:)`` for a body over the cap.
  package func answer(from url: URL, headers: [HTTPHeader] = []) async throws(ServiceError) -> (
    status: Int?, body: Data
  ) {
    let outcome =
      url.scheme?.lowercased() == "http"
      ? await PlainHTTPFetch(url: url, timeout: timeout, maximumBodySize: maximumBodySize, headers: headers).run()
      : await HTTPFetch.bounded(url, timeout: timeout, maximumBodySize: maximumBodySize, headers: headers)
    switch outcome {
    case .answer(let code, let body): return (code, body)
    case .failed(let error): throw .network(Self.describe(error, url: url))
    case .unreachable(let reason): throw .network(reason)
    case .refused(let error): throw .network("\(Self.hostName(url)): \(error)")
    case .stopped(.cancelled): throw .network("the request was cancelled")
    case .stopped(.deadline):
      throw .network(
        "\(Self.hostName(url)) did not answer in time (a request may take \(String(format: "%g", timeout)) s)")
    case .stopped(.tooLarge):
      throw .decoding("the answer from \(Self.hostName(url)) is larger than \(maximumBodySize / 1_048_576) MB")
    case .stopped(.redirect(let target)):
      throw .network(
        "\(Self.hostName(url)) redirected to \(Self.shown(target, sending: headers)); "
          + "only a redirect to the same scheme, host and port is followed")
    }
  }

  /// Where a refused redirect pointed, as a message may show it: its scheme, host and port,
  /// never its path or query, and nothing at all when even that holds a value the request sent
  /// (a server can echo an API key anywhere in an address).
  private static func shown(_ target: URL?, sending headers: [HTTPHeader]) -> String {
    guard let target else { return "an address it could not read" }
    let origin = HTTPFetch.origin(of: target)
    let echoes = headers.contains { !$0.value.isEmpty && origin.lowercased().contains($0.value.lowercased()) }
    return echoes ? "another address" : origin
  }

  /// The host and port as typed in a URL, e.g. `127.0.0.1:8000` or `[::1]:8000`.
  static func hostName(_ url: URL) -> String {
    HTTPFetch.hostName(url)
  }

  private static func describe(_ error: any Error, url: URL) -> String {
    let host = hostName(url)
    switch (error as? URLError)?.code {
    case .timedOut?: return "\(host) did not answer in time"
    case .cannotConnectToHost?: return "\(host) refused the connection"
    case .cannotFindHost?: return "no host named \(url.host ?? url.absoluteString)"
    case .notConnectedToInternet?: return "not connected to the internet"
    default: return "\(host): \(error.localizedDescription)"
    }
  }

  /// The `message` of an API's JSON error body, if it has one.
  private static func apiMessage(in data: Data) -> String? {
    struct ErrorBody: Decodable { var message: String? }
    return (try? JSONDecoder().decode(ErrorBody.self, from: data))?.message
  }
}
