import Observation

/// The favourites list view the presenter talks to, for the declarative screen: it keeps what
/// the presenter says, and ``FavouritesScreen`` draws it.
///
/// It conforms to the same ``FavouritesViewInterface`` as the imperative `FavouritesView`, owns
/// the presenter as that view does, and the presenter holds it weakly.
@Observable
@MainActor
final class FavouritesViewState: FavouritesViewInterface, ListPanelViewState {
  /// The presenter the screen sends the user's events to.
  @ObservationIgnored let presenter: any FavouritesPresenterInterface
  var panel = ListPanelState()

  init(presenter: any FavouritesPresenterInterface) {
    self.presenter = presenter
  }
}
