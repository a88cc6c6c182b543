import TextUI
import Tracing

/// The Add screen's view: the two fields, then the problem, if any, that kept it from saving.
///
/// It knows nothing of to-dos or stores: ``AddTodoViewController`` sets the field values and
/// the problem; the view lays them out with TextUI widgets. Each property the controller sets
/// is an edge of `--trace`, reported as it is set.
@MainActor
final class AddTodoTextView {
  /// The form: `Name` and `Due`, labels in a column.
  var fields = LabeledFields([]) {
    didSet { Trace.message(from: "Controller", to: "View", "fields = \(fields.traced)") }
  }

  /// Why the last save failed, or `nil`.
  var problem: String? {
    didSet { Trace.message(from: "Controller", to: "View", "problem = \(problem?.traced ?? "nil")") }
  }

  /// The lines the view draws now.
  var lines: [String] {
    Layout.stack(fields.lines, ProblemLine(problem).lines)
  }
}
