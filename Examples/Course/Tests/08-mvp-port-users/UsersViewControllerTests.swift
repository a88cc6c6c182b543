import Domain
import Foundation
import Harness
import Testing

@testable import E08MVPPortUsers

/// The MVC screen the port starts from: the learner reads it as the behaviour to keep, so it
/// must print the very transcripts the port is graded by. It is a plain `Screen`, with no table
/// for the window to scroll, so the `scroll` scenario grades the port alone.
@Suite("Exercise 08: the MVC screen to port")
@MainActor
struct UsersViewControllerTests {
  @Test(arguments: Scenario.of(.users).filter { $0.name != "scroll" })
  func controllerToPort_givesTheCheckedInTranscript(_ scenario: Scenario) async throws {
    // given
    let file = UsersPortTests.transcripts.appendingPathComponent("\(scenario.name).txt")
    let expected = try String(contentsOf: file, encoding: .utf8)

    // when
    let transcript = await Transcript.record(scenario, in: .mvc) { _, services, window in
      window.setRoot(UsersViewController(service: services.users))
    }

    // then
    #expect(
      transcript.text == expected,
      "\(scenario): the MVC controller the port starts from no longer prints the kit's transcript")
  }
}
