import Domain
import Tracing

/// The Add screen's actions as `--trace` writes them, e.g. in `Store → Reducer: reduce(…)`.
extension AddTodoFeature.Action: TracedAction {
  var traceText: String {
    switch self {
    case .nameChanged(let text): ".nameChanged(\(Trace.literal(text)))"
    case .dueDateChanged(let text): ".dueDateChanged(\(Trace.literal(text)))"
    case .saveTapped: ".saveTapped"
    case .cancelTapped: ".cancelTapped"
    case .saveResponse(.success(let item)): ".saveResponse(.success(\(Trace.literal(item.name))))"
    case .saveResponse(.failure(let error)): ".saveResponse(.failure(\(error.traceText)))"
    case .delegate(.saved(let item)): ".delegate(.saved(\(Trace.literal(item.name))))"
    case .delegate(.cancelled): ".delegate(.cancelled)"
    }
  }
}
