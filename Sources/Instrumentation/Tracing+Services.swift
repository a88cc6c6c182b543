import Domain
import Tracing

extension ServiceRequest {
  /// An observer that reports each request to the trace as a message from `client`, the role
  /// that calls services in a pattern (`Controller`, `Presenter`, `ViewModel`, `Interactor`).
  ///
  /// - Parameters:
  ///   - client: the sending role.
  ///   - then: what to run after reporting, e.g. record the loading frame.
  public static func tracer(
    from client: String, then: @escaping @MainActor () async -> Void = {}
  ) -> RequestObserver {
    { @MainActor request in
      Trace.message(from: client, to: request.receiver, request.call)
      await then()
    }
  }
}

/// The network switch as a screen flips it, reporting each flip to the trace: the edge for the
/// melodies screen's `offline` and `online`.
@MainActor
public final class TracedNetworkSwitch: NetworkSwitching {
  private let base: NetworkSwitch
  private let client: String

  /// - Parameters:
  ///   - base: the switch the services read.
  ///   - client: the role that flips it in the pattern.
  public init(_ base: NetworkSwitch = NetworkSwitch(), client: String) {
    self.base = base
    self.client = client
  }

  public var isOnline: Bool {
    get { base.isOnline }
    set {
      Trace.message(from: client, to: "Network", "isOnline = \(newValue)")
      base.isOnline = newValue
    }
  }
}
