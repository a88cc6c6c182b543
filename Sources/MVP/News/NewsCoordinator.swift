import Domain
import TextUI
import Tracing

/// Builds the news modules and moves between them: the "C" of MVP+C.
///
/// The window keeps the coordinator alive; the coordinator holds the window weakly and the
/// presenters hold the coordinator weakly, so closing the window frees everything.
@MainActor
final class NewsCoordinator: NewsCoordinating {
  private weak var window: Window?
  private let service: any NewsService

  init(window: Window, service: any NewsService) {
    self.window = window
    self.service = service
  }

  func start() async {
    let presenter = NewsListPresenter(service: service, coordinator: self)
    await window?.setRoot(NewsListView(presenter: presenter))
  }

  func showDetail(of article: Article) {
    Trace.message(from: "Presenter", to: "Coordinator", "showDetail(of: \(literal: article.title ?? ""))")
    let presenter = ArticleDetailPresenter(article: article, coordinator: self)
    window?.push(ArticleDetailView(presenter: presenter))
  }

  func closeDetail() {
    Trace.message(from: "Presenter", to: "Coordinator", "closeDetail()")
    window?.pop()
  }
}
