import Domain
import DomainTestSupport
import Foundation
import Instrumentation
import Testing
import TextUI

@testable import VIPER

/// Navigation in the trace: presenters ask their routers, routers ask the window, and modules
/// talk through their module interface and module delegate.
@MainActor
struct NavigationTraceTests {
  private let window = Window()

  @Test(.tags(.news)) func newsSelectThenBack_goesThroughBothRouters() async throws {
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
        "View → Presenter: rowSelected(at: 1)",
        "Presenter → Interactor: selectArticle(at: 1)",
        "Interactor → Presenter: didSelect(article: \"VIPER in large teams\")",
        "Presenter → Router: presentDetail(for: \"VIPER in large teams\")",
        "Router → Window: push(Article)",
        "View → Presenter: viewDidLoad()",
        "Presenter → Interactor: loadArticle()",
        "Interactor → Presenter: didLoad(article: \"VIPER in large teams\")",
        "Presenter → View: show(article: \"VIPER in large teams\")",
        "View → Presenter: backTapped()",
        "Presenter → Router: dismissDetail()",
        "Router → Window: pop()",
      ])
    #expect(window.topScreen is NewsListView)
  }

  @Test(.tags(.todos)) func todosAddThenSave_tellsTheModuleDelegateWhichReloads() async throws {
    // given
    let store = ObservedTodoStore(TodoStoreMock(), observer: interactorRequests)
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
        "Presenter → Router: presentAddTodo(delegate: TodoListPresenter)",
        "Router → ModuleInterface: presentAddTodo(delegate: TodoListPresenter)",
        "Router → Window: present(Add to-do)",
        "View → Presenter: viewDidLoad()",
        "Presenter → View: show(name: \"\", due: \"\")",
        "View → Presenter: nameChanged(\"Milk\")",
        "Presenter → View: show(name: \"Milk\", due: \"\")",
        "Presenter → View: showProblem(nil)",
        "View → Presenter: dueDateChanged(\"today\")",
        "Presenter → View: show(name: \"Milk\", due: \"today (Wed 18 Sep 2024)\")",
        "Presenter → View: showProblem(nil)",
        "View → Presenter: saveTapped()",
        "Presenter → Interactor: saveItem(from: TodoDraft(name: \"Milk\", dueText: \"today\"))",
        "Interactor → Store: save(\"Milk\")",
        "Interactor → Presenter: didSaveItem(\"Milk\")",
        "Presenter → Router: dismissAddTodo()",
        "Router → Window: dismiss()",
        "Presenter → ModuleDelegate: addModuleDidSaveItem(\"Milk\")",
        "Presenter → View: showLoading()",
        "Presenter → Interactor: findUpcomingItems()",
        "Interactor → Store: allItems()",
        "Interactor → Presenter: didFind(upcoming: 1 section)",
        "Presenter → View: show(sections: 1 section)",
      ])
    #expect(window.topScreen is TodoListView)
  }

  @Test(.tags(.todos)) func todosSaveRejectedThenCancel_showsTheProblemAndTellsTheDelegate() async throws {
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
        "Router → Window: dismiss()",
        "Presenter → ModuleDelegate: addModuleDidCancel()",
      ])
    #expect(store.savedItems.isEmpty)
  }
}
