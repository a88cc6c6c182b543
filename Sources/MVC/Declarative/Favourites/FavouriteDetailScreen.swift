import DeclarativeUI
import Tracing

/// One driver as a value: the alert of a failed save above the labelled fields, and the star
/// button. `back` is the navigation stack's, which writes the list's path.
struct FavouriteDetailScreen: View {
  /// The controller this screen reads and calls.
  let controller: FavouriteDetailController

  var body: some View {
    VStack {
      // The alert stands above the fields, which stay: an alert over nothing of its own.
      EmptyView()
        .alert(
          controller.alert?.title ?? "", message: controller.alert?.message ?? "",
          isPresented: controller.alert != nil)
      Form {
        for field in controller.fields {
          LabeledContent(field.label, value: field.value)
        }
      }
    }
    .toolbar {
      Button(.star) {
        Trace.message(from: "View", to: "Controller", "starTapped()")
        controller.starTapped()
      }
    }
    .navigationTitle("Driver")
  }
}
