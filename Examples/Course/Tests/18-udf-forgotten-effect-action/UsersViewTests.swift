import Domain
import DomainTestSupport
import Testing
import TextUI

@testable import E18UDFForgottenEffectAction

/// The actions a store reduced, in order: what the screen and the effects sent.
@MainActor
final class ActionLog {
  private(set) var actions: [UsersFeature.Action] = []

  func record(_ action: UsersFeature.Action) { actions.append(action) }
}

/// The users reducer, with each action it is sent written down first.
struct LoggedUsersFeature: Reducer {
  let feature: UsersFeature
  let log: ActionLog

  func reduce(into state: inout UsersFeature.State, action: UsersFeature.Action) -> Effect<UsersFeature.Action> {
    log.record(action)
    return feature.reduce(into: &state, action: action)
  }
}

/// The users screen: its title, and what it tells its store of the user's events.
@Suite("Exercise 18: the users screen's events")
@MainActor
struct UsersViewTests {
  @Test func screenShown_isTitledUsers() {
    // given, when
    let view = UsersView(
      store: Store(initialState: UsersFeature.State(), reducer: UsersFeature(service: UserServiceMock())))

    // then
    #expect(view.title == "Users", "the users screen's title is not \"Users\"")
  }

  @Test func screenShown_sendsViewDidLoad_andRefresh_sendsRefreshRequested() async throws {
    // given
    let log = ActionLog()
    let view = UsersView(
      store: Store(
        initialState: UsersFeature.State(),
        reducer: LoggedUsersFeature(feature: UsersFeature(service: UserServiceMock()), log: log)))

    // when
    await settling { view.screenDidLoad() }
    try await view.perform(.refresh)

    // then
    #expect(
      log.actions == [
        .viewDidLoad, .usersResponse(.success(User.samples)),
        .refreshRequested, .usersResponse(.success(User.samples)),
      ],
      "the screen must tell its store that it appeared (viewDidLoad), and only a refresh the user asked for as refreshRequested"
    )
  }
}
