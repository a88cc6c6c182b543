import Tracing

/// The article detail's actions as `--trace` writes them, e.g. in `Store → Reducer: reduce(…)`.
extension ArticleDetailFeature.Action: TracedAction {
  var traceText: String {
    switch self {
    case .backTapped: ".backTapped"
    }
  }
}
