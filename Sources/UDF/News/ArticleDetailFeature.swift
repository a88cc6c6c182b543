import Domain

/// The article detail screen's state, actions and reducer: one article, as a reader shows it.
///
/// The list that pushes the screen makes its state and takes it away: this reducer changes
/// nothing, and `.backTapped` is for the list's reducer, which sets its `detail` to `nil`.
struct ArticleDetailFeature: Reducer {
  struct State: Equatable {
    /// The article, every field formatted once (``ArticleText``), a default for each missing one.
    var article: ArticleText

    /// The state of the detail of `article`.
    ///
    /// - Parameter article: the article as the service sent it.
    init(article: Article) {
      self.article = ArticleText(article)
    }
  }

  enum Action: Equatable {
    /// The user went back to the list; the list's reducer closes the detail.
    case backTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .backTapped: .none
    }
  }
}
