import Domain

/// What an ``AddTodoController`` tells the controller that presented it.
///
/// The presenting controller dismisses the Add screen in both cases, by letting go of the sheet
/// it holds; the delegate is held weakly.
@MainActor
protocol AddTodoControllerDelegate: AnyObject {
  /// The Add screen stored `item`.
  ///
  /// - Parameters:
  ///   - controller: the Add screen's controller.
  ///   - item: the item now in the store, for the list to say so when it will not show it.
  func addTodoController(_ controller: AddTodoController, didSave item: TodoItem)

  /// The user left the Add screen without saving.
  ///
  /// - Parameter controller: the Add screen's controller.
  func addTodoControllerDidCancel(_ controller: AddTodoController)
}
