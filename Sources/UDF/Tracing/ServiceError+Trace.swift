import Domain
import Tracing

extension ServiceError {
  /// The error as an action's trace writes it, e.g. `.network("timed out")`.
  var traceText: String {
    switch self {
    case .network(let detail): ".network(\(Trace.literal(detail)))"
    case .decoding(let detail): ".decoding(\(Trace.literal(detail)))"
    case .api(let detail): ".api(\(Trace.literal(detail)))"
    }
  }
}
