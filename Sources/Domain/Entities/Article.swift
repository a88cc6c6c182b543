import Foundation

/// A news article in the NewsAPI shape: every field may be missing or `null`.
public struct Article: Codable, Hashable, Sendable {
  /// Where an article comes from.
  public struct Source: Codable, Hashable, Sendable {
    public var id: String?
    public var name: String?

    public init(id: String? = nil, name: String? = nil) {
      self.id = id
      self.name = name
    }
  }

  public var source: Source?
  public var author: String?
  public var title: String?
  public var description: String?
  public var url: String?
  public var urlToImage: String?
  public var publishedAt: String?
  public var content: String?

  public init(
    source: Source? = nil, author: String? = nil, title: String? = nil,
    description: String? = nil, url: String? = nil, urlToImage: String? = nil,
    publishedAt: String? = nil, content: String? = nil
  ) {
    self.source = source
    self.author = author
    self.title = title
    self.description = description
    self.url = url
    self.urlToImage = urlToImage
    self.publishedAt = publishedAt
    self.content = content
  }
}

/// The NewsAPI response: only `articles` is required.
public struct NewsResponse: Codable, Hashable, Sendable {
  public var status: String?
  public var totalResults: Int?
  public var articles: [Article]
  /// NewsAPI's error code and message, present when `status` is `"error"`.
  public var code: String?
  public var message: String?

  public init(
    status: String? = "ok", totalResults: Int? = nil, articles: [Article],
    code: String? = nil, message: String? = nil
  ) {
    self.status = status
    self.totalResults = totalResults ?? articles.count
    self.articles = articles
    self.code = code
    self.message = message
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    status = try container.decodeIfPresent(String.self, forKey: .status)
    totalResults = try container.decodeIfPresent(Int.self, forKey: .totalResults)
    code = try container.decodeIfPresent(String.self, forKey: .code)
    message = try container.decodeIfPresent(String.self, forKey: .message)
    if status == "error" {
      articles = try container.decodeIfPresent([Article].self, forKey: .articles) ?? []
    } else {
      articles = try container.decode([Article].self, forKey: .articles)
    }
  }
}

extension Article {
  /// What a screen shows in place of a missing or blank field.
  public enum Placeholder {
    public static let source = "Unknown source"
    public static let author = "Unknown author"
    public static let title = "Untitled"
    public static let description = "No description"
    public static let content = "No content"
    public static let date = "Unknown date"

    /// `value` when it has text, otherwise `placeholder`.
    public static func text(_ value: String?, or placeholder: String) -> String {
      guard let value, !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
        return placeholder
      }
      return value
    }
  }
}
