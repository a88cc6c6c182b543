import CourseTestSupport
import Domain
import DomainTestSupport
import Synchronization
import Testing
import TextUI

@testable import E10MVVMBindingLeak

/// A driver service that answers at once until the test holds it; then each fetch waits until
/// the test answers it, so that the test can close the screen while a load is out.
final class DriverServiceGate: DriverService {
  private struct State {
    var holding = false
    var waiting: [CheckedContinuation<Result<[Driver], ServiceError>, Never>] = []
  }
  private let state = Mutex(State())
  private let fetches: AsyncStream<Void>
  private let fetchesContinuation: AsyncStream<Void>.Continuation

  init() {
    (fetches, fetchesContinuation) = AsyncStream.makeStream()
  }

  func fetchDrivers() async throws(ServiceError) -> [Driver] {
    let result = await withCheckedContinuation { continuation in
      let held = state.withLock { state in
        guard state.holding else { return false }
        state.waiting.append(continuation)
        return true
      }
      if held { fetchesContinuation.yield() } else { continuation.resume(returning: .success(Driver.samples)) }
    }
    return try result.get()
  }

  /// From now on, each fetch waits for ``answer(_:)``.
  func hold() {
    state.withLock { $0.holding = true }
  }

  /// Returns once a held fetch is waiting for its answer.
  func fetchStarted() async {
    for await _ in fetches { return }
  }

  /// Answers the fetch that has waited longest.
  func answer(_ result: Result<[Driver], ServiceError>) {
    let next = state.withLock { $0.waiting.isEmpty ? nil : $0.waiting.removeFirst() }
    next?.resume(returning: result)
  }
}

/// Who keeps whom alive once the window lets the drivers screen go.
@Suite("Exercise 10: the binding that never lets go")
@MainActor
struct DriversBindingLifetimeTests {
  @Test func closingTheWindow_releasesViewAndViewModel() async {
    // given
    weak var view: DriversView?
    weak var viewModel: DriversViewModel?
    let window = Window()
    do {
      let newViewModel = DriversViewModel(service: DriverServiceMock())
      let newView = DriversView(viewModel: newViewModel)
      view = newView
      viewModel = newViewModel
      await settling { window.setRoot(newView) }
    }

    // when
    window.close()

    // then
    #expect(view == nil, "the view outlived its window")
    #expect(viewModel == nil, "the view model outlived its view")
  }

  /// An `unowned` capture breaks the cycle too, and passes the test above; but a box the view
  /// model still holds then calls a listener whose view is gone, and the app crashes. Whatever
  /// keeps the view model a moment longer than its view (a closure that captured it, a task still
  /// running) makes that happen. A listener captures the view weakly and does nothing once it is
  /// gone.
  @Test func listeners_captureTheViewWeaklyNotUnowned() throws {
    // given
    let source = try compiledSource(of: "DriversView.swift", inExercise: "10-mvvm-binding-leak")

    // when
    let code = source.split(separator: "\n").filter { !$0.drop(while: \.isWhitespace).hasPrefix("//") }
    let unownedCaptures = code.filter { $0.contains("unowned") }.map { String($0.drop(while: \.isWhitespace)) }

    // then
    #expect(unownedCaptures.isEmpty, "DriversView.swift captures unowned: \(unownedCaptures); capture the view weakly")
  }

  @Test func search_redrawsTheBoundList() async throws {
    // given
    let view = DriversView(viewModel: DriversViewModel(service: DriverServiceMock(result: .success(Driver.samples))))
    await settling { view.screenDidLoad() }

    // when
    try await view.perform(.search("russell"))

    // then
    #expect(view.body() == ["Search: \"russell\"", "", "1. George RUSSELL  #63 · Mercedes"])
  }

  /// The search field shows the query the view model states, trimmed: a view that writes the
  /// text typed into it, not the bound `searchText`, shows the spaces, tabs and newlines too.
  @Test(arguments: ["  russell", "russell\t", "\trussell\n", " \n russell \t "])
  func searchWithWhitespaceAroundTheQuery_showsTheBoundTrimmedQuery(_ typed: String) async throws {
    // given
    let view = DriversView(viewModel: DriversViewModel(service: DriverServiceMock(result: .success(Driver.samples))))
    await settling { view.screenDidLoad() }

    // when
    try await view.perform(.search(typed))

    // then
    #expect(
      view.body() == ["Search: \"russell\"", "", "1. George RUSSELL  #63 · Mercedes"],
      "the search field must show the view model's searchText, trimmed, not the text as typed")
  }

  @Test func searchThatFindsNobody_showsTheBoundTrimmedQuery() async throws {
    // given
    let view = DriversView(viewModel: DriversViewModel(service: DriverServiceMock(result: .success(Driver.samples))))
    await settling { view.screenDidLoad() }

    // when
    try await view.perform(.search("\t zzz \n"))

    // then
    #expect(
      view.body() == ["Search: \"zzz\"", "", "No drivers match \"zzz\"."],
      "the search field must show the view model's searchText, trimmed, not the text as typed")
  }

  /// A task still running the view model's load holds the view model, not the view. Closing the
  /// window must free the view at once; the load, when it returns, must find no view to draw
  /// on, and the view model must go with it. A listener that captures the view `unowned`
  /// crashes here.
  @Test func closingTheWindowWhileALoadIsOut_releasesTheViewThenTheViewModel() async {
    // given
    let service = DriverServiceGate()
    let window = Window()
    weak var view: DriversView?
    weak var viewModel: DriversViewModel?
    let load: Task<Void, Never>
    do {
      let newViewModel = DriversViewModel(service: service)
      let newView = DriversView(viewModel: newViewModel)
      view = newView
      viewModel = newViewModel
      await settling { window.setRoot(newView) }
      service.hold()
      load = Task { await settling { newViewModel.viewDidLoad() } }
    }
    await service.fetchStarted()

    // when
    window.close()
    let viewOutlivedTheWindow = view != nil
    service.answer(.success(Array(Driver.samples.prefix(1))))
    await load.value

    // then
    #expect(
      viewOutlivedTheWindow == false,
      "the view outlived its window while a load was out: a listener its view model keeps holds it")
    #expect(view == nil, "the view outlived its window: it is still held after the load returned")
    #expect(viewModel == nil, "the view model outlived its view: it is still held after its load returned")
  }

  /// Something that captured the view model (a task, a closure) keeps it after the load returned
  /// and the view is gone; a change of its outputs then reaches listeners whose view is gone.
  @Test func outputChangedAfterTheViewIsGone_reachesNoView() async {
    // given
    let viewModel = DriversViewModel(service: DriverServiceMock(result: .success(Driver.samples)))
    var owner: DriversView? = DriversView(viewModel: viewModel)
    weak var view: DriversView?
    view = owner
    await settling { owner?.screenDidLoad() }

    // when
    owner = nil
    let viewOutlivedItsOwner = view != nil
    viewModel.searchTextChanged("ham")

    // then
    #expect(
      viewOutlivedItsOwner == false,
      "the view outlived the window that owned it after its load returned: a listener holds it")
    #expect(view == nil, "the view outlived the window that owned it: it is still held after its view model changed")
  }
}
