import DeclarativeUI
import Domain
import Tracing

/// The driver detail screen, declared: the alert of a failed save above the labelled fields,
/// read from a store scoped to the list's `detail`; `star` is a toolbar button that sends an
/// action, `back` the navigation stack's, which the list's path sends.
struct FavouriteDetailScreen: View {
  /// The detail's store, scoped from the list's.
  let store: Store<FavouriteDetailFeature.State, FavouriteDetailFeature.Action>

  var body: some View {
    let state = store.state
    VStack {
      // The alert stands above the fields rather than in their place: an empty view carries it.
      if let error = state.saveError {
        EmptyView().alert(FailureText.favouriteNotSaved, message: error.favouritesMessage, isPresented: true)
      }
      Form {
        for field in DisplayFormat.favouriteFields(state.driver, isFavourite: state.isFavourite) {
          LabeledContent(field.label, value: field.value)
        }
      }
    }
    .toolbar {
      Button(.star) { send(.starTapped) }
    }
    .navigationTitle("Driver")
  }

  private func send(_ action: FavouriteDetailFeature.Action) {
    Trace.message(from: "View", to: "Store", "send(\(action.traceText))")
    store.send(action)
  }
}
