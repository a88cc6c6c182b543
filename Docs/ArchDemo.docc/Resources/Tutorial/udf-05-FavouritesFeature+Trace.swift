import Domain
import Tracing

/// The favourites list's actions as `--trace` writes them, e.g. in `Store → Reducer: reduce(…)`.
extension FavouritesFeature.Action: TracedAction {
  var traceText: String {
    switch self {
    case .viewDidLoad: ".viewDidLoad"
    case .refreshRequested: ".refreshRequested"
    case .driversResponse(.success(let drivers)):
      ".driversResponse(.success(\(Trace.counted(drivers.count, "driver"))))"
    case .driversResponse(.failure(let error)): ".driversResponse(.failure(\(error.traceText)))"
    case .favouritesResponse(.success(let numbers)):
      ".favouritesResponse(.success(\(Trace.counted(numbers.count, "favourite"))))"
    case .favouritesResponse(.failure(let error)):
      ".favouritesResponse(.failure(\(error.traceText)))"
    case .driverSelected(let index): ".driverSelected(\(index))"
    case .detail(let action): ".detail(\(action.traceText))"
    }
  }
}
