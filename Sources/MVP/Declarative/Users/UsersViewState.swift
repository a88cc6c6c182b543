import Observation
import TextUI
import Tracing

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
  @ObservationIgnored let presenter: UsersPresenter
  var panel = ListPanelState()

  init(presenter: UsersPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
  }

  func show(users: [UserRowViewData]) {
    Trace.message(from: "Presenter", to: "View", "show(users: \(count: users.count, "row"))")
    show(rows: users.map { Row(title: $0.title, detail: $0.detail) })
  }
}
