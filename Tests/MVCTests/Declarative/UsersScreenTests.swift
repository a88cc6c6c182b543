import DeclarativeUI
import Domain
import DomainTestSupport
import Instrumentation
import Testing
import TextUI

@testable import MVC

/// The declarative users screen: the controller loads and formats, the value screen draws what
/// it holds.
@MainActor
@Suite(.tags(.users))
struct UsersScreenTests {
  private let service = UserServiceMock()
  private let window = Window()

  private func start(_ service: any UserService) async -> UsersController {
    let controller = UsersController(service: service)
    await window.setRoot(HostingScreen(UsersScreen(controller: controller), in: window))
    return controller
  }

  @Test func appear_listsTheUsersTheControllerFormatted() async {
    // when
    _ = await start(service)

    // then
    #expect(window.frame?.title == "Users")
    #expect(window.frame?.lines.first == "1. Iyad Agha    36 years")
    #expect(window.frame?.lines.count == User.samples.count)
    #expect(window.acceptedActions == [.refresh])
  }

  @Test func failingService_showsTheAlert_andRefreshRecovers() async throws {
    // given
    service.result = .failure(.network("offline"))
    _ = await start(service)
    #expect(window.frame?.lines == ["[!] Could not load users", "    Could not reach the server (offline)."])

    // when
    service.result = .success(User.samples)
    try await window.perform(.refresh)

    // then
    #expect(window.frame?.lines.count == User.samples.count)
    #expect(service.fetchCount == 2)
  }

  @Test func noUsers_isAnEmptyState() async {
    // given
    service.result = .success([])

    // when
    _ = await start(service)

    // then
    #expect(window.frame?.lines == ["No users"])
  }

  @Test func refresh_showsLoadingWhileTheRequestIsOut() async throws {
    // given
    let held = HeldRequests()
    held.isHolding = false
    let controller = await start(ObservedUserService(service, willRequest: held.hook))

    // when
    held.isHolding = true
    try await window.perform(.refresh)

    // then
    guard case .loading = controller.content else {
      Issue.record("the controller holds \(controller.content), not loading")
      return
    }
    #expect(window.frame?.lines == ["Loading…"])
  }
}
