import Domain

/// What the Add module can be asked to do, by its own view or by the module that presented it.
@MainActor
protocol AddTodoModuleInterface: AnyObject {
  func cancelAddAction()
  func saveAddAction()
}

/// What the Add module did, told to the module that presented it (the to-do list), which
/// dismisses it and, after a save, reloads.
@MainActor
protocol AddTodoModuleDelegate: AnyObject {
  func addModuleDidCancelAddAction()
  func addModuleDidSaveAddAction(_ item: TodoItem)
}

/// What the presenter tells the Add view.
@MainActor
protocol AddTodoViewInterface: AnyObject {
  func show(name: String, due: String, problem: String?)
}

/// What the Add view tells the presenter.
@MainActor
protocol AddTodoPresenterInterface: AddTodoModuleInterface {
  func viewDidLoad()
  func nameChanged(_ text: String)
  func dueDateChanged(_ text: String)
}

/// What the presenter asks the interactor.
@MainActor
protocol AddTodoInteractorInput: AnyObject {
  /// Validates `draft` and stores the item it describes.
  func save(_ draft: TodoDraft)
}

/// What the interactor tells the presenter.
@MainActor
protocol AddTodoInteractorOutput: AnyObject {
  func didSave(_ item: TodoItem)
  func didFailToSave(because problem: String)
}
