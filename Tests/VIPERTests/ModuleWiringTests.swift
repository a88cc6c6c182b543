import DomainTestSupport
import Testing
import TextUI

@testable import VIPER

/// A module's composition root wires every reference back: the presenter to its view, the
/// interactor to its presenter. A reference left unset fails nothing on the screen until the
/// module first needs it. Between presenter and interactor sit the decorators that report their
/// messages to the trace: the presenter's interactor forwards to the real interactor, and the
/// interactor's output forwards to the presenter.
@MainActor
struct ModuleWiringTests {
  @Test(.tags(.users))
  func users_assembleModule_wiresEveryReferenceBack() throws {
    // when
    let view = UsersRouter.assembleModule(service: UserServiceMock())

    // then
    let presenter = try #require(view.presenter as? UsersPresenter)
    let reporting = try #require(presenter.interactor as? ReportingUsersInteractor)
    let interactor = try #require(reporting.interactor as? UsersInteractor)
    _ = try #require(presenter.router as? UsersRouter)
    #expect(presenter.view === view)
    #expect(interactor.output === reporting.output)
    #expect(reporting.output.presenter === presenter)
  }

  @Test(.tags(.drivers))
  func drivers_assembleModule_wiresEveryReferenceBack() throws {
    // when
    let view = DriversRouter.assembleModule(service: DriverServiceMock())

    // then
    let presenter = try #require(view.presenter as? DriversPresenter)
    let reporting = try #require(presenter.interactor as? ReportingDriversInteractor)
    let interactor = try #require(reporting.interactor as? DriversInteractor)
    _ = try #require(presenter.router as? DriversRouter)
    #expect(presenter.view === view)
    #expect(interactor.output === reporting.output)
    #expect(reporting.output.presenter === presenter)
  }

  @Test(.tags(.news))
  func newsList_assembleModule_wiresTheRouterThroughItsDecorator() throws {
    // when
    let window = Window()
    let view = NewsListRouter.assembleModule(service: NewsServiceMock(), window: window)

    // then
    let presenter = try #require(view.presenter as? NewsListPresenter)
    let reporting = try #require(presenter.interactor as? ReportingNewsListInteractor)
    let interactor = try #require(reporting.interactor as? NewsListInteractor)
    let router = try #require(presenter.router as? ReportingNewsListRouter)
    let wired = try #require(router.router as? NewsListRouter)
    #expect(wired.window === window)
    #expect(presenter.view === view)
    #expect(interactor.output === reporting.output)
    #expect(reporting.output.presenter === presenter)
  }

  @Test(.tags(.todos))
  func addTodo_assembleModule_wiresTheDelegateThroughItsDecorator() throws {
    // given
    let window = Window()
    let list = TodoListRouter.assembleModule(
      store: TodoStoreMock(), schedule: FixedCalendar.schedule(today: "2024-09-18"), window: window)
    let listPresenter = try #require(list.presenter as? TodoListPresenter)
    let listRouter = try #require((listPresenter.router as? ReportingTodoListRouter)?.router as? TodoListRouter)
    let module = try #require(listRouter.addTodoModule as? ReportingAddTodoModule)
    let addRouter = try #require(module.module as? AddTodoRouter)

    // when
    let view = addRouter.assembleModule(delegate: listPresenter)

    // then
    let presenter = try #require(view.presenter as? AddTodoPresenter)
    let reporting = try #require(presenter.interactor as? ReportingAddTodoInteractor)
    let interactor = try #require(reporting.interactor as? AddTodoInteractor)
    #expect((presenter.router as? ReportingAddTodoRouter)?.router === addRouter)
    #expect(presenter.view === view)
    #expect(presenter.delegate === reporting.delegate)
    #expect(reporting.delegate.delegate === listPresenter)
    #expect(interactor.output === reporting.output)
    #expect(reporting.output.presenter === presenter)
  }
}
