import Observation

/// The news list view the presenter talks to, for the declarative screen: it keeps what the
/// presenter says, and ``NewsListScreen`` draws it.
///
/// It conforms to the same ``NewsListViewInterface`` as the imperative `NewsListView`, owns the
/// presenter as that view does, and the presenter holds it weakly.
@Observable
@MainActor
final class NewsListViewState: NewsListViewInterface, ListPanelViewState {
  /// The presenter the screen sends the user's events to.
  @ObservationIgnored let presenter: any NewsListPresenterInterface
  var panel = ListPanelState()

  init(presenter: any NewsListPresenterInterface) {
    self.presenter = presenter
  }

}
