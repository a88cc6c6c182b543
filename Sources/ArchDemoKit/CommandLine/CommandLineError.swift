/// Why the command line stops before or instead of running, with its exit status.
public enum CommandLineError: Error, Hashable, Sendable {
  /// A usage mistake: exit status 64 (`EX_USAGE`).
  case usage(String)
  /// A malformed or unreadable data file: exit status 65 (`EX_DATAERR`).
  case data(String)

  /// The status the program exits with: 64 or 65.
  public var exitStatus: Int32 {
    switch self {
    case .usage: 64
    case .data: 65
    }
  }

  /// The one line printed on standard error.
  public var message: String {
    switch self {
    case .usage(let text), .data(let text): "archdemo: \(text)"
    }
  }
}
