import Diagrams
import Harness

/// Who holds whom in each pattern's todos feature, as read from the sources, for the docs'
/// `<pattern>-ownership.svg`.
///
/// Every reference names the stored property that holds it; `DocsResourceTests` checks each
/// against the declaration in the holder's file (a weak one is a `weak var`, a strong one a
/// `let` or `var` without `weak`) and that every `weak var` of those files is drawn.
enum OwnershipGraphs {
  typealias Box = OwnershipDiagram.Box
  typealias Reference = OwnershipDiagram.Reference

  /// One pattern's graph and the source file of each box, relative to the package.
  struct Graph {
    var diagram: OwnershipDiagram
    var files: [String: String]
  }

  static func todos(in pattern: Pattern) -> Graph {
    switch pattern {
    case .mvc: mvc
    case .mvp: mvp
    case .mvvm: mvvm
    case .viper: viper
    case .udf: udf
    }
  }

  static let window = "Sources/TextUI/Window.swift"
  static let windowNote =
    "Window: TextUI's navigation stack (a UINavigationController in its UIWindow); the harness owns it."
  static let storeNote = "TodoStore: the store the harness passes in; every arrow to it is the same object."
  static let addNote = "The Add screen's objects live while it is presented: dismissing it frees them all."

  static let mvc = Graph(
    diagram: OwnershipDiagram(
      title: "MVC · todos: who owns whom",
      boxes: [
        Box("Window", role: "Window", row: 0, column: 1),
        Box("TodoListViewController", role: "Controller", row: 1, column: 0),
        Box("AddTodoViewController", role: "Controller", row: 1, column: 2),
        Box("ListTextView", role: "View", row: 2, column: 0),
        Box("TodoStore", role: "Store", row: 2, column: 1),
        Box("AddTodoTextView", role: "View", row: 2, column: 2),
      ],
      references: [
        Reference("Window", to: "TodoListViewController", property: "screens"),
        Reference("Window", to: "AddTodoViewController", property: "screens"),
        Reference("TodoListViewController", to: "Window", property: "window", weak: true),
        Reference("AddTodoViewController", to: "TodoListViewController", property: "delegate", weak: true),
        Reference("TodoListViewController", to: "ListTextView", property: "contentView"),
        Reference("AddTodoViewController", to: "AddTodoTextView", property: "contentView"),
        Reference("TodoListViewController", to: "TodoStore", property: "store"),
        Reference("AddTodoViewController", to: "TodoStore", property: "store"),
      ],
      notes: [windowNote, storeNote, addNote]),
    files: [
      "Window": window,
      "TodoListViewController": "Sources/MVC/Todos/TodoListViewController.swift",
      "AddTodoViewController": "Sources/MVC/Todos/AddTodoViewController.swift",
      "ListTextView": "Sources/MVC/ListTextView.swift",
      "AddTodoTextView": "Sources/MVC/Todos/AddTodoTextView.swift",
    ])

  static let mvp = Graph(
    diagram: OwnershipDiagram(
      title: "MVP · todos: who owns whom",
      boxes: [
        Box("Window", role: "Window", row: 0, column: 1.5),
        Box("TodoListView", role: "View", row: 1, column: 0),
        Box("TodosCoordinator", role: "Coordinator", row: 1, column: 1.5),
        Box("AddTodoView", role: "View", row: 1, column: 3),
        Box("TodoListPresenter", role: "Presenter", row: 2, column: 0),
        Box("AddTodoPresenter", role: "Presenter", row: 2, column: 3),
        Box("TodoStore", role: "Store", row: 3, column: 1.5),
      ],
      references: [
        Reference("Window", to: "TodoListView", property: "screens"),
        Reference("Window", to: "AddTodoView", property: "screens"),
        Reference("Window", to: "TodosCoordinator", property: "keptAlive"),
        Reference("TodosCoordinator", to: "Window", property: "window", weak: true),
        Reference("TodoListView", to: "TodoListPresenter", property: "presenter"),
        Reference("TodoListPresenter", to: "TodoListView", property: "view", weak: true),
        Reference("AddTodoView", to: "AddTodoPresenter", property: "presenter"),
        Reference("AddTodoPresenter", to: "AddTodoView", property: "view", weak: true),
        Reference("TodosCoordinator", to: "TodoListPresenter", property: "listPresenter", weak: true),
        Reference("TodoListPresenter", to: "TodosCoordinator", property: "coordinator", weak: true),
        Reference("AddTodoPresenter", to: "TodosCoordinator", property: "coordinator", weak: true),
        Reference("TodosCoordinator", to: "TodoStore", property: "store"),
        Reference("TodoListPresenter", to: "TodoStore", property: "store"),
        Reference("AddTodoPresenter", to: "TodoStore", property: "store"),
      ],
      notes: [
        windowNote, "TodosCoordinator: MVPApp hands it to the window (keepAlive), which keeps it for the run.",
        storeNote, addNote,
      ]),
    files: [
      "Window": window,
      "TodosCoordinator": "Sources/MVP/Todos/TodosCoordinator.swift",
      "TodoListView": "Sources/MVP/Todos/TodoListView.swift",
      "TodoListPresenter": "Sources/MVP/Todos/TodoListPresenter.swift",
      "AddTodoView": "Sources/MVP/Todos/AddTodoView.swift",
      "AddTodoPresenter": "Sources/MVP/Todos/AddTodoPresenter.swift",
    ])

