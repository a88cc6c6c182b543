import Domain

/// What an ``AddTodoViewController`` tells the controller that presented it.
///
/// The presenting controller dismisses the Add screen in both cases, as in UIKit; the delegate
/// is held weakly.
@MainActor
protocol AddTodoViewControllerDelegate: AnyObject {
  /// The Add screen stored `item`.
  ///
  /// - Parameters:
  ///   - controller: the Add screen's controller.
  ///   - item: the item now in the store, for the list to say so when it will not show it.
  func addTodoViewController(_ controller: AddTodoViewController, didSave item: TodoItem)

  /// The user left the Add screen without saving.
  ///
  /// - Parameter controller: the Add screen's controller.
  func addTodoViewControllerDidCancel(_ controller: AddTodoViewController)
}
