import Domain
import DomainTestSupport
import Instrumentation
import TextUI
import Tracing

/// Drives a window as the CLI session does under `--trace`, for tests of the trace.
///
/// The window names the view model as the receiver of input, as the harness builds it for MVVM.
/// The log is bound around the start and each action, and the frame is read after each of them
/// and whenever a request begins (see ``observer``); so the binding messages
/// (`ViewModel → View: outputs changed`) fall where `archdemo run --trace` shows them.
@MainActor
final class TracedWindow {
  let window = Window()
  let log = TraceLog()
  let probe: FrameProbe

  init() {
    probe = FrameProbe(window: window)
  }

  /// Every message so far, as `--trace` prints it.
  var trace: [String] { log.messages.map(\.description) }

  /// What the harness's service decorators do as a request begins: report it as a message from
  /// the view model, then read the frame.
  var observer: RequestObserver {
    ServiceRequest.tracer(from: "ViewModel") { [probe] in probe.record() }
  }

  /// Starts a feature with the log bound, then reads the frame.
  ///
  /// - Parameter feature: starts the feature in ``window``.
  func start(_ feature: (Window) async -> Void) async {
    await Trace.$log.withValue(log) { await feature(window) }
    probe.record()
  }

  /// Performs each action with the log bound, reading the frame after each.
  ///
  /// - Parameter actions: the actions, in order.
  /// - Throws: ``ActionRejection`` when an action does not apply.
  func perform(_ actions: UserAction...) async throws {
    for action in actions {
      try await Trace.$log.withValue(log) { try await window.perform(action) }
      probe.record()
    }
  }
}
