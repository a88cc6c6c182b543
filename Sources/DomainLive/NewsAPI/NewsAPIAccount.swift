import Foundation
import HTTPClient

/// A learner's NewsAPI account, read from the environment: the key in `NEWSAPI_KEY`, and where
/// NewsAPI is (`https://newsapi.org`, or `NEWSAPI_URL`, which tests point at a loopback server).
///
/// The key is never shown: not in a message, not in a description of the account. It travels
/// only in the `X-Api-Key` header of the requests.
package struct NewsAPIAccount: Sendable, CustomStringConvertible, CustomDebugStringConvertible {
  /// The environment variable that holds the key.
  package static let keyVariable = "NEWSAPI_KEY"
  /// The environment variable that moves NewsAPI elsewhere, e.g. `http://127.0.0.1:8000`.
  package static let addressVariable = "NEWSAPI_URL"
  /// Where NewsAPI is unless `NEWSAPI_URL` says otherwise.
  package static let defaultAddress = URL(string: "https://newsapi.org")!
  /// Where a learner gets a key.
  package static let registration = "https://newsapi.org/register"

  /// Why the environment gives no account.
  package enum Problem: Error, Equatable {
    /// `NEWSAPI_KEY` is unset or empty.
    case noKey
    /// `NEWSAPI_KEY` holds something no NewsAPI key looks like (a space, a line break,
    /// punctuation); it is not repeated.
    case unreadableKey
    /// `NEWSAPI_URL` is not an http or https URL; its text as typed.
    case unreadableAddress(String)
  }

  /// Where NewsAPI is: its scheme, host and port, and a path prefix if any.
  package let baseURL: URL
  /// The key, as the header that carries it.
  let keyHeader: HTTPHeader

  /// The account the environment describes.
  ///
  /// The key may have spaces or a line break around it (as pasted); inside, it must be letters,
  /// digits, `-`, `_` or `.`, at most 128 of them. NewsAPI's keys are 32 hexadecimal digits.
  ///
  /// - Parameter environment: the process's environment variables.
  /// - Throws: ``Problem`` when the key is missing or unreadable, or `NEWSAPI_URL` is not a URL.
  package init(environment: [String: String]) throws(Problem) {
    let key = (environment[Self.keyVariable] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    guard !key.isEmpty else { throw .noKey }
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.".utf8)
    guard key.utf8.count <= 128, key.utf8.allSatisfy(allowed.contains),
      let header = HTTPHeader(name: "X-Api-Key", value: key)
    else { throw .unreadableKey }
    keyHeader = header
    if let text = environment[Self.addressVariable], !text.isEmpty {
      guard let url = HTTPDataSource.baseURL(from: text) else { throw .unreadableAddress(text) }
      baseURL = url
    } else {
      baseURL = Self.defaultAddress
    }
  }

  /// Whether `text` holds the key, so that a message can leave out what a server echoed.
  ///
  /// - Parameter text: text that came from the server.
  /// - Returns: `true` when the key appears in it.
  func reveals(_ text: String) -> Bool {
    text.contains(keyHeader.value)
  }

  /// Where NewsAPI is; the key is not part of it.
  package var description: String { "NewsAPI at \(baseURL.absoluteString)" }
  package var debugDescription: String { description }
}
