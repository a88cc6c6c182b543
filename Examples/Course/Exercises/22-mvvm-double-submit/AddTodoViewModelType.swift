import Domain

/// What the Add screen's view tells its view model.
@MainActor
protocol AddTodoViewModelInputs: AnyObject {
  func nameChanged(_ text: String)
  func dueDateChanged(_ text: String)
  /// The save button was tapped: a valid draft is stored, then the view model's `onSaved` is told.
  func saveTapped()
}

/// What the view model states for the Add screen to show.
@MainActor
protocol AddTodoViewModelOutputs: AnyObject {
  var name: String { get }
  /// The due date as read so far, e.g. `Thu 19 Nov`, or what is wrong with it.
  var duePreview: String { get }
  /// Why the last save did not happen, if it did not.
  var problem: String? { get }
  /// Whether a save is out: the view dims the save button while it is.
  var isSaving: Bool { get }
}
