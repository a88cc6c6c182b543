import TextUI

/// Binds a fresh trace log while `body` runs and returns what it recorded, as `--trace` prints it.
@MainActor
func traceMessages(_ body: () async throws -> Void) async rethrows -> [String] {
  let log = TraceLog()
  try await Trace.$log.withValue(log) { try await body() }
  return log.messages.map(\.description)
}
