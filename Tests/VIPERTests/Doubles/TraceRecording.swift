import Instrumentation
import Tracing

/// Binds a fresh trace log while `body` runs and returns what it recorded, as `--trace` prints it.
@MainActor
func traceMessages(_ body: () async throws -> Void) async rethrows -> [String] {
  let log = TraceLog()
  try await Trace.$log.withValue(log) { try await body() }
  return log.messages.map(\.description)
}

/// Reports each request an observed service or store receives as the interactor's message, as
/// the harness does for `--trace`.
let interactorRequests: RequestObserver = { @MainActor request in
  guard !request.isAnswered else { return }
  Trace.message(from: "Interactor", to: request.receiver, request.call)
}
