// UDF · todos — the upcoming list and its Add screen, navigation included, in one state.
//
// Start with TodosFeature: its state is what the list shows (the rows Domain's UpcomingSchedule
// groups, and a notice) and, while the Add screen is open, that screen's state (`addTodo`).
// Opening the Add screen is setting `addTodo`; closing it is setting it back to `nil`, which
// TodosFeature does when AddTodoFeature reports it saved or was cancelled (its `.delegate`
// actions); after a save the list loads again and, when the schedule does not list the saved
// item, says where it went. The Add screen's actions reach this reducer wrapped as `.addTodo`,
// and it runs AddTodoFeature's reducer for them. Reading and writing the store are effects.
// TodoListView draws the list and makes the window follow `addTodo`: it presents AddTodoView,
// given a store scoped to `addTodo`, when it is set, and dismisses it when it goes.
import Domain
import Foundation

/// The to-do list's state, actions and reducer, with the Add screen's as a part of them.
struct TodosFeature: Reducer {
  struct State: Equatable, ListedState {
    /// What the list shows.
    var list: ListState<UpcomingRow> = .loading
    /// Where the item just saved went, when the list does not show it: shown above the list
    /// loaded after the save, until the next load.
    var notice: String?
    /// The notice for the load under way, set by a save; it shows when the load is done.
    var pendingNotice: String?
    /// The Add screen's state while it is open; `nil` when it is closed.
    var addTodo: AddTodoFeature.State?
  }

  /// One upcoming to-do as the list shows it: its name, under its group's header, beside the
  /// label Domain gives its due date.
  struct UpcomingRow: Equatable {
    /// The group it is listed under, whose raw value is the section's header.
    var group: UpcomingGroup
    /// What there is to do.
    var name: String
    /// The weekday it is due; empty under Today.
    var dueLabel: String
  }

  enum Action: Equatable {
    case viewDidLoad
    case refreshRequested
    case addTapped
    /// The store's answer to a load.
    case todosResponse(Result<[TodoItem], StoreError>)
    /// An action of the Add screen, while it is open.
    case addTodo(AddTodoFeature.Action)
  }

  /// Where the items live; only the effects call it.
  let store: any TodoStore
  /// Which items are upcoming, in which group, and the day the run counts as today.
  let schedule: UpcomingSchedule
  /// The Add screen's reducer, run for its actions.
  let addTodo: AddTodoFeature

  /// - Parameters:
  ///   - store: where the items live.
  ///   - schedule: which items are upcoming, and today; the Add screen reads due dates from
  ///     the same today.
  ///   - makeID: makes each new item's identity; a random one by default.
  init(store: any TodoStore, schedule: UpcomingSchedule, makeID: @escaping @MainActor () -> UUID = { UUID() }) {
    self.store = store
    self.schedule = schedule
    addTodo = AddTodoFeature(
      store: store, parser: DueDateParser(today: schedule.today, calendar: schedule.calendar), makeID: makeID)
  }

  /// The work a newer load supersedes: a load still out is cancelled for the new one.
  enum CancelID { case load }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .viewDidLoad, .refreshRequested:
      return load(into: &state)
    case .addTapped:
      state.addTodo = AddTodoFeature.State()
      return .none
    case .todosResponse(.success(let items)):
      let sections = schedule.sections(for: items)
      state.notice = state.pendingNotice
      state.pendingNotice = nil
      state.list = sections.isEmpty ? .empty(UpcomingSchedule.emptyMessage) : .loaded(rows(of: sections))
      return .none
    case .todosResponse(.failure(let error)):
      state.pendingNotice = nil
      state.list = .failed(.init(title: FailureText.todosNotLoaded, message: error.message))
      return .none
    case .addTodo(.delegate(.saved(let item))):
      state.addTodo = nil
      return load(into: &state, notice: schedule.savedNotice(for: item))
    case .addTodo(.delegate(.cancelled)):
      state.addTodo = nil
      return .none
    case .addTodo(let childAction):
      guard var child = state.addTodo else { return .none }
      let effect = addTodo.reduce(into: &child, action: childAction)
      state.addTodo = child
      return effect.map { .addTodo($0) }
    }
  }

  /// Shows the loading state and reads the items.
  ///
  /// - Parameters:
  ///   - state: the state, changed in place.
  ///   - notice: what the loaded list says above it, e.g. where a saved item went; `nil` for nothing.
  /// - Returns: the read.
  private func load(into state: inout State, notice: String? = nil) -> Effect<Action> {
    state.list = .loading
    state.notice = nil
    state.pendingNotice = notice
    return .run { [store] send in
      do throws(StoreError) {
        await send(.todosResponse(.success(try await store.allItems())))
      } catch {
        await send(.todosResponse(.failure(error)))
      }
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }

  private func rows(of sections: [UpcomingSection]) -> [UpcomingRow] {
    sections.flatMap { section in
      section.items.map { item in
        UpcomingRow(group: section.group, name: item.name, dueLabel: schedule.dueLabel(of: item, in: section.group))
      }
    }
  }
}
