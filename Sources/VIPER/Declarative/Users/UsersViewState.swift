import Observation

/// The users view the presenter talks to, for the declarative screen: it keeps what the
/// presenter says, and ``UsersScreen`` draws it.
///
/// A SwiftUI view is a value, so it cannot be the object a presenter holds weakly and calls;
/// this observable object is, conforming to the same ``UsersViewInterface`` as the imperative
/// `UsersView`. It owns the presenter, as that view does, and the presenter holds it weakly.
@Observable
@MainActor
final class UsersViewState: UsersViewInterface, ListPanelViewState {
  /// The presenter the screen sends the user's events to.
  @ObservationIgnored let presenter: any UsersPresenterInterface
  var panel = ListPanelState()

  init(presenter: any UsersPresenterInterface) {
    self.presenter = presenter
  }
}
