import Domain
import TextUI
import Tracing

/// The driver detail screen: an alert when saving failed, then labelled fields, drawn from a
/// store scoped to the favourites list's `detail`.
@MainActor
final class FavouriteDetailView: Screen {
  /// The screen's store, scoped from the list's; the view owns it.
  let store: Store<FavouriteDetailFeature.State, FavouriteDetailFeature.Action>

  init(store: Store<FavouriteDetailFeature.State, FavouriteDetailFeature.Action>) {
    self.store = store
    store.observe(by: self) { _ in }
  }

  let title = "Driver"

  func body() -> [String] {
    let state = store.state
    let alert = state.saveError.map {
      Alert(title: FailureText.favouriteNotSaved, message: $0.favouritesMessage).lines
    }
    return Layout.stack(
      alert ?? [], LabeledFields(DisplayFormat.favouriteFields(state.driver, isFavourite: state.isFavourite)).lines)
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
