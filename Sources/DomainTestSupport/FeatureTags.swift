import Testing

// The tags that say which feature a test covers, or that it covers a pattern's plumbing (its
// composition root, binding machinery or navigation helpers). Every `@Test` in a pattern's
// test target carries exactly one of them, directly or through its suite, and `archdemo
// compare` counts a pattern's tests per feature by them.
extension Tag {
  @Tag package static var users: Self
  @Tag package static var drivers: Self
  @Tag package static var news: Self
  @Tag package static var todos: Self
  @Tag package static var melodies: Self
  @Tag package static var favourites: Self
  /// A pattern's shared plumbing: the composition root, MVVM's binding, pattern-wide helpers.
  @Tag package static var plumbing: Self
}
