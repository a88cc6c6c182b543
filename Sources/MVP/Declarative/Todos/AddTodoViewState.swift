import Observation
import Tracing

/// The Add view the presenter talks to, for the declarative screen: the name as typed, and the
/// due field and the problem as the presenter says them; ``AddTodoScreen`` draws them.
///
/// It conforms to the same ``AddTodoViewInterface`` as the imperative `AddTodoView` and owns
/// the presenter. The coordinator presents it as its sheet item, so it is equal only to itself.
@Observable
@MainActor
final class AddTodoViewState: AddTodoViewInterface, Hashable {
  /// The presenter the screen sends the user's events to.
  @ObservationIgnored let presenter: AddTodoPresenter
  /// The name as typed, as a text field keeps it.
  var name = ""
  /// The due field, e.g. `tomorrow (Thu 19 Nov 2026)`.
  var due = ""
  /// Why the last save failed, or `nil`.
  var problem: String?

  init(presenter: AddTodoPresenter) {
    self.presenter = presenter
    presenter.attach(view: self)
  }

  func show(due: String, problem: String?) {
    Trace.message(from: "Presenter", to: "View", "show(due: \(literal: due), problem: \(literal: problem))")
    self.due = due
    self.problem = problem
  }

  nonisolated static func == (lhs: AddTodoViewState, rhs: AddTodoViewState) -> Bool { lhs === rhs }

  nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
