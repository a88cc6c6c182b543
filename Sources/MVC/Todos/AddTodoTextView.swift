import TextUI

/// The Add screen's view: the two fields, then the problem, if any, that kept it from saving.
///
/// It knows nothing of to-dos or stores: ``AddTodoViewController`` sets the field values and
/// the problem; the view lays them out with TextUI widgets.
@MainActor
public final class AddTodoTextView {
  /// The form: `Name` and `Due`, labels in a column.
  public var fields = LabeledFields([])
  /// Why the last save failed, or `nil`.
  public var problem: String?

  public init() {}

  /// The lines the view draws now.
  public var lines: [String] {
    Layout.stack(fields.lines, problem.map { ["! \($0)"] } ?? [])
  }
}
