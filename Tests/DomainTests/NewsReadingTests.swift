import Domain
import DomainTestSupport
import Testing

/// NewsAPI's text as a reader shows it: what real responses carry (markup, entities, line
/// breaks, bylines with links, cut content, `[Removed]` placeholders, repeated addresses).
@Suite("News as a reader shows it")
struct NewsReadingTests {
  @Test(arguments: [
    ("S&amp;P 500 futures", "S&P 500 futures"),
    ("&quot;doing what&#39;s right&quot;", "\"doing what's right\""),
    ("Tesla&#x2019;s &lt;b&gt;plan&lt;/b&gt;", "Tesla’s <b>plan</b>"),
    ("Walt Disney <a href=\"https://x\" target=\"_blank\">(DIS.N)</a>", "Walt Disney (DIS.N)"),
    ("caf&eacute; &hellip; na&iuml;ve&nbsp;idea", "café … naïve\u{00A0}idea"),
    ("a < b and c > d", "a < b and c > d"),
    ("AT&T and &unknown; and &amp", "AT&T and &unknown; and &amp"),
    ("x<!-- a comment -->y<script>alert(1)</script>z", "xyz"),
    ("&#0; &#xD800; &#1114112;", "\u{FFFD} \u{FFFD} \u{FFFD}"),
  ])
  func plain_removesTagsThenDecodesEntities(html: String, text: String) {
    #expect(ReaderText.plain(html) == text)
  }

  @Test func plain_startsALineAtBlockTags() {
    #expect(
      ReaderText.paragraphs("<ul><li>One</li><li>Two</li></ul><p>Three<br>Four</p>") == ["One", "Two", "Three", "Four"])
  }

  @Test func paragraphs_breakAtEveryLineBreakAndDropBlankOnes() {
    #expect(
      ReaderText.paragraphs("(marketscreener.com) \n \n * Media firms up\r\nsecond\rthird\n\n\n  spaced   out  ")
        == ["(marketscreener.com)", "* Media firms up", "second", "third", "spaced out"])
    #expect(ReaderText.paragraphs(" \n\t\n") == [])
  }

  @Test func line_collapsesEveryRunOfWhitespace() {
    #expect(ReaderText.line("  A\ntitle \t on\r\ntwo lines ") == "A title on two lines")
  }

  @Test(arguments: [
    (
      "Danielle Chemtob, Forbes Staff, \n Danielle Chemtob, Forbes Staff\n https://www.forbes.com/sites/x",
      "Danielle Chemtob, Forbes Staff"
    ),
    ("https://www.example.com/people/jane\nJane Doe", "Jane Doe"),
    ("Jane Doe https://twitter.com/jane", "Jane Doe"),
    ("www.example.com", ""),
    ("<a href=\"/about\">Reuters</a>", "Reuters"),
  ])
  func byline_isTheFirstNameLineWithoutLinks(author: String, byline: String) {
    #expect(ReaderText.byline(author) == byline)
  }

  @Test func articleText_saysWhatNewsAPICut_andShowsTheLink() {
    // given content NewsAPI cut, as it sends it
    let article = Article.stub(
      content: "Thailand&#39;s Prime Minister said … [+2964 chars]", url: "https://example.com/thailand")

    // when
    let text = ArticleText(article)

    // then
    #expect(text.content == ["Thailand's Prime Minister said …", "2,964 more characters at the source."])
    #expect(text.link == "https://example.com/thailand")
    #expect(
      ArticleText(Article.stub(content: "[+1 chars]")).content == ["No content", "1 more character at the source."])
    #expect(ArticleText(Article.stub(content: "Costs [+5] chars]")).content == ["Costs [+5] chars]"])
  }

  @Test func articleText_givesEveryMissingFieldItsPlaceholder() {
    let text = ArticleText(Article(author: " \n https://example.com ", title: "<b></b>", description: "<p></p>"))
    #expect(text.title == "Untitled")
    #expect(text.author == "Unknown author")
    #expect(text.description == ["No description"])
    #expect(text.content == ["No content"])
    #expect(text.link == "No link")
  }

  @Test func feed_leavesOutRemovedPlaceholders_andCountsThem() {
    // given NewsAPI's placeholders among real articles
    let removed = Article(
      source: .init(id: nil, name: "[Removed]"), title: "[Removed]", description: "[Removed]",
      url: "https://removed.com", publishedAt: "1970-01-01T00:00:00Z", content: "[Removed]")
    let fetched = [Article.stub(title: "One"), removed, Article.stub(title: "Two"), removed]

    // when
    let feed = NewsFeed(fetched)

    // then
    #expect(feed.articles.map(\.title) == ["One", "Two"])
    #expect(feed.removedCount == 2)
    #expect(feed.notice == "2 removed articles not shown")
    #expect(NewsFeed([removed]).notice == "1 removed article not shown")
    #expect(NewsFeed([Article.stub()]).notice == nil)
  }

  @Test func feed_listsAnAddressOnce_andKeepsArticlesWithoutOne() {
    let first = Article.stub(title: "Same story", url: "https://example.com/story")
    let again = Article.stub(title: "Same story, again", url: " https://example.com/story ")
    let feed = NewsFeed([first, again, Article(title: "No address"), Article(title: "No address either")])
    #expect(feed.articles.map(\.title) == ["Same story", "No address", "No address either"])
    #expect(feed.removedCount == 0)
  }

  @Test func search_findsWhatTheReaderSees() {
    let article = Article.stub(title: "S&amp;P 500 <b>rallies</b>", description: "Tesla’s quarter")
    #expect(article.matches(SearchQuery("s&p 500")))
    #expect(article.matches(SearchQuery("tesla's")))
    #expect(!article.matches(SearchQuery("amp")))
    #expect(!article.matches(SearchQuery("<b>")))
  }
}
