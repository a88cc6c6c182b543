import Domain
import TextUI
import Tracing

/// The driver detail screen: an alert when saving failed, then labelled fields, drawn from a
/// store scoped to the favourites list's `detail`.
@MainActor
final class FavouriteDetailView: Screen {
  /// The screen's store, scoped from the list's; the view owns it.
  let store: Store<FavouriteDetailFeature.State, FavouriteDetailFeature.Action>
  /// The alert above the fields while the last save has failed; `nil` otherwise.
  private var alert: Alert?
  /// The driver's fields, its star included.
  private var fields = LabeledFields([])

  init(store: Store<FavouriteDetailFeature.State, FavouriteDetailFeature.Action>) {
    self.store = store
    render(store.state)
    store.observe(by: self) { [weak self] state in self?.render(state) }
  }

  let title = "Driver"

  func body() -> [String] {
    Layout.stack(alert?.lines ?? [], fields.lines)
  }

  /// Shows `state`: the alert of a failed save, if any, and the driver's fields. Called with the
  /// state the view starts with, then with each new one the store publishes.
  private func render(_ state: FavouriteDetailFeature.State) {
    alert = state.saveError.map { Alert(title: FailureText.favouriteNotSaved, message: $0.favouritesMessage) }
    fields = LabeledFields(DisplayFormat.favouriteFields(state.driver, isFavourite: state.isFavourite))
  }

  /// What the user can do here: each sends an action, traced where it is sent.
  var actions: [ScreenAction] {
    [
      .star { [weak self] in self?.send(.starTapped) },
      .back { [weak self] in self?.send(.backTapped) },
    ]
  }

  private func send(_ action: FavouriteDetailFeature.Action) {
    Trace.message(from: "View", to: "Store", "send(\(action.traceText))")
    store.send(action)
  }
}
