// MVVM binding — how a text-mode view follows its view model's observable outputs.
//
// Start here to see the one piece of plumbing every MVVM view shares: DrawCycle tracks what a
// view's draw pass read from the outputs and marks the view as needing display when any of it
// changes, as UIKit's setNeedsDisplay/draw cycle does. It is also the binding's edge of
// `--trace`: each change notification it delivers to a view is one message.
import Observation
import Tracing

/// Redraws a view's lines from observable outputs when, and only when, an output it read changed.
///
/// `withObservationTracking` calls `onChange` *before* the change is applied (willSet), so a view
/// that re-rendered inside `onChange` would read the old value and, for instance, lose the
/// loading state a service request begins with. DrawCycle therefore only marks the view as
/// needing display in `onChange`; the next ``lines(drawing:)`` call — the draw pass, made when
/// the frame is read — runs the view's drawing again against the outputs, which by then hold
/// the new values, and registers tracking anew (a registration fires once). The frame is thus
/// right at any moment it is read, without waiting for a main-actor turn.
///
/// The change callback holds the cycle weakly, so a pending registration in a view model never
/// keeps a closed view alive. Each notification the callback delivers to a live view is traced
/// as `ViewModel → View: outputs changed`: once per registration, hence at most once per redraw,
/// however many outputs changed in between.
@MainActor
final class DrawCycle {
  /// Whether an output read by the last draw has changed since.
  private(set) var needsDisplay = true
  private var lines: [String] = []
  /// How many times the lines were drawn, to see that nothing is redrawn needlessly.
  private(set) var drawCount = 0

  /// Runs `bind` when an output it read last time has changed (or the first time): a list view
  /// binds its outputs to the widgets it keeps, e.g. its ``TextUI/ListPanel``, whose table
  /// scrolls without the view model hearing of it.
  ///
  /// - Parameter bind: sets the view's widgets from the outputs; every output it reads is tracked.
  func update(_ bind: () -> Void) {
    guard needsDisplay else { return }
    needsDisplay = false
    drawCount += 1
    withObservationTracking(bind) { [weak self] in
      // View models are main-actor isolated, so their outputs change, and this fires, on the main actor.
      MainActor.assumeIsolated {
        guard let self else { return }
        Trace.message(from: "ViewModel", to: "View", "outputs changed")
        self.needsDisplay = true
      }
    }
  }

  /// The view's lines: the cached ones, or freshly drawn ones when the view needs display.
  ///
  /// - Parameter draw: builds the lines from the outputs; every output it reads is tracked.
  /// - Returns: the lines to show now.
  func lines(drawing draw: () -> [String]) -> [String] {
    update { lines = draw() }
    return lines
  }
}
