// swift-tools-version: 6.0
//
// ArchDemo's course: exercises that ship with failing tests, one target per exercise.
//
// Exercise n compiles Exercises/<slug>/ into target `Enn…` and is checked by `Enn…Tests`
// (Tests/<slug>/). When ARCHDEMO_COURSE_SOLUTIONS is `all`, or lists exercise numbers (`3,7`),
// the files a learner edits are left out and the reference solutions of the same names in
// Solutions/<slug>/ are compiled in their place; the learner's files are never touched.
// When ARCHDEMO_COURSE_WRONG is a number k, every exercise that has a known-wrong solution
// WrongSolutions/<slug>/<k>-<name>/ compiles it instead: its files in place of the learner's,
// the reference solution for any edited file it does not hold. When ARCHDEMO_COURSE_ONLY names
// an exercise's test target (`archdemo course check` sets it), only that exercise is declared,
// so that another exercise's compile error cannot stop its check. course.json describes the same
// exercises for `archdemo course`; Scripts/prove-course checks that the two agree, that every
// exercise fails as shipped, that every solution passes and that every wrong solution fails.
import Foundation
import PackageDescription

/// One exercise: its number, its folder under Exercises/, Solutions/ and Tests/, its target,
/// and the files in Exercises/<slug>/ a learner edits (each has a solution of the same name).
struct Exercise {
  var number: Int
  var slug: String
  var target: String
  var edits: [String]
  /// Test-only dependencies beyond the exercise, Domain, TextUI and DomainTestSupport.
  var testDependencies: [Target.Dependency] = []
  /// Files in Tests/<slug>/ that are data, not sources.
  var testExclude: [String] = []
}

let exercises = [
  // MVC
  Exercise(
    number: 1, slug: "01-mvc-massive-controller", target: "E01MVCMassiveController",
    edits: ["DriversFilter.swift", "DriversViewController.swift"]),
  Exercise(
    number: 2, slug: "02-mvc-accent-search", target: "E02MVCAccentSearch", edits: ["DriversViewController.swift"]),
  Exercise(
    number: 3, slug: "03-mvc-error-never-shown", target: "E03MVCErrorNeverShown", edits: ["UsersViewController.swift"]),
  Exercise(
    number: 4, slug: "04-mvc-delegate-not-called", target: "E04MVCDelegateNotCalled",
    edits: ["AddTodoViewController.swift"]),
  // MVP
  Exercise(
    number: 5, slug: "05-mvp-empty-is-error", target: "E05MVPEmptyIsError", edits: ["DriversPresenter.swift"]),
  Exercise(
    number: 6, slug: "06-mvp-presenter-holds-view", target: "E06MVPPresenterHoldsView",
    edits: ["UsersPresenter.swift"]),
  Exercise(
    number: 7, slug: "07-mvp-unawaited-test", target: "E07MVPUnawaitedTest", edits: ["MelodiesPresenter.swift"]),
  Exercise(
    number: 8, slug: "08-mvp-port-users", target: "E08MVPPortUsers",
    edits: ["UsersPresenter.swift", "UsersScreen.swift"],
    testDependencies: [.product(name: "Harness", package: "ArchDemo")]),
  // MVVM
  Exercise(
    number: 9, slug: "09-mvvm-unbound-output", target: "E09MVVMUnboundOutput", edits: ["UsersView.swift"]),
  Exercise(
    number: 10, slug: "10-mvvm-binding-leak", target: "E10MVVMBindingLeak", edits: ["DriversView.swift"]),
  Exercise(
    number: 11, slug: "11-mvvm-untrimmed-query", target: "E11MVVMUntrimmedQuery", edits: ["NewsListViewModel.swift"]),
  Exercise(
    number: 12, slug: "12-mvvm-derived-output", target: "E12MVVMDerivedOutput", edits: ["TodoListViewModel.swift"]),
  // VIPER
  Exercise(
    number: 13, slug: "13-viper-display-item-equality", target: "E13VIPERDisplayItemEquality",
    edits: ["TodoListDisplayItems.swift", "TodoListPresenter.swift"]),
  Exercise(
    number: 14, slug: "14-viper-router-wrong-module", target: "E14VIPERRouterWrongModule",
    edits: ["NewsListRouter.swift"]),
  Exercise(
    number: 15, slug: "15-viper-module-delegate", target: "E15VIPERModuleDelegate", edits: ["AddTodoRouter.swift"]),
  Exercise(
    number: 16, slug: "16-viper-week-boundary", target: "E16VIPERWeekBoundary", edits: ["TodoListInteractor.swift"]),
  // UDF
  Exercise(
    number: 17, slug: "17-udf-effect-in-reducer", target: "E17UDFEffectInReducer", edits: ["AddTodoFeature.swift"]),
  Exercise(
    number: 18, slug: "18-udf-forgotten-effect-action", target: "E18UDFForgottenEffectAction",
    edits: ["UsersFeature.swift"]),
  Exercise(
    number: 19, slug: "19-udf-effect-outlives-store", target: "E19UDFEffectOutlivesStore", edits: ["Store.swift"]),
  Exercise(
    number: 20, slug: "20-udf-duplicated-derived-state", target: "E20UDFDuplicatedDerivedState",
    edits: ["DriversFeature.swift"]),
  // Where work runs
  Exercise(
    number: 21, slug: "21-mvp-stale-search-answer", target: "E21MVPStaleSearchAnswer",
    edits: ["NewsSearchPresenter.swift"]),
  Exercise(
    number: 22, slug: "22-mvvm-double-submit", target: "E22MVVMDoubleSubmit", edits: ["AddTodoViewModel.swift"]),
  Exercise(
    number: 23, slug: "23-mvc-task-keeps-screen-alive", target: "E23MVCTaskKeepsScreenAlive",
    edits: ["DriversViewController.swift"]),
]

