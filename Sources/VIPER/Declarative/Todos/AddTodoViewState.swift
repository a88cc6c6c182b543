import Observation
import Tracing

/// The Add view the presenter talks to, for the declarative screen: the fields and the problem
/// as the presenter says them; ``AddTodoScreen`` draws them.
///
/// It conforms to the same ``AddTodoViewInterface`` as the imperative `AddTodoView` and owns
/// the presenter. The add module's router presents it as the sheet's item, so it is equal only
/// to itself.
@Observable
@MainActor
final class AddTodoViewState: AddTodoViewInterface, Hashable {
  /// The presenter the screen sends the user's events to.
  @ObservationIgnored let presenter: any AddTodoPresenterInterface
  /// The name field, as the presenter says it.
  var name = ""
  /// The due field, e.g. `tomorrow (Thu 19 Nov 2026)`.
  var due = ""
  /// Why the last save failed, or `nil`.
  var problem: String?

  init(presenter: any AddTodoPresenterInterface) {
    self.presenter = presenter
  }

  func show(name: String, due: String) {
    Trace.message(from: "Presenter", to: "View", "show(name: \(literal: name), due: \(literal: due))")
    self.name = name
    self.due = due
  }

  func showProblem(_ message: String?) {
    Trace.message(from: "Presenter", to: "View", "showProblem(\(literal: message))")
    problem = message
  }

  nonisolated static func == (lhs: AddTodoViewState, rhs: AddTodoViewState) -> Bool { lhs === rhs }

  nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
