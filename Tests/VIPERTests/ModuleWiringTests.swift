import DomainTestSupport
import Testing
import TextUI

@testable import VIPER

/// A module's composition root wires every reference back: the presenter to its view, the
/// interactor to its presenter. A reference left unset fails nothing on the screen until the
/// module first needs it.
@MainActor
struct ModuleWiringTests {
  @Test(.tags(.users))
  func users_assembleModule_wiresEveryReferenceBack() throws {
    // when
    let view = UsersRouter.assembleModule(service: UserServiceMock())

    // then
    let presenter = try #require(view.presenter as? UsersPresenter)
    let interactor = try #require(presenter.interactor as? UsersInteractor)
    _ = try #require(presenter.router as? UsersRouter)
    #expect(presenter.view === view)
    #expect(interactor.output === presenter)
  }

  @Test(.tags(.drivers))
  func drivers_assembleModule_wiresEveryReferenceBack() throws {
    // when
    let view = DriversRouter.assembleModule(service: DriverServiceMock())

    // then
    let presenter = try #require(view.presenter as? DriversPresenter)
    let interactor = try #require(presenter.interactor as? DriversInteractor)
    _ = try #require(presenter.router as? DriversRouter)
    #expect(presenter.view === view)
    #expect(interactor.output === presenter)
  }
}
