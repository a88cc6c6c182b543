import Foundation

/// The `@Code` steps of the tutorial's pages (`Docs/ArchDemo.docc/Tutorials/*.tutorial`), read
/// from the pages themselves, so a test can hold every step file to the sources it shows.
struct TutorialStep: Equatable {
  /// The file name the learner sees, e.g. `FavouritesPresenter.swift`.
  var name: String
  /// The step's file in the catalog's resources.
  var file: String
  /// The file the step's diff is taken from, if any.
  var previousFile: String?

  /// The folder of the tutorial pages, and that of their step files.
  static let pages = DocsFiles.catalog.appendingPathComponent("Tutorials")
  static let resources = DocsFiles.catalog.appendingPathComponent("Resources").appendingPathComponent("Tutorial")

  /// Where each page's finished files live: the folders searched for a step's `name`.
  static let roots: [String: [String]] = [
    "FavouritesInMVC": ["Sources/MVC", "Tests/MVCTests", "Sources/Domain", "Sources/TextUI", "Sources/Harness"],
    "FavouritesInMVP": ["Sources/MVP", "Tests/MVPTests"],
    "FavouritesInMVVM": ["Sources/MVVM", "Tests/MVVMTests"],
    "FavouritesInVIPER": ["Sources/VIPER", "Tests/VIPERTests"],
    "FavouritesInUDF": ["Sources/UDF", "Tests/UDFTests"],
    "ComparingFavourites": ["Sources/Harness"],
  ]

  /// The steps of the page `name`, in order.
  static func steps(ofPage name: String) throws -> [TutorialStep] {
    let text = try String(contentsOf: pages.appendingPathComponent("\(name).tutorial"), encoding: .utf8)
    let pattern = #/@Code\(name: "([^"]+)", file: ([^,)\s]+)(?:, previousFile: ([^)\s]+))?\)/#
    return text.matches(of: pattern).map { match in
      TutorialStep(name: String(match.1), file: String(match.2), previousFile: match.3.map(String.init))
    }
  }

  /// The one file named `name` under the page's roots, as a path from the package folder.
  static func source(named name: String, forPage page: String) -> [String] {
    // A step named by its path, as a page that a learner follows file by file names it.
    if name.contains("/") {
      return FileManager.default.fileExists(atPath: DocsFiles.package.appendingPathComponent(name).path) ? [name] : []
    }
    return (roots[page] ?? []).flatMap { root -> [String] in
      let folder = DocsFiles.package.appendingPathComponent(root)
      let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
      return files.filter { ($0 as NSString).lastPathComponent == name }.map { "\(root)/\($0)" }
    }
  }
}
