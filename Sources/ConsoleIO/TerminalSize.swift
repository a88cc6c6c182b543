// The terminal's size, asked with ioctl(TIOCGWINSZ): the one place the call differs between a
// Mac and Linux (the request's type), with a branch for each.
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What the terminal behind a descriptor says about its size.
enum TerminalSize {
  /// How many lines and columns the terminal behind `descriptor` shows, or `nil` when it is not
  /// a terminal or reports no size (a pseudo-terminal nobody sized says 0 for both).
  ///
  /// - Parameter descriptor: an open descriptor, e.g. standard output.
  /// - Returns: the lines and columns, each at least 1, or `nil`.
  static func of(_ descriptor: Int32) -> (rows: Int, columns: Int)? {
    var size = winsize()
    #if canImport(Darwin)
      let status = ioctl(descriptor, TIOCGWINSZ, &size)
    #else
      let status = ioctl(descriptor, UInt(TIOCGWINSZ), &size)
    #endif
    guard status == 0, size.ws_row > 0, size.ws_col > 0 else { return nil }
    return (Int(size.ws_row), Int(size.ws_col))
  }
}
