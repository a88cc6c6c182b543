import Observation
import TextUI
import Tracing

/// The favourites list view the presenter talks to, for the declarative screen: it keeps what
/// the presenter says, and ``FavouritesScreen`` draws it.
///
/// It conforms to the same ``FavouritesViewInterface`` as the imperative `FavouritesView`, owns
/// the presenter as that view does, and the presenter holds it weakly.
@Observable
@MainActor
final class FavouritesViewState: FavouritesViewInterface, ListPanelViewState {
  /// The presenter the screen sends the user's events to.
  @ObservationIgnored let presenter: FavouritesPresenter
  var panel = ListPanelState()

  init(presenter: FavouritesPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
  }

  func show(favourites: [FavouriteRowViewData]) {
    Trace.message(from: "Presenter", to: "View", "show(favourites: \(count: favourites.count, "row"))")
    show(rows: favourites.map { Row(title: $0.title, detail: $0.detail) })
  }
}
