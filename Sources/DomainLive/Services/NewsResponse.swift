import Domain
import Foundation

/// The NewsAPI response: only `articles` is required.
///
/// An answer whose ``status`` is `"error"` may leave `articles` out; it carries ``code`` and
/// ``message`` instead, and the news service turns it into an error.
package struct NewsResponse: Codable, Hashable, Sendable {
  /// `"ok"`, or `"error"` when the API refused the request.
  package var status: String?
  /// How many articles the API found, which may be more than it sent.
  package var totalResults: Int?
  /// The articles, in the API's order.
  package var articles: [Article]
  /// NewsAPI's error code, e.g. `apiKeyInvalid`, present when ``status`` is `"error"`.
  package var code: String?
  /// NewsAPI's error message, present when ``status`` is `"error"`; the error alert shows it.
  package var message: String?

  /// Creates a response, by default a successful one.
  ///
  /// - Parameters:
  ///   - status: `"ok"` or `"error"`.
  ///   - totalResults: how many articles were found; `nil` counts `articles`.
  ///   - articles: the articles.
  ///   - code: the error code of an error response.
  ///   - message: the error message of an error response.
  package init(
    status: String? = "ok", totalResults: Int? = nil, articles: [Article],
    code: String? = nil, message: String? = nil
  ) {
    self.status = status
    self.totalResults = totalResults ?? articles.count
    self.articles = articles
    self.code = code
    self.message = message
  }

  /// Decodes a response; `articles` may be missing only when ``status`` is `"error"`.
  ///
  /// - Parameter decoder: the decoder to read from.
  /// - Throws: `DecodingError` when a field has the wrong type, or when `articles` is missing
  ///   from a response that is not an error.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    status = try container.decodeIfPresent(String.self, forKey: .status)
    totalResults = try container.decodeWholeNumberIfPresent(forKey: .totalResults)
    code = try container.decodeIfPresent(String.self, forKey: .code)
    message = try container.decodeIfPresent(String.self, forKey: .message)
    if status == "error" {
      articles = try container.decodeIfPresent([Article].self, forKey: .articles) ?? []
    } else {
      articles = try container.decode([Article].self, forKey: .articles)
    }
  }
}
