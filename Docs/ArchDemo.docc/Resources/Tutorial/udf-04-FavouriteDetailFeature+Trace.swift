import Domain
import Tracing

/// The driver detail's actions as `--trace` writes them, e.g. in `Store → Reducer: reduce(…)`.
extension FavouriteDetailFeature.Action: TracedAction {
  var traceText: String {
    switch self {
    case .starTapped: ".starTapped"
    case .saveResponse(.success(let isFavourite)): ".saveResponse(.success(\(isFavourite)))"
    case .saveResponse(.failure(let error)): ".saveResponse(.failure(\(error.traceText)))"
    case .backTapped: ".backTapped"
    }
  }
}
