import CourseTestSupport
import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import E10MVVMBindingLeak

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
      await window.setRoot(newView)
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
    await view.screenDidAppear()

    // when
    try await view.perform(.search("russell"))

    // then
    #expect(view.body() == ["Search: \"russell\"", "", "1. George RUSSELL  #63 · Mercedes"])
  }
}
