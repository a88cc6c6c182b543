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