/// Whether exercise `number` compiles its reference solution: ARCHDEMO_COURSE_SOLUTIONS is
/// `all` or a comma-separated list of numbers that holds it.
func usesSolution(_ number: Int) -> Bool {
  guard let value = Context.environment["ARCHDEMO_COURSE_SOLUTIONS"] else { return false }
  let words = value.split(separator: ",").map { String($0.filter { $0 != " " }) }
  return words.contains("all") || words.compactMap { Int($0) }.contains(number)
}

/// The known-wrong solution exercise `slug` compiles when ARCHDEMO_COURSE_WRONG is a number k:
/// its folder WrongSolutions/<slug>/<k>-<name>, and the files in it; `nil` when there is none.
func wrongSolution(of slug: String) -> (folder: String, files: [String])? {
  guard let value = Context.environment["ARCHDEMO_COURSE_WRONG"], let round = Int(value) else { return nil }
  let root = "\(Context.packageDirectory)/WrongSolutions/\(slug)"
  let folders = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
  guard let name = folders.first(where: { $0.hasPrefix("\(round)-") }) else { return nil }
  let files = (try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(name)")) ?? []
  return ("WrongSolutions/\(slug)/\(name)", files.filter { $0.hasSuffix(".swift") }.sorted())
}

let kit = ["Domain", "TextUI"].map { Target.Dependency.product(name: $0, package: "ArchDemo") }

/// The target of an exercise, and its test target.
///
/// With its solution, the target is rooted at the package so that it can take files from both
/// Exercises/<slug>/ and Solutions/<slug>/; everything else there is excluded by name.
func targets(of exercise: Exercise) -> [Target] {
  let folder = "Exercises/\(exercise.slug)"
  let others = exercises.filter { $0.number != exercise.number }.flatMap {
    ["Exercises/\($0.slug)", "Solutions/\($0.slug)"]
  }
  let exerciseTarget: Target
  if let wrong = wrongSolution(of: exercise.slug) {
    // The learner's other files, the wrong solution's files, the solution for the rest; the
    // rest of the package is excluded by name, so that SwiftPM finds no file it does not handle.
    let root = Context.packageDirectory
    let kept = try! FileManager.default.contentsOfDirectory(atPath: "\(root)/\(folder)")
      .filter { $0.hasSuffix(".swift") && !exercise.edits.contains($0) }.map { "\(folder)/\($0)" }
    let solved = exercise.edits.filter { !wrong.files.contains($0) }
    let otherWrong = ((try? FileManager.default.contentsOfDirectory(atPath: "\(root)/WrongSolutions")) ?? [])
      .filter { $0 != exercise.slug }.map { "WrongSolutions/\($0)" }
    let siblings =
      ((try? FileManager.default.contentsOfDirectory(atPath: "\(root)/WrongSolutions/\(exercise.slug)")) ?? [])
      .map { "WrongSolutions/\(exercise.slug)/\($0)" }.filter { $0 != wrong.folder }
    let unusedSolutions =
      ((try? FileManager.default.contentsOfDirectory(atPath: "\(root)/Solutions/\(exercise.slug)")) ?? [])
      .filter { !solved.contains($0) }.map { "Solutions/\(exercise.slug)/\($0)" }
    exerciseTarget = .target(
      name: exercise.target, dependencies: kit, path: ".",
      exclude: ["Tests", "README.md", "course.json", "Mutants"] + others + otherWrong + siblings + unusedSolutions
        + exercise.edits.map { "\(folder)/\($0)" },
      sources: kept + wrong.files.map { "\(wrong.folder)/\($0)" } + solved.map { "Solutions/\(exercise.slug)/\($0)" })
  } else if usesSolution(exercise.number) {
    exerciseTarget = .target(
      name: exercise.target, dependencies: kit, path: ".",
      exclude: ["Tests", "README.md", "course.json", "Mutants", "WrongSolutions"] + others
        + exercise.edits.map { "\(folder)/\($0)" },
      sources: [folder, "Solutions/\(exercise.slug)"])
  } else {
    exerciseTarget = .target(name: exercise.target, dependencies: kit, path: folder)
  }
  let testTarget: Target = .testTarget(
    name: "\(exercise.target)Tests",
    dependencies: [
      .target(name: exercise.target), .target(name: "CourseTestSupport"),
      .product(name: "DomainTestSupport", package: "ArchDemo"),
    ] + kit + exercise.testDependencies,
    path: "Tests/\(exercise.slug)", exclude: exercise.testExclude)
  return [exerciseTarget, testTarget]
}

/// The exercises the package declares: every one, or the one whose test target
/// ARCHDEMO_COURSE_ONLY names (`archdemo course check` sets it), so that a check builds that
/// exercise alone and another's compile error cannot stop it.
let declared = exercises.filter { exercise in
  Context.environment["ARCHDEMO_COURSE_ONLY"].map { $0 == "\(exercise.target)Tests" } ?? true
}
let checksOne = Context.environment["ARCHDEMO_COURSE_ONLY"] != nil

let package = Package(
  name: "ArchDemoCourse",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(name: "ArchDemo", path: "../..")
  ],
  targets: declared.flatMap(targets(of:)) + [
    // What the exercises' tests share: the source a target really compiled, for lessons
    // checked on the code itself.
    .target(name: "CourseTestSupport", path: "Tests/CourseTestSupport")
  ]
    + (checksOne
      ? []
      : [
        // Tests: course.json against the exercise folders, the tests and README.md's table.
        .testTarget(name: "CourseTests", dependencies: ["CourseTestSupport"], path: "Tests/CourseTests")
      ]),
  swiftLanguageModes: [.v6]
)
