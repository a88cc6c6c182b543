// VIPER · tracing the drivers module — what crosses the presenter ↔ interactor seam.
//
// No view stands between the presenter and the interactor to report their messages, so
// DriversRouter.assembleModule wires these decorators between them: each reports the call it
// receives to `--trace`, then forwards it. The interactor and the presenter never mention tracing.
import Domain
import Tracing

/// The presenter's interactor: reports each request, then forwards it to the interactor.
///
/// The presenter holds it strongly, as it would hold the interactor. It keeps ``output`` too:
/// the interactor holds its output weakly, so that decorator needs an owner that lives as long
/// as the presenter.
@MainActor
final class ReportingDriversInteractor: DriversInteractorInput {
  /// The interactor the requests go to.
  let interactor: any DriversInteractorInput
  /// The decorator the interactor reports to, which forwards to the presenter.
  let output = ReportingDriversInteractorOutput()

  init(_ interactor: any DriversInteractorInput) {
    self.interactor = interactor
  }

  func fetchDrivers() {
    Trace.message(from: "Presenter", to: "Interactor", "fetchDrivers()")
    interactor.fetchDrivers()
  }

  func filterDrivers(by query: SearchQuery) {
    Trace.message(from: "Presenter", to: "Interactor", "filterDrivers(by: \(literal: query.text))")
    interactor.filterDrivers(by: query)
  }
}

/// The interactor's output: reports each outcome, then forwards it to the presenter.
@MainActor
final class ReportingDriversInteractorOutput: DriversInteractorOutput {
  /// The presenter the outcomes go to; it owns this decorator's owner, so this reference is weak.
  weak var presenter: (any DriversInteractorOutput)?

  func didFind(_ outcome: DriverSearch.Outcome) {
    Trace.message(from: "Interactor", to: "Presenter", "didFind(\(outcome.traced))")
    presenter?.didFind(outcome)
  }

  func didFailToFetchDrivers(with error: ServiceError) {
    Trace.message(from: "Interactor", to: "Presenter", "didFailToFetchDrivers(with: .\(error))")
    presenter?.didFailToFetchDrivers(with: error)
  }
}

extension DriverSearch.Outcome {
  /// The outcome as `--trace` writes it: `.matches(3 drivers)`, `.empty("No drivers")`, `.loadFailed`.
  fileprivate var traced: String {
    switch self {
    case .loadFailed: ".loadFailed"
    case .empty(let message): ".empty(\(literal: message))"
    case .matches(let drivers): ".matches(\(count: drivers.count, "driver"))"
    }
  }
}
