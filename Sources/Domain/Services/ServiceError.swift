/// Why a service could not deliver: the typed error of every fetching service.
public enum ServiceError: Error, Equatable, Sendable {
  /// The server could not be reached.
  case network(String)
  /// The response arrived but could not be read.
  case decoding(String)
  /// The API answered with an error of its own.
  case api(String)

  /// A sentence a learner can read in the error alert.
  public var message: String {
    switch self {
    case .network(let detail): "Could not reach the server (\(detail))."
    case .decoding(let detail): "The data could not be read (\(detail))."
    case .api(let detail): "The server reported an error: \(detail)"
    }
  }
}