  static let mvvm = Graph(
    diagram: OwnershipDiagram(
      title: "MVVM · todos: who owns whom",
      boxes: [
        Box("Window", role: "Window", row: 0, column: 1.5),
        Box("TodoListView", role: "View", row: 1, column: 0),
        Box("TodosCoordinator", role: "Coordinator", row: 1, column: 1.5),
        Box("AddTodoView", role: "View", row: 1, column: 3),
        Box("TodoListViewModel", role: "ViewModel", row: 2, column: 0),
        Box("AddTodoViewModel", role: "ViewModel", row: 2, column: 3),
        Box("TodoStore", role: "Store", row: 3, column: 1.5),
      ],
      references: [
        Reference("Window", to: "TodoListView", property: "screens"),
        Reference("Window", to: "AddTodoView", property: "screens"),
        Reference("Window", to: "TodosCoordinator", property: "keptAlive"),
        Reference("TodosCoordinator", to: "Window", property: "window", weak: true),
        Reference("TodoListView", to: "TodoListViewModel", property: "viewModel"),
        Reference("TodoListViewModel", to: "TodoListView", property: observation, weak: true),
        Reference("AddTodoView", to: "AddTodoViewModel", property: "viewModel"),
        Reference("AddTodoViewModel", to: "AddTodoView", property: observation, weak: true),
        Reference("TodosCoordinator", to: "TodoListViewModel", property: "listViewModel", weak: true),
        Reference("TodoListViewModel", to: "TodosCoordinator", property: "coordinator", weak: true),
        Reference("AddTodoViewModel", to: "TodosCoordinator", property: "coordinator", weak: true),
        Reference("TodosCoordinator", to: "TodoStore", property: "store"),
        Reference("TodoListViewModel", to: "TodoStore", property: "store"),
        Reference("AddTodoViewModel", to: "TodoStore", property: "store"),
      ],
      notes: [
        windowNote, "TodosCoordinator: MVVMApp hands it to the window (keepAlive), which keeps it for the run.",
        "onChange [weak self]: a view model holds no view. Each view's DrawCycle (its drawCycle) hands",
        "  withObservationTracking a closure that captures the draw cycle weakly; the view model's",
        "  observation registrar keeps that closure until the next change.",
        storeNote, addNote,
      ]),
    files: [
      "Window": window,
      "TodosCoordinator": "Sources/MVVM/Todos/TodosCoordinator.swift",
      "TodoListView": "Sources/MVVM/Todos/TodoListView.swift",
      "TodoListViewModel": "Sources/MVVM/Todos/TodoListViewModel.swift",
      "AddTodoView": "Sources/MVVM/Todos/AddTodoView.swift",
      "AddTodoViewModel": "Sources/MVVM/Todos/AddTodoViewModel.swift",
    ])

  static let udf = Graph(
    diagram: OwnershipDiagram(
      title: "UDF · todos: who owns whom",
      boxes: [
        Box("Window", role: "Window", row: 0, column: 1.5),
        Box("TodoListView", role: "View", row: 1, column: 0),
        Box("AddTodoView", role: "View", row: 1, column: 3),
        Box("Store<TodosFeature>", role: "Store", row: 2, column: 0, id: "ListStore"),
        Box("Store<AddTodoFeature> (scoped)", role: "Store", row: 2, column: 3, id: "AddStore"),
        Box("NavigationFollower", role: "Binding", row: 1, column: 1.5, id: "Follower"),
        Box("TodosFeature", role: "Reducer", row: 3, column: 0),
        Box("AddTodoFeature", role: "Reducer", row: 3, column: 3),
        Box("TodoStore", role: "Store", row: 4, column: 1.5),
      ],
      references: [
        Reference("Window", to: "TodoListView", property: "screens"),
        Reference("Window", to: "AddTodoView", property: "screens"),
        Reference("TodoListView", to: "Follower", property: "navigation"),
        Reference("Follower", to: "Window", property: followerWindow, weak: true),
        Reference("Follower", to: "AddTodoView", property: "shown", weak: true),
        Reference("Follower", to: "ListStore", property: "store", weak: true),
        Reference("TodoListView", to: "ListStore", property: "store"),
        Reference("AddTodoView", to: "AddStore", property: "store"),
        Reference("ListStore", to: "TodoListView", property: storeWatch, weak: true),
        Reference("ListStore", to: "AddStore", property: storeWatch, weak: true),
        Reference("AddStore", to: "ListStore", property: "forward"),
        Reference("ListStore", to: "TodosFeature", property: "reducer"),
        Reference("TodosFeature", to: "AddTodoFeature", property: "addTodo"),
        Reference("TodosFeature", to: "TodoStore", property: "store"),
        Reference("AddTodoFeature", to: "TodoStore", property: "store"),
      ],
      notes: [
        windowNote,
        "One state for the feature: the list's store holds it, the Add screen's state included",
        "  (addTodo). The Add view's store is scoped: it reads that part and forwards its actions.",
        "observe [weak …]: a store holds no view. Each view, and each scoped store, watches its",
        "  store by handing it itself, which the store holds weakly and forgets once freed.",
        "The reducers are values the store keeps; the store they call is only called in effects.",
        "The list view's NavigationFollower presents the Add screen when the state sets addTodo and",
        "  dismisses it when it clears, through closures that hold the window weakly.",
        storeNote, addNote,
      ]),
    files: [
      "Window": window,
      "TodoListView": "Sources/UDF/Todos/TodoListView.swift",
      "AddTodoView": "Sources/UDF/Todos/AddTodoView.swift",
      "Follower": "Sources/UDF/Core/NavigationFollower.swift",
      "ListStore": store,
      "AddStore": store,
      "TodosFeature": "Sources/UDF/Todos/TodosFeature.swift",
      "AddTodoFeature": "Sources/UDF/Todos/AddTodoFeature.swift",
    ])

