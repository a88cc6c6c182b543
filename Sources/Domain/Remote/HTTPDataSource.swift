import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// JSON documents fetched over HTTP from `<base URL>/<resource>.json` (`--api URL`).
///
/// Every failure becomes a ``ServiceError`` a learner can read: a refused connection or a
/// timeout is ``ServiceError/network(_:)``, an HTTP error status is ``ServiceError/api(_:)``
/// (with the API's own `message` when its body has one).
public struct HTTPDataSource: DataSource {
  public let baseURL: URL
  public let timeout: TimeInterval

  /// - Parameters:
  ///   - baseURL: the folder the documents are in, e.g. `http://127.0.0.1:8000`.
  ///   - timeout: how long a request may take, in seconds.
  public init(baseURL: URL, timeout: TimeInterval = 10) {
    self.baseURL = baseURL
    self.timeout = timeout
  }

  public func location(of resource: Resource) -> String {
    url(for: resource).absoluteString
  }

  public func data(for resource: Resource) async throws(ServiceError) -> Data {
    try await fetch(url(for: resource))
  }

  /// The document of `resource` with `query` items, e.g. a news search's `q`.
  public func data(for resource: Resource, query: [URLQueryItem]) async throws(ServiceError) -> Data {
    var components = URLComponents(url: url(for: resource), resolvingAgainstBaseURL: false)
    components?.queryItems = query
    return try await fetch(components?.url ?? url(for: resource))
  }

  func url(for resource: Resource) -> URL {
    baseURL.appendingPathComponent(resource.fileName)
  }

  private func fetch(_ url: URL) async throws(ServiceError) -> Data {
    var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    let session = URLSession(configuration: configuration)
    defer { session.finishTasksAndInvalidate() }
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: request)
    } catch {
      throw .network(Self.describe(error, url: url))
    }
    guard let status = (response as? HTTPURLResponse)?.statusCode, !(200..<300).contains(status) else {
      return data
    }
    throw .api(Self.apiMessage(in: data) ?? "HTTP \(status) \(HTTPURLResponse.localizedString(forStatusCode: status))")
  }

  private static func describe(_ error: any Error, url: URL) -> String {
    let host = url.host.map { "\($0)\(url.port.map { ":\($0)" } ?? "")" } ?? url.absoluteString
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
