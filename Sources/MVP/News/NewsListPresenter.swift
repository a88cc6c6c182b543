import Domain
import TextUI

/// Loads headlines or search results from the service and formats rows.
@MainActor
public final class NewsListPresenter {
  private weak var view: (any NewsListView)?
  private weak var navigator: (any NewsNavigating)?
  private let service: any NewsService
  private var articles: [Article] = []
  private var query = SearchQuery("")

  public init(service: any NewsService, navigator: any NewsNavigating) {
    self.service = service
    self.navigator = navigator
  }

  public func attach(view: any NewsListView) {
    self.view = view
  }

  public func detach() {
    view = nil
  }

  public func viewDidLoad() async {
    await loadArticles()
  }

  public func refreshRequested() async {
    await loadArticles()
  }

  public func searchSubmitted(_ text: String) async {
    query = SearchQuery(text)
    Trace.message(from: "Presenter", to: "View", "showSearchText(\(query.text.debugDescription))")
    view?.showSearchText(query.text)
    await loadArticles()
  }

  public func searchCleared() async {
    await searchSubmitted("")
  }

  public func articleSelected(at index: Int) async {
    guard articles.indices.contains(index) else { return }
    Trace.message(from: "Presenter", to: "Coordinator", "showDetail(of: article \(index + 1))")
    await navigator?.showDetail(of: articles[index])
  }

  private func loadArticles() async {
    Trace.message(from: "Presenter", to: "View", "showLoading()")
    view?.showLoading()
    do {
      if query.isEmpty {
        Trace.message(from: "Presenter", to: "Service", "topHeadlines()")
        articles = try await service.topHeadlines()
      } else {
        Trace.message(from: "Presenter", to: "Service", "searchArticles(matching: \(query.text.debugDescription))")
        articles = try await service.searchArticles(matching: query.text)
      }
      Trace.message(from: "Service", to: "Presenter", "\(articles.count) articles")
    } catch {
      Trace.message(from: "Service", to: "Presenter", "failed: \(error.message)")
      articles = []
      Trace.message(from: "Presenter", to: "View", "showError(\"Could not load news\")")
      view?.showError(title: "Could not load news", message: error.message)
      return
    }
    guard !articles.isEmpty else {
      let message = query.isEmpty ? "No articles" : "No articles match \"\(query.text)\"."
      Trace.message(from: "Presenter", to: "View", "showEmptyState(\(message.debugDescription))")
      view?.showEmptyState(message: message)
      return
    }
    Trace.message(from: "Presenter", to: "View", "show(articles: \(articles.count) rows)")
    view?.show(articles: articles.map(Self.row))
  }

  private static func row(for article: Article) -> ArticleRowViewData {
    ArticleRowViewData(
      title: Article.Placeholder.text(article.title, or: Article.Placeholder.title),
      source: Article.Placeholder.text(article.source?.name, or: Article.Placeholder.source))
  }
}
