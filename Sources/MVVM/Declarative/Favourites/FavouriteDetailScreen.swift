import DeclarativeUI
import Tracing

/// The driver detail screen, declared: the alert of a failed save above the labelled fields, as
/// the view model states them; `star` is a toolbar button, `back` the navigation stack's.
struct FavouriteDetailScreen: View {
  /// The view model the screen reads and tells; the route that pushed the screen keeps it.
  let viewModel: any FavouriteDetailViewModelType

  var body: some View {
    let outputs = viewModel.outputs
    VStack {
      // The alert stands above the fields rather than in their place: an empty view carries it.
      if let alert = outputs.errorAlert {
        EmptyView().alert(alert.title, message: alert.message, isPresented: true)
      }
      Form {
        for field in outputs.fields {
          LabeledContent(field.label, value: field.value)
        }
      }
    }
    .toolbar {
      Button(.star) {
        Trace.message(from: "View", to: "ViewModel", "starTapped()")
        viewModel.inputs.starTapped()
      }
    }
    .navigationTitle("Driver")
    .onAppear {
      Trace.message(from: "View", to: "ViewModel", "viewDidLoad()")
      viewModel.inputs.viewDidLoad()
    }
  }
}
