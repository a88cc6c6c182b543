import Observation
import Tracing

/// The melodies view the presenter talks to, for the declarative screen: it keeps what the
/// presenter says (the network line, the notice and the list), and ``MelodiesScreen`` draws it.
///
/// It conforms to the same ``MelodiesViewInterface`` as the imperative `MelodiesView`, owns the
/// presenter as that view does, and the presenter holds it weakly.
@Observable
@MainActor
final class MelodiesViewState: MelodiesViewInterface, ListPanelViewState {
  /// The presenter the screen sends the user's events to.
  @ObservationIgnored let presenter: any MelodiesPresenterInterface
  var panel = ListPanelState()
  /// The line that says whether the network is on, e.g. `Network: online`.
  var networkState = ""

  init(presenter: any MelodiesPresenterInterface) {
    self.presenter = presenter
  }

  func showNetworkState(_ text: String) {
    Trace.message(from: "Presenter", to: "View", "showNetworkState(\(literal: text))")
    networkState = text
  }
}
