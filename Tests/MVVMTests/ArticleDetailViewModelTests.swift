import Domain
import DomainTestSupport
import Testing

@testable import MVVM

@Suite(.tags(.news))
@MainActor
struct ArticleDetailViewModelTests {
  private let coordinator = NewsCoordinatorSpy()

  @Test func outputs_formatEveryField() {
    // given
    let viewModel = ArticleDetailViewModel(article: .stub(), coordinator: coordinator)

    // then
    let outputs = viewModel.outputs
    #expect(outputs.title == "Swift on Linux")
    #expect(outputs.author == "Jane Doe")
    #expect(outputs.source == "Swift Blog")
    #expect(outputs.date == "17 Sep 2024, 14:30 UTC")
    #expect(outputs.link == "https://example.com/swift-on-linux")
    #expect(outputs.description == ["Servers and tools."])
    #expect(outputs.content == ["Body text."])
  }

  @Test func outputs_forArticleWithEveryFieldMissing_showDefaults() {
    // given
    let viewModel = ArticleDetailViewModel(article: Article(), coordinator: coordinator)

    // then
    let outputs = viewModel.outputs
    #expect(
      [outputs.title, outputs.author, outputs.source, outputs.date, outputs.link] + outputs.description
        + outputs.content == [
          "Untitled", "Unknown author", "Unknown source", "Unknown date", "No link", "No description", "No content",
        ])
  }

  @Test func backTapped_asksTheCoordinatorToCloseTheDetail() {
    // given
    let viewModel = ArticleDetailViewModel(article: .stub(), coordinator: coordinator)

    // when
    viewModel.inputs.backTapped()

    // then
    #expect(coordinator.closeCount == 1)
  }
}
