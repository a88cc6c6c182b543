import Domain
import DomainTestSupport
import Testing

@testable import MVC

@MainActor
@Suite(.tags(.news))
struct ArticleDetailViewControllerTests {
  @Test func appear_withFullArticle_showsFieldsDescriptionAndContent() async {
    // given
    let controller = ArticleDetailViewController(article: .stub(title: "Café culture and code"))

    // when
    await settling { controller.screenDidLoad() }

    // then
    #expect(controller.frame.title == "Article")
    #expect(controller.acceptedActions == [.back])
    #expect(
      controller.frame.lines == [
        "Title:  Café culture and code",
        "Author: Jane Doe",
        "Source: Swift Blog",
        "Date:   17 Sep 2024, 14:30 UTC",
        "Link:   https://example.com/café-culture-and-code",
        "",
        "Servers and tools.",
        "",
        "Body text.",
      ])
  }

  @Test func appear_withEveryFieldMissing_showsEveryDefault() async {
    // given
    let controller = ArticleDetailViewController(article: Article())

    // when
    await settling { controller.screenDidLoad() }

    // then
    #expect(
      controller.frame.lines == [
        "Title:  Untitled",
        "Author: Unknown author",
        "Source: Unknown source",
        "Date:   Unknown date",
        "Link:   No link",
        "",
        "No description",
        "",
        "No content",
      ])
  }

  @Test func appear_withBlankFieldsAndOddDate_showsDefaultsAndTheDateAsWritten() async {
    // given
    let article = Article.stub(description: "  ", author: "", publishedAt: "yesterday", content: nil)
    let controller = ArticleDetailViewController(article: article)

    // when
    await settling { controller.screenDidLoad() }

    // then
    #expect(controller.frame.lines[1] == "Author: Unknown author")
    #expect(controller.frame.lines[3] == "Date:   yesterday")
    #expect(controller.frame.lines.suffix(3) == ["No description", "", "No content"])
  }
}
