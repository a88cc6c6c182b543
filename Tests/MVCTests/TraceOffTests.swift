import Domain
import DomainTestSupport
import Testing
import TextUI
import Tracing

@testable import MVC

/// With no trace log bound, MVC reports nothing, and tracing never changes what a screen shows.
@MainActor
@Suite(.tags(.plumbing))
struct TraceOffTests {
  /// Starts drivers, searches and refreshes, and returns every frame the window showed.
  private func driveDrivers() async throws -> [Frame?] {
    let window = Window()
    var frames: [Frame?] = []
    await MVCApp.startDrivers(service: DriverServiceMock(), in: window)
    frames.append(window.frame)
    for action: UserAction in [.search("per"), .clear, .refresh] {
      try await window.perform(action)
      frames.append(window.frame)
    }
    return frames
  }

  @Test func actionsOutsideTheBinding_recordNothing() async throws {
    // given
    let log = TraceLog()
    let window = Window()
    await Trace.$log.withValue(log) { await MVCApp.startUsers(service: UserServiceMock(), in: window) }
    let whileBound = log.messages.count

    // when
    try await window.perform(.refresh)
    _ = try await driveDrivers()

    // then
    #expect(whileBound == 4)
    #expect(log.messages.count == whileBound)
    #expect(Trace.log == nil)
  }

  @Test func tracedRun_showsTheSameFramesAsAnUntracedOne() async throws {
    // given
    let untraced = try await driveDrivers()
    let log = TraceLog()

    // when
    let traced = try await Trace.$log.withValue(log) { try await driveDrivers() }

    // then
    #expect(!log.messages.isEmpty)
    #expect(traced == untraced)
  }
}
