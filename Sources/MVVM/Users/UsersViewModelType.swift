// MVVM · users — a view model states the screen; the view binds to it.
//
// Start with UsersViewModel: its inputs are what happened (`viewDidLoad`, `refreshRequested`),
// its outputs are what the screen shows (`rows`, `isLoading`, `emptyMessage`, `errorAlert`),
// already formatted. UsersView forwards actions to the inputs and draws the outputs through
// DrawCycle, which redraws only after an output it read has changed.
import Domain

/// One formatted row of the users list.
struct UserRowViewData: Equatable, Sendable {
  var title: String
  var detail: String
}

/// What the users view tells its view model: past-tense events.
@MainActor
protocol UsersViewModelInputs: AnyObject {
  /// The screen appeared.
  func viewDidLoad()
  /// The user asked for the list again: a load still out is cancelled for a new one.
  func refreshRequested()
}

/// What the users view shows: observable, formatted view facts.
@MainActor
protocol UsersViewModelOutputs: AnyObject {
  var rows: [UserRowViewData] { get }
  var isLoading: Bool { get }
  var emptyMessage: String? { get }
  var errorAlert: AlertViewData? { get }
}

/// A users view model, seen through its two faces.
@MainActor
protocol UsersViewModelType: AnyObject {
  var inputs: any UsersViewModelInputs { get }
  var outputs: any UsersViewModelOutputs { get }
}
