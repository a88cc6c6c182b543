import Instrumentation
import TextUI

/// Keeps the frame a screen shows at chosen moments, e.g. each time a service request begins,
/// so tests see the loading state without sleeping.
///
/// Pair it with Domain's observed services: `ObservedUserService(mock) { await probe.record() }`.
@MainActor
public final class FrameProbe {
  /// Where the frame is read from, e.g. a screen or a window.
  public var frameSource: () -> Frame?
  /// The frames recorded, in order.
  public private(set) var frames: [Frame] = []

  public init(frameSource: @escaping () -> Frame? = { nil }) {
    self.frameSource = frameSource
  }

  /// A probe that reads the frame of `window`'s top screen.
  public convenience init(window: Window) {
    self.init { [weak window] in window?.frame }
  }

  /// Records the frame shown now.
  public func record() {
    if let frame = frameSource() { frames.append(frame) }
  }
}
