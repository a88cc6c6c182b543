import DeclarativeUI
import Tracing

/// The article detail screen, declared: the labelled fields, then the description and the
/// content, as the view model states them. Its `back` is the navigation stack's.
struct ArticleDetailScreen: View {
  /// The view model the screen reads; the route that pushed the screen keeps it.
  let viewModel: any ArticleDetailViewModelType

  var body: some View {
    let outputs = viewModel.outputs
    Form {
      LabeledContent("Title", value: outputs.title)
      LabeledContent("Author", value: outputs.author)
      LabeledContent("Source", value: outputs.source)
      LabeledContent("Date", value: outputs.date)
      LabeledContent("Link", value: outputs.link)
      for paragraph in outputs.description + outputs.content {
        Text(paragraph)
      }
    }
    .navigationTitle("Article")
    .onAppear {
      Trace.message(from: "View", to: "ViewModel", "viewDidLoad()")
      viewModel.inputs.viewDidLoad()
    }
  }
}
