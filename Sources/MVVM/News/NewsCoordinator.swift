import Domain
import TextUI
import Tracing

/// Where the news view models navigate; the coordinator implements it.
@MainActor
protocol NewsCoordinating: AnyObject {
  /// Pushes a detail screen for `article`.
  func showDetail(of article: Article)
  /// Goes back from the detail screen to the list.
  func closeDetail()
}

/// Builds the news view models and views and moves between them: the "C" of MVVM+C.
///
/// The window keeps the coordinator alive; the coordinator holds the window weakly and the view
/// models hold the coordinator weakly, so closing the window frees everything.
@MainActor
final class NewsCoordinator: NewsCoordinating {
  private weak var window: Window?
  private let service: any NewsService

  /// - Parameters:
  ///   - window: where the screens are shown; held weakly.
  ///   - service: the news service the list asks.
  init(window: Window, service: any NewsService) {
    self.window = window
    self.service = service
  }

  /// Shows the news list as the window's root; returns when it has loaded.
  func start() async {
    let viewModel = NewsListViewModel(service: service, coordinator: self)
    await window?.setRoot(NewsListView(viewModel: viewModel))
  }

  func showDetail(of article: Article) {
    Trace.message(from: "ViewModel", to: "Coordinator", "showDetail(of: \(literal: article.title ?? ""))")
    let viewModel = ArticleDetailViewModel(article: article, coordinator: self)
    window?.push(ArticleDetailView(viewModel: viewModel))
  }

  func closeDetail() {
    Trace.message(from: "ViewModel", to: "Coordinator", "closeDetail()")
    window?.pop()
  }
}
