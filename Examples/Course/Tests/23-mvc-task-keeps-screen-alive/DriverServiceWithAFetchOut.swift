import Domain
import DomainTestSupport

/// A driver service that answers every fetch with the sample drivers, runs what the test gives
/// it as the next fetch begins, before it answers (the user acts while a load is out), and notes
/// for each fetch whether the task that asked had been cancelled by the time it answered.
@MainActor
final class DriverServiceWithAFetchOut: DriverService {
  /// How many fetches began.
  private(set) var fetchCount = 0
  /// For each fetch answered, in order, whether its task had been cancelled.
  private(set) var answeredFetchesWereCancelled: [Bool] = []
  /// What to run as the next fetch begins, before it is answered; it runs once.
  var whileTheNextFetchIsOut: (@MainActor () async -> Void)?

  func fetchDrivers() async throws(ServiceError) -> [Driver] {
    fetchCount += 1
    if let work = whileTheNextFetchIsOut {
      whileTheNextFetchIsOut = nil
      await work()
    }
    answeredFetchesWereCancelled.append(Task.isCancelled)
    return Driver.samples
  }
}
