// Exercise 15 · VIPER · The module delegate nobody connected
//
// What it teaches: VIPER modules talk through two small protocols — the module interface (what
// it can do) and the module delegate (what it did) — and the assembly is where they are
// connected. Every piece here works: the interactor stores the item, the presenter tells its
// module delegate. But the assembly never hands the presenter the delegate it was given, so
// the to-do list that presented the Add module is never told: the Add screen stays up, and
// the list never shows the new item. No unit test of the presenter can see it — only a test
// of the module as assembled. The promise to keep: the delegate hears of a save once the item
// is stored (the list reloads from the store then), and not at all when storing it fails.
//
// Where to look: `assembleModule(store:parser:delegate:)` below; the protocols are in
// AddTodoProtocols.swift.
// Check: `archdemo course check 15`.
import Domain

/// Assembles the Add module for the module that presents it.
@MainActor
enum AddTodoRouter {
  /// Builds the Add module: view, presenter and interactor, wired together.
  ///
  /// - Parameters:
  ///   - store: where a valid item is saved.
  ///   - parser: reads the due date typed.
  ///   - delegate: the presenting module, told when the user saves or cancels; held weakly.
  /// - Returns: the module's view, to present.
  static func assembleModule(
    store: any TodoStore, parser: DueDateParser, delegate: any AddTodoModuleDelegate
  ) -> AddTodoView {
    let interactor = AddTodoInteractor(store: store, parser: parser)
    let presenter = AddTodoPresenter(interactor: interactor, parser: parser)
    let view = AddTodoView(presenter: presenter)
    presenter.view = view
    interactor.output = presenter
    return view
  }
}
