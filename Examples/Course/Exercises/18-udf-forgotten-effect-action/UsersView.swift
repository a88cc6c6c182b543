import Domain
import TextUI

/// The users screen: draws the store's state and sends the user's events to it as actions.
@MainActor
final class UsersView: Screen {
  let store: Store<UsersFeature.State, UsersFeature.Action>
  private var panel = ListPanel()

  init(store: Store<UsersFeature.State, UsersFeature.Action>) {
    self.store = store
  }

  let title = "Users"

  func body() -> [String] {
    switch store.state.list {
    case .loading: panel.showLoading()
    case .loaded(let users):
      panel.show(rows: users.map { Row(title: $0.fullName, detail: DisplayFormat.age($0.age)) })
    case .empty(let message): panel.showEmptyState(message)
    case .failed(let title, let message): panel.showAlert(title: title, message: message)
    }
    return panel.lines
  }

  func screenDidLoad() {
    store.send(.viewDidLoad)
  }

  var actions: [ScreenAction] {
    [.refresh { [store] in store.send(.refreshRequested) }]
  }
}
