// Exercise 07 · MVP · The test that checked nothing
//
// What it teaches: a test must wait for the work it checks. The classic melody-list article
// tested this presenter by putting its assertions inside the promise's `done` and `catch`
// closures; the test function returned before they ran, so every test passed whatever the
// presenter did. The tests of this exercise (Tests/07-mvp-unawaited-test) wait for the work —
// `settling { presenter.fetchMelodies() }` returns when every task the call started has
// finished — and then check. They fail, because this presenter starts its work with
// `Task.detached`: a task cut off from whoever started it, which no caller can wait for and
// nobody can cancel, that holds the presenter until it ends. Start the work in a `Task` the
// presenter keeps (a newer fetch and the presenter's end cancel it, and the task holds the
// presenter weakly; a test frees the presenter while a fetch is out). Then the tests of a
// failed fetch still fail, on a real bug the old tests never caught.
//
// Where to look: `fetchMelodies()` below — the `Task.detached { … }`, then the `catch`.
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
  func fetchMelodies() {
    Task.detached { [self] in
      await loadMelodies()
    }
  }

  private func loadMelodies() async {
    view?.showLoading()
    do throws(MelodyServiceError) {
      let feed = try await service.fetchMelodies()
      view?.show(
        melodies: feed.melodies.map { MelodyRowViewData(title: $0.title, detail: DisplayFormat.melodyDetail($0)) },
        notice: feed.notice(networkIsOnline: network.isOnline))
    } catch {
      view?.show(melodies: [], notice: nil)
    }
  }
}
