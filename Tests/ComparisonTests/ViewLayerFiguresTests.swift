import Comparison
import DomainTestSupport
import Foundation
import Harness
import Testing

/// How `compare` measures the move to the declarative views: the logic both layers share, the
/// logic each needs alone, and each layer's view code.
@Suite("compare: view layers")
struct ViewLayerFiguresTests {
  static func write(_ text: String, to path: String, under root: URL) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  @Test func figures_splitLogicIntoSharedAndOwn_andCountEachLayersViews() throws {
    // given an imperative presenter the declarative view state names, a coordinator only a
    // comment names (its protocol is a contract both layers' coordinators conform to), and a
    // navigation object and a value view of the declarative layer's own
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try Self.write(
      "final class UsersPresenter {\n  func load() {}\n}\n", to: "Sources/MVP/Users/UsersPresenter.swift",
      under: root.url)
    try Self.write(
      "final class UsersCoordinator {\n  func start() {}\n  func show() {}\n}\n",
      to: "Sources/MVP/Users/UsersCoordinator.swift", under: root.url)
    try Self.write("final class UsersView {\n}\n", to: "Sources/MVP/Users/UsersView.swift", under: root.url)
    try Self.write(
      "protocol UsersViewInterface: AnyObject {}\n", to: "Sources/MVP/Users/UsersViewInterfaces.swift",
      under: root.url)
    try Self.write(
      "@Observable final class UsersViewState: UsersViewInterface {\n  let presenter: UsersPresenter\n}\n",
      to: "Sources/MVP/Declarative/Users/UsersViewState.swift", under: root.url)
    try Self.write(
      "struct UsersScreen: View {\n  var body: some View {\n    Text(\"Users\")\n  }\n}\n",
      to: "Sources/MVP/Declarative/Users/UsersScreen.swift", under: root.url)
    try Self.write(
      "/// Beside UsersCoordinator, which pushes through the window.\n"
        + "@Observable final class UsersStackCoordinator: UsersCoordinating {\n  var path: [Int] = []\n}\n",
      to: "Sources/MVP/Declarative/Users/UsersStackCoordinator.swift", under: root.url)

    // when
    let figures = try #require(ViewLayerFigures.scan(pattern: .mvp, feature: .users, root: root.url))

    // then
    #expect(figures.sharedLogic == .init(files: 1, lines: 3))
    #expect(figures.imperativeOnlyLogic == .init(files: 1, lines: 4))
    #expect(figures.declarativeOnlyLogic == .init(files: 1, lines: 3))
    #expect(figures.differingLogicLines == 7)
    #expect(figures.imperativeViews == .init(files: 1, lines: 2))
    #expect(figures.declarativeViews == .init(files: 2, lines: 8))
    // and a pattern with no declarative folder for the feature has no figures
    #expect(ViewLayerFigures.scan(pattern: .mvp, feature: .drivers, root: root.url) == nil)
  }

  @Test func aTypeIsShared_onlyWhenNamedAsAWholeWord() {
    #expect(
      ViewLayerFigures.declaredTypes(in: "@MainActor\nfinal class A {}\n  package struct B: View {}\nprotocol C {}\n")
        == ["A", "B"])
    #expect(ViewLayerFigures.mentions("let presenter: UsersPresenter", "UsersPresenter"))
    #expect(!ViewLayerFigures.mentions("let spy: UsersPresenterSpy", "UsersPresenter"))
  }
}
