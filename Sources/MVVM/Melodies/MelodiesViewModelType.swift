// MVVM · melodies — online API, offline database.
//
// Start with MelodiesViewModel: the online/offline fallback is Domain's rule
// (OnlineFirstMelodyService); the view model only states what each outcome looks like — the
// network line, the notice saying why the melodies are saved ones, the rows and the three
// errors of the article; the network line and the notice are written by Domain.
// `networkSwitched(online:)` flips the simulated network switch and reloads, as a reachability
// change would. MelodiesView binds to the outputs.
import Domain

/// One formatted melody row: the title, then `artist · m:ss`.
struct MelodyRowViewData: Equatable, Sendable {
  var title: String
  var detail: String
}

/// What the melodies view tells its view model: past-tense events.
@MainActor
protocol MelodiesViewModelInputs: AnyObject {
  /// The screen appeared: the melodies load, in a task the view model keeps.
  func viewDidLoad()
  /// The user asked for the melodies again: a load still out is cancelled for a new one.
  func refreshRequested()
  /// The network went on or off: the melodies load again, the load still out cancelled.
  func networkSwitched(online: Bool)
}

/// What the melodies view shows: observable, formatted view facts.
@MainActor
protocol MelodiesViewModelOutputs: AnyObject {
  /// `Network: online` or `Network: offline`, as read when the last load began.
  var networkStatus: String { get }
  /// Says why the melodies are saved ones — offline, or online with the API unreachable —
  /// or `nil` for melodies fresh from the API.
  var notice: String? { get }
  var rows: [MelodyRowViewData] { get }
  var isLoading: Bool { get }
  var errorAlert: AlertViewData? { get }
}

/// A melodies view model, seen through its two faces.
@MainActor
protocol MelodiesViewModelType: AnyObject {
  var inputs: any MelodiesViewModelInputs { get }
  var outputs: any MelodiesViewModelOutputs { get }
}
