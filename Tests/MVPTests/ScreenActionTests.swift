import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import MVP

/// The real passive screens pass each action to their presenter: a screen that dropped one
/// would pass every presenter test, which talk to a mock view.
@MainActor
struct ScreenActionTests {
  private let window = Window()

  @Test(.tags(.drivers))
  func driversScreen_clear_drawsEveryDriverAgain() async throws {
    // given
    await MVPApp.startDrivers(service: DriverServiceMock(), in: window)
    let unfiltered = window.frame
    try await window.perform(.search("perez"))
    #expect(window.frame != unfiltered)

    // when
    try await window.perform(.clear)

    // then
    #expect(window.frame == unfiltered)
  }
}
