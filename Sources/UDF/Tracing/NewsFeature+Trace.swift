import Domain
import Tracing

/// The news list's actions as `--trace` writes them, e.g. in `Store → Reducer: reduce(…)`.
extension NewsFeature.Action: TracedAction {
  var traceText: String {
    switch self {
    case .viewDidLoad: ".viewDidLoad"
    case .refreshRequested: ".refreshRequested"
    case .searchTextChanged(let text): ".searchTextChanged(\(Trace.literal(text)))"
    case .searchCleared: ".searchCleared"
    case .articlesResponse(.success(let articles)):
      ".articlesResponse(.success(\(Trace.counted(articles.count, "article"))))"
    case .articlesResponse(.failure(let error)): ".articlesResponse(.failure(\(error.traceText)))"
    case .articleSelected(let index): ".articleSelected(\(index))"
    case .detail(let action): ".detail(\(action.traceText))"
    }
  }
}
