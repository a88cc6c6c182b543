import DomainTestSupport
import Testing
import TextUI

@testable import VIPER

/// Weak references to the four objects of one running module, for lifetime tests: its view,
/// presenter, interactor and router, reached through the decorators that report their messages.
@MainActor
struct WeakModule {
  weak var view: AnyObject?
  weak var presenter: AnyObject?
  weak var interactor: AnyObject?
  weak var router: AnyObject?

  var isAlive: Bool { view != nil && presenter != nil && interactor != nil && router != nil }
  var isReleased: Bool { view == nil && presenter == nil && interactor == nil && router == nil }

  static func users(_ screen: (any Screen)?) -> WeakModule? {
    guard let view = screen as? UsersView, let presenter = view.presenter as? UsersPresenter,
      let reporting = presenter.interactor as? ReportingUsersInteractor
    else { return nil }
    return WeakModule(view: view, presenter: presenter, interactor: reporting.interactor, router: presenter.router)
  }

  static func drivers(_ screen: (any Screen)?) -> WeakModule? {
    guard let view = screen as? DriversView, let presenter = view.presenter as? DriversPresenter,
      let reporting = presenter.interactor as? ReportingDriversInteractor
    else { return nil }
    return WeakModule(view: view, presenter: presenter, interactor: reporting.interactor, router: presenter.router)
  }

  static func newsList(_ screen: (any Screen)?) -> WeakModule? {
    guard let view = screen as? NewsListView, let presenter = view.presenter as? NewsListPresenter,
      let reporting = presenter.interactor as? ReportingNewsListInteractor,
      let router = presenter.router as? ReportingNewsListRouter
    else { return nil }
    return WeakModule(view: view, presenter: presenter, interactor: reporting.interactor, router: router.router)
  }

  static func articleDetail(_ screen: (any Screen)?) -> WeakModule? {
    guard let view = screen as? ArticleDetailView, let presenter = view.presenter as? ArticleDetailPresenter,
      let reporting = presenter.interactor as? ReportingArticleDetailInteractor,
      let router = presenter.router as? ReportingArticleDetailRouter
    else { return nil }
    return WeakModule(view: view, presenter: presenter, interactor: reporting.interactor, router: router.router)
  }

  static func todoList(_ screen: (any Screen)?) -> WeakModule? {
    guard let view = screen as? TodoListView, let presenter = view.presenter as? TodoListPresenter,
      let reporting = presenter.interactor as? ReportingTodoListInteractor,
      let router = presenter.router as? ReportingTodoListRouter
    else { return nil }
    return WeakModule(view: view, presenter: presenter, interactor: reporting.interactor, router: router.router)
  }

  static func addTodo(_ screen: (any Screen)?) -> WeakModule? {
    guard let view = screen as? AddTodoView, let presenter = view.presenter as? AddTodoPresenter,
      let reporting = presenter.interactor as? ReportingAddTodoInteractor,
      let router = presenter.router as? ReportingAddTodoRouter
    else { return nil }
    return WeakModule(view: view, presenter: presenter, interactor: reporting.interactor, router: router.router)
  }

  static func melodies(_ screen: (any Screen)?) -> WeakModule? {
    guard let view = screen as? MelodiesView, let presenter = view.presenter as? MelodiesPresenter,
      let reporting = presenter.interactor as? ReportingMelodiesInteractor
    else { return nil }
    return WeakModule(view: view, presenter: presenter, interactor: reporting.interactor, router: presenter.router)
  }
}

extension WeakModule {
  /// Drops the last reference to `window` without closing it, and expects the window and both
  /// modules freed: the routers hold the window weakly, so no cycle runs through it.
  ///
  /// - Parameters:
  ///   - list: the module at the root, alive until now.
  ///   - shown: the module pushed or presented over it, alive until now.
  ///   - window: the only strong reference to the window; it is set to `nil`.
  static func expectReleased(_ list: WeakModule?, _ shown: WeakModule?, whenDropping window: inout Window?) {
    @Weak var dropped = window
    #expect(list?.isAlive == true)
    #expect(shown?.isAlive == true)

    // when: the last reference to the window goes, and nothing calls close()
    window = nil

    // then
    #expect(dropped == nil)
    #expect(list?.isReleased == true)
    #expect(shown?.isReleased == true)
  }
}
