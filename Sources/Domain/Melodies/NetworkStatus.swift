import Foundation

/// Whether the network is available, as a reachability monitor would say.
public protocol NetworkStatus: Sendable {
  /// Whether the network is available now.
  var isOnline: Bool { get }
}

/// A network switch the melodies screen's `offline` and `online` actions flip: the kit's
/// stand-in for airplane mode.
///
/// The melody service may read it off the main actor while a screen flips it on the main actor,
/// so the value is guarded by a lock.
public final class NetworkSwitch: NetworkStatus, @unchecked Sendable {
  private let lock = NSLock()
  private var online: Bool

  /// Creates a switch.
  ///
  /// - Parameter isOnline: whether the network starts available; it does by default.
  public init(isOnline: Bool = true) {
    self.online = isOnline
  }

  /// Whether the network is available; setting it flips the switch.
  public var isOnline: Bool {
    get { lock.withLock { online } }
    set { lock.withLock { online = newValue } }
  }
}

/// The switch the melodies screen flips with `offline` and `online`, as the screen sees it.
///
/// Screens hold this protocol rather than ``NetworkSwitch`` itself, so the harness can put a
/// decorator around the switch (it reports each flip to `--trace`).
@MainActor
package protocol NetworkSwitching: AnyObject {
  /// Whether the network is available; setting it flips the switch.
  var isOnline: Bool { get set }
}

extension NetworkSwitch: NetworkSwitching {}
