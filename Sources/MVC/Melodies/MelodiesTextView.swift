import TextUI
import Tracing

/// The melodies screen's view: the network line over a list with its notice of saved melodies.
///
/// A ``ListTextView`` with one more line on top, as a `UIView` subclass adds a label to a
/// reusable view. It knows nothing of melodies or services: ``MelodiesViewController`` sets
/// each part. Each property the controller sets is an edge of `--trace`, reported as it is set.
@MainActor
final class MelodiesTextView: ListTextView {
  /// The line saying whether the network is on, e.g. `Network: online`.
  var networkLine = "" {
    didSet { Trace.message(from: "Controller", to: "View", "networkLine = \(networkLine.traced)") }
  }

  override var lines: [String] {
    Layout.stack([networkLine], super.lines)
  }
}
