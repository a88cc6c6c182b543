import Domain
import Tracing

/// The drivers screen's actions as `--trace` writes them, e.g. in `Store → Reducer: reduce(…)`.
extension DriversFeature.Action: TracedAction {
  var traceText: String {
    switch self {
    case .viewDidLoad: ".viewDidLoad"
    case .refreshRequested: ".refreshRequested"
    case .searchTextChanged(let text): ".searchTextChanged(\(Trace.literal(text)))"
    case .searchCleared: ".searchCleared"
    case .driversResponse(.success(let drivers)):
      ".driversResponse(.success(\(Trace.counted(drivers.count, "driver"))))"
    case .driversResponse(.failure(let error)): ".driversResponse(.failure(\(error.traceText)))"
    }
  }
}
