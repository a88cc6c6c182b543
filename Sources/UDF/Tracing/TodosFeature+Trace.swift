import Domain
import Tracing

/// The to-do list's actions as `--trace` writes them, e.g. in `Store → Reducer: reduce(…)`.
extension TodosFeature.Action: TracedAction {
  var traceText: String {
    switch self {
    case .viewDidLoad: ".viewDidLoad"
    case .refreshRequested: ".refreshRequested"
    case .addTapped: ".addTapped"
    case .todosResponse(.success(let items)):
      ".todosResponse(.success(\(Trace.counted(items.count, "to-do"))))"
    case .todosResponse(.failure(let error)): ".todosResponse(.failure(\(error.traceText)))"
    case .addTodo(let action): ".addTodo(\(action.traceText))"
    }
  }
}
