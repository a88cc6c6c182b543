import Domain
import Tracing

/// The users screen's actions as `--trace` writes them, e.g. in `Store → Reducer: reduce(…)`.
extension UsersFeature.Action: TracedAction {
  var traceText: String {
    switch self {
    case .viewDidLoad: ".viewDidLoad"
    case .refreshRequested: ".refreshRequested"
    case .usersResponse(.success(let users)): ".usersResponse(.success(\(Trace.counted(users.count, "user"))))"
    case .usersResponse(.failure(let error)): ".usersResponse(.failure(\(error.traceText)))"
    }
  }
}
