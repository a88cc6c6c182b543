import Domain
import TextUI

/// Builds the news modules and moves between them: the "C" of MVP+C.
///
/// The window keeps the coordinator alive; the coordinator holds the window weakly and the
/// presenters hold the coordinator weakly, so closing the window frees everything.
@MainActor
public final class NewsCoordinator: NewsNavigating {
  private weak var window: Window?
  private let service: any NewsService

  public init(window: Window, service: any NewsService) {
    self.window = window
    self.service = service
  }

  public func start() async {
    let presenter = NewsListPresenter(service: service, navigator: self)
    await window?.setRoot(NewsListScreen(presenter: presenter))
  }

  public func showDetail(of article: Article) async {
    let presenter = ArticleDetailPresenter(article: article, navigator: self)
    Trace.message(from: "Coordinator", to: "Window", "push(ArticleDetailScreen)")
    await window?.push(ArticleDetailScreen(presenter: presenter))
  }

  public func closeDetail() {
    Trace.message(from: "Coordinator", to: "Window", "pop()")
    window?.pop()
  }
}
