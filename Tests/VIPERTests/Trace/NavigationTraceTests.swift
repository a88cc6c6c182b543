import Domain
import DomainTestSupport
import Foundation
import Testing
import TextUI

@testable import VIPER

/// Navigation in the trace: presenters ask their routers, and modules talk through their
/// module interface and module delegate.
@MainActor
struct NavigationTraceTests {
  private let window = Window()

  @Test func newsSelectThenBack_goesThroughBothRouters() async throws {
    // given
    await VIPERApp.startNews(service: NewsServiceMock(), in: window)

    // when
    let messages = try await traceMessages {
      try await window.perform(.select(2))
      try await window.perform(.back)
    }

    // then
    #expect(
      messages == [
        "View → Presenter: articleSelected(at: 1)",
        "Presenter → Interactor: selectArticle(at: 1)",
        "Interactor → Presenter: didSelect(article: articles[1])",
        "Presenter → Router: presentDetail(for: article)",
        "View → Presenter: viewDidLoad()",
        "Presenter → Interactor: loadArticle()",
        "Interactor → Presenter: didLoad(article: article)",
        "Presenter → View: show(article: \"VIPER in large teams\")",
        "View → Presenter: backTapped()",
        "Presenter → Router: dismissDetail()",
      ])
    #expect(window.topScreen is NewsListView)
  }

  @Test func todosAddThenSave_tellsTheModuleDelegateWhichReloads() async throws {
    // given
    let store = TodoStoreMock()
    await VIPERApp.startTodos(store: store, schedule: FixedCalendar.schedule(today: "2024-09-18"), in: window)

    // when
    let messages = try await traceMessages {
      try await window.perform(.add)
      try await window.perform(.name("Milk"))
      try await window.perform(.due("today"))
      try await window.perform(.save)
    }

    // then
    #expect(
      messages == [
        "View → Presenter: addTapped()",
        "Presenter → Router: presentAddTodo(delegate: self)",
        "Router → ModuleInterface: presentAddTodo(delegate: delegate)",
        "View → Presenter: viewDidLoad()",
        "Presenter → View: show(name: \"\", due: \"\")",
        "View → Presenter: nameChanged(\"Milk\")",
        "Presenter → View: show(name: \"Milk\", due: \"\")",
        "Presenter → View: showProblem(nil)",
        "View → Presenter: dueDateChanged(\"today\")",
        "Presenter → View: show(name: \"Milk\", due: \"today\")",
        "Presenter → View: showProblem(nil)",
        "View → Presenter: saveTapped()",
        "Presenter → Interactor: saveItem(from: TodoDraft(name: \"Milk\", dueText: \"today\"))",
        "Interactor → Store: save(\"Milk\")",
        "Store → Interactor: saved",
        "Interactor → Presenter: didSaveItem()",
        "Presenter → Router: dismissAddTodo()",
        "Presenter → ModuleDelegate: addModuleDidSaveItem()",
        "Presenter → View: showLoading()",
        "Presenter → Interactor: findUpcomingItems()",
        "Interactor → Store: allItems()",
        "Store → Interactor: 1 items",
        "Interactor → Presenter: didFindUpcoming(sections: 1 sections)",
        "Presenter → View: show(sections: 1 sections)",
      ])
    #expect(window.topScreen is TodoListView)
  }

  @Test func todosSaveRejectedThenCancel_showsTheProblemAndTellsTheDelegate() async throws {
    // given
    let store = TodoStoreMock()
    await VIPERApp.startTodos(store: store, schedule: FixedCalendar.schedule(today: "2024-09-18"), in: window)
    try await window.perform(.add)

    // when
    let messages = try await traceMessages {
      try await window.perform(.save)
      try await window.perform(.cancel)
    }

    // then
    #expect(
      messages == [
        "View → Presenter: saveTapped()",
        "Presenter → Interactor: saveItem(from: TodoDraft(name: \"\", dueText: \"\"))",
        "Interactor → Presenter: didRejectDraft(problem: .blankName)",
        "Presenter → View: showProblem(\"Enter a name.\")",
        "View → Presenter: cancelTapped()",
        "Presenter → Router: dismissAddTodo()",
        "Presenter → ModuleDelegate: addModuleDidCancel()",
      ])
    #expect(store.savedItems.isEmpty)
  }
}
