import Domain
import Tracing

extension StoreError {
  /// The error as an action's trace writes it, e.g. `.readOnly("/tmp/favourites.json")`.
  var traceText: String {
    switch self {
    case .corrupt(let path, let detail): ".corrupt(\(Trace.literal(path)), \(Trace.literal(detail)))"
    case .unavailable(let detail): ".unavailable(\(Trace.literal(detail)))"
    case .readOnly(let path): ".readOnly(\(Trace.literal(path)))"
    }
  }
}
