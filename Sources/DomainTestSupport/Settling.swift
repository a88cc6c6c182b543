import TextUI

/// Runs `action` as a tap runs a handler, synchronously, and returns when every task it started
/// has finished: a test's way to wait for the work a presenter, view model, interactor or
/// controller starts, without knowing where it keeps the task.
///
/// `await settling { presenter.refreshRequested() }` then reads what the view was told. A task
/// that waits for ever (a request a test holds with `MidRequest`) keeps it waiting.
///
/// - Parameter action: the synchronous call that may start tasks, e.g. an input of a view model.
@MainActor
public func settling(_ action: @MainActor () -> Void) async {
  let work = WorkInFlight()
  work.track(action)
  await work.settled()
}
