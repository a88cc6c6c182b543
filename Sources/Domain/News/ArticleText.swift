import Foundation

/// An article as a news reader shows it, every field written once for every pattern: text
/// without markup (``ReaderText``), the byline's name alone, paragraphs, a sentence for what
/// NewsAPI cut, and the address to read the rest at.
package struct ArticleText: Hashable, Sendable {
  /// The headline on one line, or `Untitled`.
  package var title: String
  /// Who wrote it (``ReaderText/byline(_:)``), or `Unknown author`.
  package var author: String
  /// The source's name on one line, or `Unknown source`.
  package var source: String
  /// When it was published (``DisplayFormat/publishedDate(_:)``).
  package var date: String
  /// The description's paragraphs, or `No description` alone.
  package var description: [String]
  /// The content's paragraphs, or `No content` alone; when NewsAPI cut the text, its last
  /// paragraph says how much is left at the source (``moreAtSource(_:)``).
  package var content: [String]
  /// The article's address, on one line, for the rest of it; `No link` when it has none.
  package var link: String

  /// The article as a reader shows it.
  ///
  /// - Parameter article: the article as the API sent it.
  package init(_ article: Article) {
    typealias Placeholder = Article.Placeholder
    title = Self.line(article.title, or: Placeholder.title)
    author = Placeholder.text(article.author.map(ReaderText.byline), or: Placeholder.author)
    source = Self.line(article.source?.name, or: Placeholder.source)
    date = DisplayFormat.publishedDate(article.publishedAt)
    let description = ReaderText.paragraphs(article.description ?? "")
    self.description = description.isEmpty ? [Placeholder.description] : description
    let (text, cut) = Self.splittingCutMarker(article.content ?? "")
    var content = ReaderText.paragraphs(text)
    if content.isEmpty { content = [Placeholder.content] }
    if let cut { content.append(Self.moreAtSource(cut)) }
    self.content = content
    link = Self.line(article.url, or: Placeholder.url)
  }

  /// The title a list row shows: ``title`` alone, for a row made of it and the source.
  ///
  /// - Parameter article: the article as the API sent it.
  /// - Returns: the headline on one line, or `Untitled`.
  package static func title(of article: Article) -> String {
    line(article.title, or: Article.Placeholder.title)
  }

  /// The source a list row shows beside the title.
  ///
  /// - Parameter article: the article as the API sent it.
  /// - Returns: the source's name on one line, or `Unknown source`.
  package static func source(of article: Article) -> String {
    line(article.source?.name, or: Article.Placeholder.source)
  }

  /// What NewsAPI's `[+2964 chars]` says, as a sentence: `2,964 more characters at the source.`
  ///
  /// - Parameter count: how many characters NewsAPI left out.
  /// - Returns: the sentence.
  package static func moreAtSource(_ count: Int) -> String {
    count == 1 ? "1 more character at the source." : "\(grouped(count)) more characters at the source."
  }

  /// `text` without NewsAPI's cut marker (` [+2964 chars]` at its end) and the count it
  /// names, or `text` and `nil` when it has none.
  static func splittingCutMarker(_ text: String) -> (text: String, cut: Int?) {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.hasSuffix(" chars]"), let open = trimmed.range(of: "[+", options: .backwards),
      let count = Int(trimmed[open.upperBound...].dropLast(" chars]".count)), count > 0
    else { return (text, nil) }
    return (String(trimmed[..<open.lowerBound]), count)
  }

  private static func line(_ value: String?, or placeholder: String) -> String {
    Article.Placeholder.text(value.map(ReaderText.line), or: placeholder)
  }

  /// `number` with a comma every three digits, e.g. `2,964`, whatever the locale.
  private static func grouped(_ number: Int) -> String {
    let formatter = NumberFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.numberStyle = .decimal
    formatter.groupingSeparator = ","
    formatter.usesGroupingSeparator = true
    return formatter.string(from: NSNumber(value: number)) ?? String(number)
  }
}
