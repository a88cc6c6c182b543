import DeclarativeUI
import Domain
import DomainTestSupport
import Testing
import TextUI
import Tracing

@testable import MVVM

/// The declarative users and melodies screens: each loads on appear through `viewDidLoad()` and
/// sends its buttons to the view model's inputs.
@MainActor
struct UsersAndMelodiesScreenTests {
  private let window = Window()

  @Test(.tags(.users)) func users_loadOnAppear_andRefreshIsTheRefreshInput() async throws {
    // given
    let service = UserServiceMock()
    let log = TraceLog()
    await Trace.$log.withValue(log) { await MVVMDeclarativeApp.startUsers(service: service, in: window) }
    #expect(log.messages.map(\.description).contains("View → ViewModel: viewDidLoad()"))
    #expect(service.fetchCount == 1)

    // when
    try await window.perform(.refresh)

    // then
    #expect(service.fetchCount == 2)
    #expect(window.frame?.title == "Users")
    #expect(window.acceptedActions == [.refresh])
  }

  @Test(.tags(.users)) func users_failedLoad_showsTheAlertInPlaceOfTheList() async {
    // when
    await MVVMDeclarativeApp.startUsers(service: UserServiceMock(result: .failure(.network("down"))), in: window)

    // then
    #expect(window.frame?.lines.first == "[!] \(FailureText.usersNotLoaded)")
  }

  @Test(.tags(.melodies)) func melodies_offlineButton_isTheNetworkSwitchedInput() async throws {
    // given
    let network = NetworkSwitch()
    await MVVMDeclarativeApp.startMelodies(service: MelodyServiceMock(), network: network, in: window)
    #expect(window.frame?.lines.first == "Network: online")

    // when
    try await window.perform(.offline)

    // then
    #expect(!network.isOnline)
    #expect(window.frame?.lines.first == "Network: offline")
    #expect(window.acceptedActions == [.offline, .online, .refresh])
  }
}
