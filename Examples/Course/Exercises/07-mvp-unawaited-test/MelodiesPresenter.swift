// Exercise 07 · MVP · The test that checked nothing
//
// What it teaches: a test must wait for the work it checks. The classic melody-list article
// tested this presenter by putting its assertions inside the promise's `done` and `catch`
// closures; the test function returned before they ran, so every test passed whatever the
// presenter did. The tests of this exercise (Tests/07-mvp-unawaited-test) await the work and
// then check — and they fail, because this presenter starts its work in a `Task` nobody can
// await. Make the work awaitable first — do it in `fetchMelodies()` itself, in its caller's
// task, not in a `Task` of its own to yield to, sleep on or await (a test checks that the
// service is called from the task that awaits `fetchMelodies()`). Then the tests of a failed
// fetch still fail, on a real bug the old tests never caught.
//
// Where to look: `fetchMelodies()` below — the `Task { … }`, then the `catch`.
// Check: `archdemo course check 7`.
import Domain

/// Loads melodies through the online-first service and tells a passive ``MelodiesView``.
@MainActor
final class MelodiesPresenter {
  private weak var view: (any MelodiesView)?
  private let service: any MelodyService
  private let network: any NetworkStatus

  init(service: any MelodyService, network: any NetworkStatus) {
    self.service = service
    self.network = network
  }

  /// Connects the view the presenter talks to; the presenter does not keep it alive.
  func attach(view: any MelodiesView) {
    self.view = view
  }

  /// Loads the melodies and tells the view what to show.
  func fetchMelodies() async {
    Task {
      view?.showLoading()
      do {
        let feed = try await service.fetchMelodies()
        view?.show(
          melodies: feed.melodies.map { MelodyRowViewData(title: $0.title, detail: DisplayFormat.melodyDetail($0)) },
          notice: feed.notice(networkIsOnline: network.isOnline))
      } catch {
        view?.show(melodies: [], notice: nil)
      }
    }
  }
}
