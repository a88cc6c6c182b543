import Foundation

/// A news article in the NewsAPI shape: every field may be missing or `null`.
///
/// The fields are kept as the API sends them, optional and unformatted; screens show
/// ``Placeholder`` text for what is missing (``Placeholder/text(_:or:)``) and format the date
/// with ``DisplayFormat/publishedDate(_:)``.
public struct Article: Codable, Hashable, Sendable {
  /// Where an article comes from.
  public struct Source: Codable, Hashable, Sendable {
    /// NewsAPI's identifier of the source, e.g. `bbc-news`, if it has one.
    package var id: String?
    /// The source's name as readers know it, e.g. `BBC News`.
    public var name: String?

    /// Creates a source.
    ///
    /// - Parameters:
    ///   - id: NewsAPI's identifier of the source.
    ///   - name: the source's name.
    package init(id: String? = nil, name: String? = nil) {
      self.id = id
      self.name = name
    }
  }

  /// Where the article comes from.
  public var source: Source?
  /// Who wrote it.
  package var author: String?
  /// The headline; a news search matches it.
  public var title: String?
  /// A sentence or two on what the article says; a news search matches it too.
  public var description: String?
  /// The address of the article on the web.
  package var url: String?
  /// The address of the article's picture.
  package var urlToImage: String?
  /// When it was published, as the API writes it: ISO-8601 text, e.g. `2024-09-16T08:00:00Z`.
  public var publishedAt: String?
  /// The article's text, or the start of it.
  package var content: String?

  /// Creates an article; every field is optional, as in the API.
  ///
  /// - Parameters:
  ///   - source: where the article comes from.
  ///   - author: who wrote it.
  ///   - title: the headline.
  ///   - description: a sentence or two on what it says.
  ///   - url: the address of the article.
  ///   - urlToImage: the address of its picture.
  ///   - publishedAt: when it was published, as ISO-8601 text.
  ///   - content: the article's text.
  package init(
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

extension Article {
  /// What a screen shows in place of a missing or blank field.
  public enum Placeholder {
    /// Shown for a missing source: `Unknown source`.
    public static let source = "Unknown source"
    /// Shown for a missing author: `Unknown author`.
    package static let author = "Unknown author"
    /// Shown for a missing title: `Untitled`.
    public static let title = "Untitled"
    /// Shown for a missing description: `No description`.
    public static let description = "No description"
    /// Shown for missing content: `No content`.
    package static let content = "No content"
    /// Shown for a missing publication date: `Unknown date`.
    package static let date = "Unknown date"
    /// Shown for a missing address (``Article/url``): `No link`.
    package static let url = "No link"

    /// `value` when it has text, otherwise `placeholder`.
    ///
    /// A value of only spaces counts as missing, so no screen shows a blank title.
    ///
    /// - Parameters:
    ///   - value: a field of the article, e.g. its ``Article/author``.
    ///   - placeholder: the text to show instead, e.g. ``author``.
    /// - Returns: the value as it is, or the placeholder.
    public static func text(_ value: String?, or placeholder: String) -> String {
      guard let value, !value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
        return placeholder
      }
      return value
    }
  }
}