  static let store = "Sources/UDF/Core/Store.swift"

  /// The label of UDF's way back from a store to what watches it: a closure capturing it weakly.
  static let storeWatch = "observe [weak …]"

  /// The label of a navigation follower's way to the window: the show and hide closures the list
  /// view hands it, each capturing the window weakly.
  static let followerWindow = "show, hide [weak window]"

  /// The label of MVVM's one way back from a view model to its view: the binding's closure.
  static let observation = "onChange [weak self]"
  static let drawCycle = "Sources/MVVM/Binding/DrawCycle.swift"

  static let viper = Graph(
    diagram: OwnershipDiagram(
      title: "VIPER · todos: who owns whom",
      boxes: [
        Box("Window", role: "Window", row: 0, column: 2),
        Box("TodoListView", role: "View", row: 1, column: 0.5),
        Box("AddTodoView", role: "View", row: 1, column: 3.5),
        Box("TodoListPresenter", role: "Presenter", row: 2, column: 0.5),
        Box("AddTodoPresenter", role: "Presenter", row: 2, column: 3.5),
        Box("TodoListInteractor", role: "Interactor", row: 3, column: 0),
        Box("TodoListRouter", role: "Router", row: 3, column: 1.25),
        Box("AddTodoRouter", role: "Router", row: 3, column: 2.75),
        Box("AddTodoInteractor", role: "Interactor", row: 3, column: 4),
        Box("TodoStore", role: "Store", row: 4, column: 2),
      ],
      references: [
        Reference("Window", to: "TodoListView", property: "screens"),
        Reference("Window", to: "AddTodoView", property: "screens"),
        Reference("TodoListView", to: "TodoListPresenter", property: "presenter"),
        Reference("TodoListPresenter", to: "TodoListView", property: "view", weak: true),
        Reference("TodoListPresenter", to: "TodoListInteractor", property: "interactor"),
        Reference("TodoListInteractor", to: "TodoListPresenter", property: "output", weak: true),
        Reference("TodoListPresenter", to: "TodoListRouter", property: "router"),
        Reference("TodoListRouter", to: "AddTodoRouter", property: "addTodoModule"),
        Reference("AddTodoRouter", to: "Window", property: "window", weak: true),
        Reference("AddTodoView", to: "AddTodoPresenter", property: "presenter"),
        Reference("AddTodoPresenter", to: "AddTodoView", property: "view", weak: true),
        Reference("AddTodoPresenter", to: "AddTodoInteractor", property: "interactor"),
        Reference("AddTodoInteractor", to: "AddTodoPresenter", property: "output", weak: true),
        Reference("AddTodoPresenter", to: "AddTodoRouter", property: "router"),
        Reference("AddTodoPresenter", to: "TodoListPresenter", property: "delegate", weak: true),
        Reference("TodoListInteractor", to: "TodoStore", property: "store"),
        Reference("AddTodoRouter", to: "TodoStore", property: "store"),
        Reference("AddTodoInteractor", to: "TodoStore", property: "store"),
      ],
      notes: [
        windowNote,
        "AddTodoRouter is the add module's interface: the list's router holds it for the run, and it",
        "  assembles a new view, presenter and interactor each time the Add screen is presented.",
        storeNote, addNote,
      ]),
    files: [
      "Window": window,
      "TodoListView": "Sources/VIPER/Todos/TodoListView.swift",
      "TodoListPresenter": "Sources/VIPER/Todos/TodoListPresenter.swift",
      "TodoListInteractor": "Sources/VIPER/Todos/TodoListInteractor.swift",
      "TodoListRouter": "Sources/VIPER/Todos/TodoListRouter.swift",
      "AddTodoView": "Sources/VIPER/Todos/AddTodoView.swift",
      "AddTodoPresenter": "Sources/VIPER/Todos/AddTodoPresenter.swift",
      "AddTodoInteractor": "Sources/VIPER/Todos/AddTodoInteractor.swift",
      "AddTodoRouter": "Sources/VIPER/Todos/AddTodoRouter.swift",
    ])
}
