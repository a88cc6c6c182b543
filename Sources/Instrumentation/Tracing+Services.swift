import Domain
import Tracing

extension ServiceRequest {
  /// An observer that reports each request to the trace as a message from `client`.
  ///
  /// The client is the role that calls services in a pattern (`Controller`, `Presenter`,
  /// `ViewModel`, `Interactor`), so `--trace` shows e.g. `Interactor → Service: fetchDrivers()`
  /// without any tracing in the interactor itself.
  ///
  /// - Parameters:
  ///   - client: the sending role.
  ///   - then: what to run after reporting, e.g. record the loading frame.
  /// - Returns: an observer to give an observed service.
  package static func tracer(
    from client: String, then: @escaping @MainActor () async -> Void = {}
  ) -> RequestObserver {
    { @MainActor request in
      guard !request.isAnswered else { return }
      Trace.message(from: client, to: request.receiver, request.call)
      await then()
    }
  }
}

/// The network switch as a screen flips it, reporting each flip to the trace: the edge for the
/// melodies screen's `offline` and `online`.
@MainActor
package final class TracedNetworkSwitch: NetworkSwitching {
  private let base: NetworkSwitch
  private let client: String

  /// Wraps `base`, naming `client` as the sender of each flip.
  ///
  /// - Parameters:
  ///   - base: the switch the services read.
  ///   - client: the role that flips it in the pattern.
  package init(_ base: NetworkSwitch = NetworkSwitch(), client: String) {
    self.base = base
    self.client = client
  }

  /// Whether the network is available; setting it reports `isOnline = …` to the trace, then
  /// flips the switch.
  package var isOnline: Bool {
    get { base.isOnline }
    set {
      Trace.message(from: client, to: "Network", "isOnline = \(newValue)")
      base.isOnline = newValue
    }
  }
}
