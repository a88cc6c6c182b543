import Domain
import Tracing

/// The melodies screen's actions as `--trace` writes them, e.g. in `Store → Reducer: reduce(…)`.
extension MelodiesFeature.Action: TracedAction {
  var traceText: String {
    switch self {
    case .viewDidLoad: ".viewDidLoad"
    case .refreshRequested: ".refreshRequested"
    case .networkSwitched(let online): ".networkSwitched(online: \(online))"
    case .melodiesResponse(.success(let feed)): ".melodiesResponse(.success(\(feed.traceText)))"
    case .melodiesResponse(.failure(let error)): ".melodiesResponse(.failure(\(error.traceText)))"
    }
  }
}

extension MelodyFeed {
  /// The feed as an action's trace writes it: how many melodies and where they came from,
  /// e.g. `5 melodies, .savedOffline`.
  var traceText: String {
    let count = melodies.count == 1 ? "1 melody" : "\(melodies.count) melodies"
    return "\(count), \(origin == .remote ? ".remote" : ".savedOffline")"
  }
}

extension MelodyServiceError {
  /// The error as an action's trace writes it, e.g. `.noNetwork`.
  var traceText: String {
    switch self {
    case .noNetwork: ".noNetwork"
    case .noData: ".noData"
    case .unknownError: ".unknownError"
    }
  }
}
