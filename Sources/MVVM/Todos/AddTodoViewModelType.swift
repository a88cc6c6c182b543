/// What the Add view tells its view model: past-tense events.
@MainActor
protocol AddTodoViewModelInputs: AnyObject {
  /// The screen appeared; the draft starts empty, so there is nothing to load.
  func viewDidLoad()
  /// The name field changed; the problem shown, if any, goes away.
  func nameChanged(_ text: String)
  /// The due date field changed; the problem shown, if any, goes away.
  func dueDateChanged(_ text: String)
  /// Save was tapped: a valid draft is saved, in a task the view model keeps; a tap while that
  /// save is out saves nothing more.
  func saveTapped()
  /// Cancel was tapped; the screen closes without saving.
  func cancelTapped()
}

/// What the Add view shows: the two fields and the problem that kept the draft from saving.
@MainActor
protocol AddTodoViewModelOutputs: AnyObject {
  /// The name as typed.
  var name: String { get }
  /// The due date as typed, followed by the day it will be saved as when it names one:
  /// `tomorrow (Thu 19 Nov 2026)`; text that names no day as typed.
  var duePreview: String { get }
  /// Why the last save did not happen, until a field changes; otherwise `nil`.
  var problem: String? { get }
}

/// An Add view model, seen through its two faces.
@MainActor
protocol AddTodoViewModelType: AnyObject {
  var inputs: any AddTodoViewModelInputs { get }
  var outputs: any AddTodoViewModelOutputs { get }
}
