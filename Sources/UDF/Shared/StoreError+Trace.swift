import Domain
import Tracing

extension StoreError {
  /// The error as an action's trace writes it, e.g. `.unavailable("the store cannot be reached")`.
  var traceText: String {
    switch self {
    case .corrupt(let path, let detail): ".corrupt(path: \(Trace.literal(path)), detail: \(Trace.literal(detail)))"
    case .unavailable(let detail): ".unavailable(\(Trace.literal(detail)))"
    case .readOnly(let path): ".readOnly(path: \(Trace.literal(path)))"
    }
  }
}
