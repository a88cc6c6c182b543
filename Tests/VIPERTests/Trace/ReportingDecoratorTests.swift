import Domain
import DomainTestSupport
import Testing
import Tracing

@testable import VIPER

/// The decorators a module's assembly wires between its presenter, interactor and router report
/// each message they receive, then forward it unchanged, so the logic they wrap never mentions
/// tracing and the trace keeps its order.
@MainActor
struct ReportingDecoratorTests {
  @Test(.tags(.drivers)) func interactorDecorator_reportsTheRequestBeforeForwardingIt() async {
    // given
    let interactor = DriversInteractorMock()
    interactor.onFetch = { Trace.message(from: "Interactor", to: "Service", "fetchDrivers()") }
    let reporting = ReportingDriversInteractor(interactor)

    // when
    let messages = await traceMessages {
      reporting.fetchDrivers()
      reporting.filterDrivers(by: SearchQuery("ham"))
    }

    // then
    #expect(
      messages == [
        "Presenter → Interactor: fetchDrivers()",
        "Interactor → Service: fetchDrivers()",
        "Presenter → Interactor: filterDrivers(by: \"ham\")",
      ])
    #expect(interactor.fetchCount == 1)
    #expect(interactor.filterQueries == [SearchQuery("ham")])
  }

  @Test(.tags(.drivers)) func outputDecorator_reportsTheOutcomeAndForwardsItToAWeakPresenter() async {
    // given
    let reporting = ReportingDriversInteractor(DriversInteractorMock())
    var presenter: DriversInteractorOutputMock? = DriversInteractorOutputMock()
    reporting.output.presenter = presenter

    // when
    let messages = await traceMessages {
      reporting.output.didFind(.matches([Driver.stub()]))
      reporting.output.didFailToFetchDrivers(with: .network("down"))
    }

    // then
    #expect(
      messages == [
        "Interactor → Presenter: didFind(.matches(1 driver))",
        "Interactor → Presenter: didFailToFetchDrivers(with: .network(\"down\"))",
      ])
    #expect(presenter?.calls == [.didFind(.matches([Driver.stub()])), .didFail(.network("down"))])
    presenter = nil
    #expect(reporting.output.presenter == nil)
  }

  @Test(.tags(.news)) func routerDecorator_reportsTheRouteAndForwardsIt() async {
    // given
    let router = NewsListRouterMock()
    let reporting = ReportingNewsListRouter(router)

    // when
    let messages = await traceMessages { reporting.presentDetail(for: Article.stub(title: "VIPER")) }

    // then
    #expect(messages == ["Presenter → Router: presentDetail(for: \"VIPER\")"])
    #expect(router.presentedArticles == [Article.stub(title: "VIPER")])
  }

  @Test(.tags(.todos)) func moduleDelegateDecorator_reportsTheOutcomeAndForwardsItToAWeakDelegate() async {
    // given
    let log = CallLog()
    let reporting = ReportingAddTodoInteractor(AddTodoInteractorMock())
    var delegate: AddTodoModuleDelegateMock? = AddTodoModuleDelegateMock(log: log)
    reporting.delegate.delegate = delegate

    // when
    let messages = await traceMessages { reporting.delegate.addModuleDidCancel() }

    // then
    #expect(messages == ["Presenter → ModuleDelegate: addModuleDidCancel()"])
    #expect(log.entries == ["delegate.didCancel"])
    delegate = nil
    #expect(reporting.delegate.delegate == nil)
  }

  @Test(.tags(.drivers)) func decorators_nameTheirOwnLineAsTheMessagesSource() async {
    // given
    let reporting = ReportingDriversInteractor(DriversInteractorMock())
    let log = TraceLog()

    // when
    Trace.$log.withValue(log) { reporting.fetchDrivers() }

    // then
    let source = log.messages.first?.source?.relativePath ?? ""
    #expect(source == "Sources/VIPER/Tracing/DriversModule+Trace.swift")
  }
}
