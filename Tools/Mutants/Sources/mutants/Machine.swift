import Foundation

#if canImport(Darwin)
  import Darwin
#endif

/// Where the machine and toolchain are described, for the results' header.
enum Machine {
  static func describe() -> String {
    let memory = ProcessInfo.processInfo.physicalMemory / 1_073_741_824
    return "\(ProcessInfo.processInfo.activeProcessorCount) cores (\(processorName)), \(memory) GB, \(system)"
  }

  /// The processor's name as the system reports it, e.g. `Apple M2` or `AMD EPYC 7B13`.
  ///
  /// Darwin answers `sysctl`'s `machdep.cpu.brand_string`; Linux lists it in `/proc/cpuinfo`.
  static var processorName: String {
    #if canImport(Darwin)
      var size = 0
      guard sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 0 else { return "unknown CPU" }
      var name = [CChar](repeating: 0, count: size)
      guard sysctlbyname("machdep.cpu.brand_string", &name, &size, nil, 0) == 0 else { return "unknown CPU" }
      return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
      let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
      return cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
        .map { String($0.split(separator: ":", maxSplits: 1)[1]).trimmingWhitespace() } ?? "unknown CPU"
    #endif
  }

  /// The operating system's name.
  static var system: String {
    #if os(macOS)
      "macOS"
    #else
      "Linux"
    #endif
  }

  static func today() -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withFullDate]
    return formatter.string(from: Date())
  }
}
