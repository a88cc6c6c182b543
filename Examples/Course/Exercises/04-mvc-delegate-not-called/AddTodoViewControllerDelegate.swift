import Domain

/// What an ``AddTodoViewController`` tells the controller that presented it.
///
/// The presenting controller dismisses the Add screen in both cases and, after a save, reloads
/// its list. The delegate is held weakly, as in UIKit.
@MainActor
protocol AddTodoViewControllerDelegate: AnyObject {
  /// The Add screen stored `item`.
  func addTodoViewController(_ controller: AddTodoViewController, didSave item: TodoItem)

  /// The user left the Add screen without saving.
  func addTodoViewControllerDidCancel(_ controller: AddTodoViewController)
}
