import Foundation

/// Whether the network is available, as a reachability monitor would say.
public protocol NetworkStatus: Sendable {
  var isOnline: Bool { get }
}

/// A network switch the melodies screen's `offline` and `online` actions flip: the kit's
/// stand-in for airplane mode.
public final class NetworkSwitch: NetworkStatus, @unchecked Sendable {
  private let lock = NSLock()
  private var online: Bool

  public init(isOnline: Bool = true) {
    self.online = isOnline
  }

  public var isOnline: Bool {
    get { lock.withLock { online } }
    set { lock.withLock { online = newValue } }
  }
}
