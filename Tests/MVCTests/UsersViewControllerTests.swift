import Domain
import DomainTestSupport
import Instrumentation
import Testing

@testable import MVC

@MainActor
@Suite(.tags(.users))
struct UsersViewControllerTests {
  private let service = UserServiceMock()

  @Test func appear_withUsers_listsFullNamesAndAges() async {
    // given
    let controller = UsersViewController(service: service)

    // when
    await settling { controller.screenDidLoad() }

    // then
    #expect(controller.frame.title == "Users")
    #expect(
      controller.frame.lines == [
        "1. Iyad Agha    36 years",
        "2. Mila Haward  24 years",
        "3. Mark Astun   39 years",
      ])
  }

  @Test func appear_withOneYearOldUser_saysOneYear() async {
    // given
    service.result = .success([User.stub(firstName: "Baby", lastName: "Doe", age: 1)])
    let controller = UsersViewController(service: service)

    // when
    await settling { controller.screenDidLoad() }

    // then
    #expect(controller.frame.lines == ["1. Baby Doe  1 year"])
  }

  @Test func appear_whileRequestRuns_showsLoading() async {
    // given
    let probe = FrameProbe()
    let controller = UsersViewController(service: ObservedUserService(service) { await probe.record() })
    probe.frameSource = { controller.frame }

    // when
    await settling { controller.screenDidLoad() }

    // then
    #expect(probe.frames.map(\.lines) == [["Loading…"]])
  }

  @Test func appear_withNoUsers_showsEmptyStateNotError() async {
    // given
    service.result = .success([])
    let controller = UsersViewController(service: service)

    // when
    await settling { controller.screenDidLoad() }

    // then
    #expect(controller.frame.lines == ["No users"])
  }

  @Test func appear_whenServiceFails_showsErrorAlert() async {
    // given
    service.result = .failure(.network("timeout"))
    let controller = UsersViewController(service: service)

    // when
    await settling { controller.screenDidLoad() }

    // then
    #expect(controller.frame.lines == ["[!] Could not load users", "    Could not reach the server (timeout)."])
  }

  @Test func refresh_afterError_fetchesAgainAndClearsAlert() async throws {
    // given
    service.result = .failure(.decoding("missing key age"))
    let controller = UsersViewController(service: service)
    await settling { controller.screenDidLoad() }
    service.result = .success([User.stub()])

    // when
    try await controller.perform(.refresh)

    // then
    #expect(service.fetchCount == 2)
    #expect(controller.frame.lines == ["1. Ada Lovelace  36 years"])
  }

  @Test func refresh_whileRequestRuns_showsLoadingWithoutTheOldAlert() async throws {
    // given
    let probe = FrameProbe()
    service.result = .failure(.api("rate limited"))
    let controller = UsersViewController(service: ObservedUserService(service) { await probe.record() })
    probe.frameSource = { controller.frame }
    await settling { controller.screenDidLoad() }

    // when
    try await controller.perform(.refresh)

    // then
    #expect(probe.frames.map(\.lines) == [["Loading…"], ["Loading…"]])
    #expect(controller.frame.lines.first == "[!] Could not load users")
  }
}
