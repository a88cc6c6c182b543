import TextUI
import Tracing

/// The driver detail's view: an alert when saving failed, then labelled fields.
///
/// It knows nothing of drivers: ``FavouriteDetailViewController`` sets the fields, already
/// formatted. New fields take the alert down, as new content does on every list. Each property
/// the controller sets is an edge of `--trace`, reported as it is set.
@MainActor
final class FavouriteDetailTextView {
  /// Name, team, number and the star, labels in a column; setting them takes the alert down.
  var fields = LabeledFields([]) {
    didSet {
      Trace.message(from: "Controller", to: "View", "fields = \(fields.traced)")
      alert = nil
    }
  }

  /// The alert above the fields, or `nil`.
  var alert: Alert? {
    didSet {
      guard let alert else { return }
      Trace.message(from: "Controller", to: "View", "alert = Alert(\(alert.title.traced), \(alert.message.traced))")
    }
  }

  /// The lines the view draws now.
  var lines: [String] {
    Layout.stack(alert?.lines ?? [], fields.lines)
  }
}
