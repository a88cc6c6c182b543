import Foundation

#if canImport(Darwin)
  import Darwin
#endif

/// This process's executable and its peak resident set, read the way each platform allows.
enum ProcessMemory {
  /// The running executable, to start again as a child.
  ///
  /// Linux names it `/proc/self/exe`, which holds even when `argv[0]` is a bare name found on
  /// `PATH`; Darwin has no `/proc`, and Foundation reads the path from the loader there.
  static var ownExecutable: URL? {
    #if canImport(Darwin)
      Bundle.main.executableURL
    #else
      URL(fileURLWithPath: "/proc/self/exe")
    #endif
  }

  /// This process's peak resident set, in bytes.
  ///
  /// Darwin: `getrusage`'s `ru_maxrss`, in bytes there; a child is a new process, so the figure is
  /// its own. Linux: `VmHWM` in `/proc/self/status`, not `ru_maxrss`, which Linux carries across
  /// `exec`, so a child spawned by a large parent would report the parent's peak.
  static func peakResidentBytes() -> Int {
    #if canImport(Darwin)
      var usage = rusage()
      getrusage(RUSAGE_SELF, &usage)
      return usage.ru_maxrss
    #else
      guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kilobytes = Int(line.split(whereSeparator: { $0 == " " || $0 == "\t" })[1])
      else {
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        return usage.ru_maxrss * 1024
      }
      return kilobytes * 1024
    #endif
  }
}
