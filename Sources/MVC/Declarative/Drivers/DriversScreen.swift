import DeclarativeUI
import TextUI
import Tracing

/// The drivers list as a value: a search field bound to its controller's query over a list
/// that asks the controller for the rows in view.
struct DriversScreen: View {
  /// The controller this screen reads and calls.
  let controller: DriversController

  var body: some View {
    ListContentScreen(
      content: controller.content,
      rowsInView: { range in
        Trace.message(
          from: "View", to: "Controller",
          "rows(\(TableView.position(of: range, amongRows: controller.shownDrivers.count)))")
        return controller.rows(in: range)
      }
    )
    .searchable(text: searchText)
    .refreshable {
      Trace.message(from: "View", to: "Controller", "refreshRequested()")
      controller.refreshRequested()
    }
    .onAppear {
      Trace.message(from: "View", to: "Controller", "viewDidLoad()")
      controller.viewDidLoad()
    }
    .navigationTitle("Drivers")
  }

  /// The search field's text: the controller's query; typing, or clearing, tells the controller.
  private var searchText: Binding<String> {
    Binding(
      get: { controller.searchText },
      set: { text in
        Trace.message(from: "View", to: "Controller", "searchTextChanged(\(Trace.literal(text)))")
        controller.searchTextChanged(text)
      })
  }
}
