import DomainTestSupport
import Testing
import TextUI

@testable import VIPER

/// Weak references to the four objects of one running module, for lifetime tests.
@MainActor
struct WeakModule {
  weak var view: AnyObject?
  weak var presenter: AnyObject?
  weak var interactor: AnyObject?
  weak var router: AnyObject?

  var isAlive: Bool { view != nil && presenter != nil && interactor != nil && router != nil }
  var isReleased: Bool { view == nil && presenter == nil && interactor == nil && router == nil }

  static func users(_ screen: (any Screen)?) -> WeakModule? {
    guard let view = screen as? UsersView, let presenter = view.presenter as? UsersPresenter else { return nil }
    return WeakModule(view: view, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
  }

  static func drivers(_ screen: (any Screen)?) -> WeakModule? {
    guard let view = screen as? DriversView, let presenter = view.presenter as? DriversPresenter else { return nil }
    return WeakModule(view: view, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
  }

  static func newsList(_ screen: (any Screen)?) -> WeakModule? {
    guard let view = screen as? NewsListView, let presenter = view.presenter as? NewsListPresenter else { return nil }
    return WeakModule(view: view, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
  }

  static func articleDetail(_ screen: (any Screen)?) -> WeakModule? {
    guard let view = screen as? ArticleDetailView, let presenter = view.presenter as? ArticleDetailPresenter
    else { return nil }
    return WeakModule(view: view, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
  }

  static func todoList(_ screen: (any Screen)?) -> WeakModule? {
    guard let view = screen as? TodoListView, let presenter = view.presenter as? TodoListPresenter else { return nil }
    return WeakModule(view: view, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
  }

  static func addTodo(_ screen: (any Screen)?) -> WeakModule? {
    guard let view = screen as? AddTodoView, let presenter = view.presenter as? AddTodoPresenter else { return nil }
    return WeakModule(view: view, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
  }

  static func melodies(_ screen: (any Screen)?) -> WeakModule? {
    guard let view = screen as? MelodiesView, let presenter = view.presenter as? MelodiesPresenter else { return nil }
    return WeakModule(view: view, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
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
