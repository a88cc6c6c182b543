/// The part a source file plays in its pattern, read from the file's name: the kit's one table
/// of roles.
///
/// The kit names its files by role — `NewsListViewController.swift` is a controller,
/// `NewsCoordinator.swift` a coordinator, `UsersViewModelType.swift` the view model's contracts —
/// and everything that needs a file's role reads it here: `--trace` names the sender of a
/// navigation call, `compare` counts lines per role, its testability reading says where a bug
/// was planted, and the mutation tool (a package of its own) reads the same table from
/// `Tools/Mutants/roles.json`, which a test keeps equal to this one.
package enum Role: String, CaseIterable, Sendable {
  case view = "View"
  case controller = "Controller"
  case presenter = "Presenter"
  case viewModel = "ViewModel"
  case interactor = "Interactor"
  case router = "Router"
  case coordinator = "Coordinator"
  /// UDF's store, which holds a screen's state and runs its reducer and effects (`Store.swift`).
  case store = "Store"
  /// UDF's reducers, one per screen with its state and actions (`…Feature.swift`, as TCA names them).
  case reducer = "Reducer"
  /// Protocols, view data and delegates: what two roles agree on.
  case contracts = "Contracts"
  /// A pattern's plumbing: MVVM's binding machinery (everything in a `Binding` folder) and UDF's
  /// core but its store (everything else in a `Core` folder).
  case binding = "Binding"
  /// What reports a pattern's messages to `--trace` at an edge, so the logic it wraps never
  /// mentions tracing: the decorators a composition root or module assembly wires between two
  /// roles, and the formatters that write a reducer's actions as the trace shows them
  /// (everything in a pattern's `Tracing` folder).
  case tracing = "Tracing"
  /// A pattern's composition root.
  case app = "App"

  /// The endings of a file's base name that give each role, longest first where one ends
  /// another (`ViewModelType` before `ViewModel`, `TextView` before `View`).
  ///
  /// A file `A+B.swift` is named for `A`, the type it extends. A `…View` or `…Views` file that
  /// declares no class holds only a view's protocol and data, and is ``contracts``.
  package static let fileEndings: [(ending: String, role: Role)] = [
    ("ViewControllerDelegate", .contracts), ("ViewController", .controller), ("ViewModelType", .contracts),
    ("ViewModel", .viewModel), ("ViewState", .view), ("Presenter", .presenter), ("Interactor", .interactor),
    ("Router", .router),
    ("Coordinator", .coordinator), ("Controller", .controller), ("Protocols", .contracts), ("Interfaces", .contracts),
    ("Interface", .contracts),
    ("Delegate", .contracts),
    ("App", .app), ("Store", .store), ("Feature", .reducer), ("TextView", .view), ("Screen", .view), ("Views", .view),
    ("View", .view),
  ]

  /// The names by which pattern code refers to an object of each role, e.g. `presenter` or,
  /// from an interactor, `output`: a call on a receiver whose name ends so crosses a boundary.
  package var receiverNames: [String] {
    switch self {
    case .view: ["view", "window"]
    case .presenter: ["presenter", "output"]
    case .viewModel: ["viewModel", "inputs"]
    case .interactor: ["interactor"]
    case .router: ["router"]
    case .coordinator: ["coordinator", "navigation"]
    case .contracts: ["delegate"]
    case .controller, .binding, .tracing, .app, .store, .reducer: []
    }
  }

  /// The roles every ending of `file`'s name gives, without the endings that a longer matching
  /// ending contains: one role for every file the kit names well, none or two for one it does not.
  ///
  /// - Parameters:
  ///   - file: a path, `#fileID` or `#filePath`, e.g. `Sources/MVP/News/NewsCoordinator.swift`.
  ///   - text: the file's source, when known, to tell a view from a view's protocol.
  /// - Returns: the roles, usually one.
  package static func candidates(ofFile file: String, text: String? = nil) -> Set<Role> {
    let parts = file.split(separator: "/")
    if parts.dropLast().last == "Binding" { return [.binding] }
    // A pattern's `Tracing` folder (`Sources/VIPER/Tracing/…`), not the Tracing target itself.
    if parts.count >= 3, parts[parts.count - 2] == "Tracing", parts[parts.count - 3] != "Sources" { return [.tracing] }
    // UDF's core: the store is a role of its own; the rest (effects, the reducer's protocol, what
    // every screen's state and view share) is the pattern's plumbing, as MVVM's binding is.
    if parts.dropLast().last == "Core", parts.last != "Store.swift" { return [.binding] }
    var base = String(parts.last ?? "")
    if base.hasSuffix(".swift") { base.removeLast(".swift".count) }
    if let plus = base.firstIndex(of: "+") { base = String(base[..<plus]) }
    let matching = fileEndings.filter { base.hasSuffix($0.ending) }
    let longest = matching.filter { match in
      !matching.contains { $0.ending.count > match.ending.count && $0.ending.hasSuffix(match.ending) }
    }
    return Set(
      longest.map { match in
        let declaresView = text.map { $0.contains("class ") } ?? true
        return match.role == .view && match.ending.hasPrefix("View") && !declaresView ? .contracts : match.role
      })
  }

  /// The role of `file`, when its name gives exactly one.
  ///
  /// - Parameters:
  ///   - file: a path, `#fileID` or `#filePath`.
  ///   - text: the file's source, when known, to tell a view from a view's protocol.
  /// - Returns: the role, or `nil` for a file whose name gives none or two.
  package static func of(file: String, text: String? = nil) -> Role? {
    let roles = candidates(ofFile: file, text: text)
    return roles.count == 1 ? roles.first : nil
  }
}
