import Foundation

/// What both HTTP clients share: how a fetch ends, and which redirects they follow.
package enum HTTPFetch {
  /// Why a fetch ended without an answer of its own.
  package enum Stop: Equatable, Sendable {
    case deadline
    case tooLarge
    /// A redirect the client does not follow, to this address (`nil` when it could not be read).
    /// It may hold what a hostile server echoed (a key in its path or query): a message names
    /// its ``HTTPFetch/origin(of:)`` at most.
    case redirect(URL?)
    /// The task that asked was cancelled.
    case cancelled
  }

  /// What a fetch ended with.
  package enum Outcome {
    /// The server's status and body.
    case answer(Int?, Data)
    case stopped(Stop)
    case failed(any Error)
    /// The server could not be reached, with a readable reason.
    case unreachable(String)
    /// The answer broke HTTP/1.1's framing or one of the client's limits.
    case refused(HTTPFramingError)
  }

  /// One `https://` GET through `URLSession`, bounded as ``BoundedFetch`` says: a whole-request
  /// deadline, a body cap, and redirects only to the same origin.
  ///
  /// - Parameters:
  ///   - url: what to fetch.
  ///   - timeout: how long the whole request may take, in seconds.
  ///   - maximumBodySize: the most bytes the body may have.
  ///   - headers: header fields to send besides `Accept`.
  /// - Returns: how the fetch ended.
  package static func bounded(
    _ url: URL, timeout: TimeInterval, maximumBodySize: Int, headers: [HTTPHeader] = []
  ) async -> Outcome {
    await BoundedFetch(url: url, timeout: timeout, maximumBodySize: maximumBodySize, headers: headers).run()
  }

  /// Whether a redirect from `origin` to `target` stays on the same origin: the same scheme
  /// (http or https), the same host and the same port, a missing port read as the scheme's
  /// default.
  ///
  /// The rule is the one browsers apply to a request's credentials: a header such as an API key
  /// is sent again only where it was first sent. Comparing hosts alone would hand the key to
  /// another port of the same host, which need not be the same server (curl's CVE-2022-27776);
  /// and https to http would send it in clear.
  ///
  /// - Parameters:
  ///   - origin: the URL first asked for.
  ///   - target: where the server redirects to.
  /// - Returns: whether the client follows the redirect.
  package static func mayFollow(from origin: URL, to target: URL) -> Bool {
    guard let scheme = target.scheme?.lowercased(), ["http", "https"].contains(scheme),
      scheme == origin.scheme?.lowercased(),
      let host = target.host?.lowercased(), host == origin.host?.lowercased()
    else { return false }
    return effectivePort(of: target) == effectivePort(of: origin)
  }

  /// The port a URL reaches: the one it names, or its scheme's default (80, 443).
  static func effectivePort(of url: URL) -> Int? {
    if let port = url.port { return port }
    switch url.scheme?.lowercased() {
    case "http": return 80
    case "https": return 443
    default: return nil
    }
  }

  /// Where a URL points, without its path, query or user: `https://example.com:4444`; a URL
  /// with no host, by its scheme alone (`a file: address`).
  ///
  /// - Parameter url: an address a server sent.
  /// - Returns: its scheme, host and port, as a message may show them.
  package static func origin(of url: URL) -> String {
    guard let scheme = url.scheme?.lowercased() else { return "an address without a scheme" }
    guard url.host != nil, ["http", "https"].contains(scheme) else { return "a \(scheme): address" }
    return "\(scheme)://\(hostName(url))"
  }

  /// The host and port as typed in a URL, e.g. `127.0.0.1:8000` or `[::1]:8000`.
  package static func hostName(_ url: URL) -> String {
    guard let host = url.host else { return url.absoluteString }
    let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    return shown + (url.port.map { ":\($0)" } ?? "")
  }
}
