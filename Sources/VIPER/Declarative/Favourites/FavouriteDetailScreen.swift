import DeclarativeUI
import Tracing

/// The driver detail, as a value: the alert of a failed save above the fields, and `star`,
/// which goes to the presenter. Its `back` is the navigation stack's, which
/// ``FavouritesStackScreen`` sends to the presenter.
struct FavouriteDetailScreen: View {
  let state: FavouriteDetailViewState

  var body: some View {
    VStack {
      if let alert = state.alert {
        // The alert stands above the fields, which stay: it covers nothing.
        EmptyView().alert(alert.title, message: alert.message, isPresented: true)
      }
      Form {
        for field in state.fields { LabeledContent(field.label, value: field.value) }
      }
    }
    .toolbar {
      Button(.star) {
        Trace.message(from: "View", to: "Presenter", "starTapped()")
        state.presenter.starTapped()
      }
    }
    .navigationTitle("Driver")
    .onAppear {
      Trace.message(from: "View", to: "Presenter", "viewDidLoad()")
      state.presenter.viewDidLoad()
    }
  }
}
