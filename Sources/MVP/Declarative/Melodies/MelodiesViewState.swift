import Observation
import TextUI
import Tracing

/// The melodies view the presenter talks to, for the declarative screen: it keeps what the
/// presenter says (the network line and the list), and ``MelodiesScreen`` draws it.
///
/// It conforms to the same ``MelodiesViewInterface`` as the imperative `MelodiesView`, owns the
/// presenter as that view does, and the presenter holds it weakly.
@Observable
@MainActor
final class MelodiesViewState: MelodiesViewInterface, ListPanelViewState {
  /// The presenter the screen sends the user's events to.
  @ObservationIgnored let presenter: MelodiesPresenter
  var panel = ListPanelState()
  /// The line that says whether the network is on, e.g. `Network: online`.
  var networkState = ""

  init(presenter: MelodiesPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
  }

  func showNetworkState(_ text: String) {
    Trace.message(from: "Presenter", to: "View", "showNetworkState(\(literal: text))")
    networkState = text
  }

  func show(melodies: [MelodyRowViewData], notice: String?) {
    Trace.message(
      from: "Presenter", to: "View",
      "show(melodies: \(count: melodies.count, "row"), notice: \(literal: notice))")
    show(rows: melodies.map { Row(title: $0.title, detail: $0.detail) }, notice: notice)
  }
}
