// VIPER · todos, add module — a form that validates with Domain's rules and reports back.
//
// Other modules reach this one only through AddTodoModuleInterface (AddTodoRouter implements
// it: it assembles the module and presents it) and hear from it only through
// AddTodoModuleDelegate. AddTodoInteractor validates the draft (Domain's TodoDraft) and stores
// the item; AddTodoPresenter shows the fields (the due date with the day it names, Domain's
// DueDateParser.preview) and the problem, or dismisses and tells the delegate which item was
// saved. In `--trace`, the calls on the module interface and the delegate, like those between
// the interactor, presenter and router, are reported by the decorators the assemblies wire
// (Tracing/AddTodoModule+Trace.swift), so none of these roles mentions tracing.
import Domain

/// How another module opens the add module: its face to the rest of the app.
@MainActor
protocol AddTodoModuleInterface: AnyObject {
  /// Assembles the add module, presents it and waits until it has loaded.
  ///
  /// - Parameter delegate: who hears that an item was saved or that the user cancelled.
  func presentAddTodo(delegate: any AddTodoModuleDelegate)
}

/// What the add module tells the module that presented it; the add module has closed by then.
@MainActor
protocol AddTodoModuleDelegate: AnyObject {
  /// `item` was stored, as saved: trimmed, due at the start of the day typed.
  func addModuleDidSaveItem(_ item: TodoItem)
  /// The user closed the add module without saving.
  func addModuleDidCancel()
}

/// What the add presenter tells its view (presenter → view).
@MainActor
protocol AddTodoViewInterface: AnyObject {
  func show(name: String, due: String)
  func showProblem(_ message: String?)
}

/// What the add view tells its presenter (view → presenter).
@MainActor
protocol AddTodoPresenterInterface: AnyObject {
  func viewDidLoad()
  func nameChanged(_ text: String)
  func dueDateChanged(_ text: String)
  func saveTapped()
  func cancelTapped()
}

/// What the add presenter asks the use case to do (presenter → interactor).
@MainActor
protocol AddTodoInteractorInput: AnyObject {
  /// Validates `draft` and stores the item it describes, reporting the outcome.
  func saveItem(from draft: TodoDraft)
}

/// What the add use case reports back (interactor → presenter).
@MainActor
protocol AddTodoInteractorOutput: AnyObject {
  /// `item` was stored.
  func didSaveItem(_ item: TodoItem)
  /// The draft could not be saved: the first problem found, name first.
  func didRejectDraft(problem: TodoDraft.Problem)
  func didFailToSaveItem(with error: StoreError)
}

/// Where the add module can go (presenter → router).
@MainActor
protocol AddTodoRouterInterface: AnyObject {
  /// Dismisses the add module, back to whoever presented it.
  func dismissAddTodo()
}
