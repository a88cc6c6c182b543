import Foundation

/// What both HTTP clients share: how a fetch ends, and which redirects they follow.
package enum HTTPFetch {
  /// Why a fetch ended without an answer of its own.
  package enum Stop: Equatable, Sendable {
    case deadline
    case tooLarge
    case redirect(String)
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
  /// deadline, a body cap, and redirects only to https on the same host.
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

  /// Whether a redirect from `origin` to `target` stays on http or https and on the same host,
  /// and does not fall from https to http (which would send the rest in clear).
  ///
  /// - Parameters:
  ///   - origin: the URL first asked for.
  ///   - target: where the server redirects to.
  /// - Returns: whether the client follows the redirect.
  package static func mayFollow(from origin: URL, to target: URL) -> Bool {
    guard let scheme = target.scheme?.lowercased(), ["http", "https"].contains(scheme),
      let host = target.host?.lowercased(), host == origin.host?.lowercased()
    else { return false }
    return !(origin.scheme?.lowercased() == "https" && scheme == "http")
  }

  /// The host and port as typed in a URL, e.g. `127.0.0.1:8000` or `[::1]:8000`.
  package static func hostName(_ url: URL) -> String {
    guard let host = url.host else { return url.absoluteString }
    let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    return shown + (url.port.map { ":\($0)" } ?? "")
  }
}
