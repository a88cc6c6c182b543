import Instrumentation
import TextUI

/// Keeps the frame a screen shows at chosen moments, e.g. each time a service request begins,
/// so tests see the loading state without sleeping.
///
/// Pair it with Domain's observed services: `ObservedUserService(mock) { await probe.record() }`.
@MainActor
package final class FrameProbe {
  /// Where the frame is read from, e.g. a screen or a window.
  package var frameSource: () -> Frame?
  /// The frames recorded, in order.
  package private(set) var frames: [Frame] = []

  package init(frameSource: @escaping () -> Frame? = { nil }) {
    self.frameSource = frameSource
  }

  /// A probe that reads the frame of `window`'s top screen.
  package convenience init(window: Window) {
    self.init { [weak window] in window?.frame }
  }

  /// Records the frame shown now.
  package func record() {
    if let frame = frameSource() { frames.append(frame) }
  }
}
