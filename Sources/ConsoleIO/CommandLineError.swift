/// Why the command line stops before or instead of running, with its exit status.
package enum CommandLineError: Error, Hashable, Sendable {
  /// A usage mistake: exit status 64 (`EX_USAGE`).
  case usage(String)
  /// A malformed or unreadable data file: exit status 65 (`EX_DATAERR`).
  case data(String)
  /// A file the run writes (`--diagram`) could not be written at the end: exit status 74
  /// (`EX_IOERR`), as for standard output.
  case output(String)

  /// The status the program exits with: 64 or 65.
  package var exitStatus: Int32 {
    switch self {
    case .usage: 64
    case .data: 65
    case .output: 74
    }
  }

  /// The one line printed on standard error.
  package var message: String {
    switch self {
    case .usage(let text), .data(let text), .output(let text): "archdemo: \(text)"
    }
  }
}
