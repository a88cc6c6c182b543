import Foundation
import Testing

@testable import mutants

/// What each operator makes of fixed lines, that ids survive edits elsewhere in a file, and that
/// `--check` reports a changed outcome. Nothing here builds or runs a mutant.
@Suite("mutants: operators, ids and the check")
struct OperatorTests {
  /// The receivers `drop-call` removes calls to, as the kit's role table gives them.
  static let receivers = ["view", "presenter", "router", "delegate", "coordinator", "interactor", "window"]

  /// The rewrites of `text` (a line followed by `next`), as operator and line after.
  static func rewrites(_ text: String, next: String? = nil) -> [String] {
    LineMutator.mutations(of: SourceLine(text), next: next.map(SourceLine.init), receivers: receivers)
      .map { "\($0.mutationOperator.rawValue): \($0.after)" }
  }

  @Test func flipCondition_negatesAConditionAndSwapsEqualityAndLogic() {
    #expect(Self.rewrites("    if isLoading {") == ["flip-condition:     if !(isLoading) {"])
    #expect(
      Self.rewrites("    guard !rows.isEmpty else { return }") == [
        "flip-condition:     guard rows.isEmpty else { return }"
      ])
    #expect(
      Self.rewrites("    let same = a == b && c")
        == ["flip-condition:     let same = a != b && c", "flip-condition:     let same = a == b || c"])
    #expect(Self.rewrites("    isOn = true") == ["flip-condition:     isOn = false", "drop-assignment:     _ = ()"])
  }

  @Test func relationalBoundary_movesTheBoundaryByOne() {
    #expect(
      Self.rewrites("    if count < limit {")
        == ["flip-condition:     if !(count < limit) {", "relational-boundary:     if count <= limit {"])
    #expect(
      Self.rewrites("    let fits = width >= columns").contains("relational-boundary:     let fits = width > columns"))
  }

  @Test func dropCall_removesAWholeLineCallToARole_only() {
    #expect(Self.rewrites("    view?.showLoading()") == ["drop-call:     _ = ()"])
    #expect(Self.rewrites("      await router.presentDetail(of: driver)") == ["drop-call:       _ = ()"])
    #expect(Self.rewrites("    case .empty: view?.showEmpty()") == ["drop-call:     case .empty: break"])
    // a call to a service is not a role's; a call continued on the next line is not whole
    #expect(Self.rewrites("    service.fetchDrivers()").isEmpty)
    #expect(Self.rewrites("    view?.show(", next: "      rows)").isEmpty)
  }

  @Test func dropAssignment_removesAnAssignment_butNotAnInitializerStoringItsArgument() {
    #expect(Self.rewrites("    content = .loading") == ["drop-assignment:     _ = ()"])
    #expect(Self.rewrites("    count += 1") == ["drop-assignment:     _ = ()"])
    #expect(Self.rewrites("    self.service = service").isEmpty)
    #expect(Self.rewrites("    let rows = drivers").isEmpty)
  }

  @Test func returnEarly_makesAFunctionReturningNothingReturnAtOnce() {
    #expect(
      Self.rewrites("  private func reload() {") == ["return-early:   private func reload() { if true { return }"])
    #expect(Self.rewrites("  func rows() -> [Row] {").isEmpty)
    #expect(Self.rewrites("  init(service: any DriverService) {").isEmpty)
  }

  @Test func displayedString_dropsTheLastCharacterOfTextAUserReads() {
    #expect(
      Self.rewrites("    let title = \"Could not load drivers\"")
        == ["displayed-string:     let title = \"Could not load driver\""])
    #expect(Self.rewrites("    let name = \"drivers.json\"").isEmpty)
    #expect(Self.rewrites("    let key = \"id\"").isEmpty)
  }

  @Test func weakToStrong_andOffByOne() {
    #expect(Self.rewrites("  weak var view: DriversView?") == ["weak-to-strong:   var view: DriversView?"])
    #expect(Self.rewrites("    let driver = drivers[index]") == ["off-by-one:     let driver = drivers[index + 1]"])
    #expect(Self.rewrites("    let last = rows[count - 1]") == ["off-by-one:     let last = rows[count]"])
    #expect(Self.rewrites("    for i in 0..<n {").contains("off-by-one:     for i in 0...n {"))
  }

  @Test func negateBoolArgument_negatesATrueOrFalseArgument_notAnAssignment() {
    #expect(
      Self.rewrites("    try await store.setFavourite(true, number: 44)")
        == ["negate-bool-argument:     try await store.setFavourite(false, number: 44)"])
    #expect(
      Self.rewrites("    panel.show(rows, animated: false)")
        == ["negate-bool-argument:     panel.show(rows, animated: true)"])
    #expect(Self.rewrites("    isOn = true").allSatisfy { !$0.hasPrefix("negate-bool-argument") })
    #expect(Self.rewrites("    let label = \"show(true)\"").allSatisfy { !$0.hasPrefix("negate-bool-argument") })
  }

  @Test func swapStatements_swapsTwoCallsOrAssignments_ofOneBlock() {
    // an order bug: the list shown before the data it shows is kept
    #expect(
      Self.rewrites("    shownDrivers = drivers", next: "    view?.reloadRows()").contains(
        "swap-statements:     view?.reloadRows()"))
    // not across blocks, not with a declaration, a jump or a trace, not two equal lines
    #expect(
      Self.rewrites("    view?.showLoading()", next: "  }").allSatisfy { !$0.hasPrefix("swap-statements") })
    #expect(
      Self.rewrites("    let drivers = try await service.fetchDrivers()", next: "    view?.reloadRows()")
        .allSatisfy { !$0.hasPrefix("swap-statements") })
    #expect(
      Self.rewrites("    view?.showLoading()", next: "    return")
        .allSatisfy { !$0.hasPrefix("swap-statements") })
    #expect(
      Self.rewrites("    Trace.message(from: \"View\", to: \"Presenter\", \"x\")", next: "    presenter.x()")
        .isEmpty)
    #expect(
      Self.rewrites("    view?.reloadRows()", next: "    view?.reloadRows()")
        .allSatisfy { !$0.hasPrefix("swap-statements") })
    #expect(
      Self.rewrites("  private var search = DriverSearch()", next: "  private var query = SearchQuery(\"\")")
        .allSatisfy { !$0.hasPrefix("swap-statements") })
    #expect(
      Self.rewrites("    self.service = service", next: "    presenter.attach(view: self)")
        .allSatisfy { !$0.hasPrefix("swap-statements") })
    #expect(
      Self.rewrites("    view?.showLoading()", next: "      view?.reloadRows()")
        .allSatisfy { !$0.hasPrefix("swap-statements") })
  }

  @Test func siblingCase_namesTheNextCaseOfItsEnum_whereTheCaseIsUnambiguous() {
    // given: two enums in one file, one case name in both with different siblings
    let siblings = SiblingCases.table(of: [
      """
      enum Action: Equatable {
        case viewDidLoad
        case refreshRequested, searchCleared
        case driversResponse(Result<[Driver], ServiceError>)
        case selected(Int)
      }
      enum Screen {
        case list
        case detail
        case searchCleared
      }
      enum Lonely {
        case only
      }
      """
    ])

    // then: siblings follow declaration order among cases with no value, the last to the first
    #expect(siblings["viewDidLoad"] == "refreshRequested")
    #expect(siblings["refreshRequested"] == "searchCleared")
    #expect(siblings["list"] == "detail")
    #expect(siblings["searchCleared"] == nil)
    #expect(siblings["driversResponse"] == nil && siblings["only"] == nil)

    // and: a rewrite names the sibling; a case with a value, a pattern and a member are left
    func rewrites(_ text: String) -> [String] {
      LineMutator.mutations(of: SourceLine(text), next: nil, receivers: [], siblings: siblings)
        .filter { $0.mutationOperator == .siblingCase }.map(\.after)
    }
    #expect(rewrites("    await store.send(.viewDidLoad)") == ["    await store.send(.refreshRequested)"])
    #expect(rewrites("    state.screen = .list") == ["    state.screen = .detail"])
    #expect(rewrites("    case .list: return 1").isEmpty)
    #expect(rewrites("    let count = drivers.list").isEmpty)
    #expect(rewrites("    let text = \".list\"").isEmpty)
    #expect(rewrites("      .list { [presenter] in").isEmpty)
    #expect(rewrites("  init(screen: Screen = .list) {").isEmpty)
  }

  /// The rewrites of `text` by the course's operators only (``MutationOperator/courseOnly``).
  static func courseRewrites(_ text: String, next: String? = nil) -> [String] {
    LineMutator.mutations(
      of: SourceLine(text), next: next.map(SourceLine.init), receivers: receivers,
      operators: MutationOperator.courseOnly
    ).map { "\($0.mutationOperator.rawValue): \($0.after)" }
  }

  @Test func weakToUnowned_makesAWeakReferenceUnowned() {
    #expect(
      Self.courseRewrites("  private weak var view: (any UsersView)?") == [
        "weak-to-unowned:   private unowned var view: (any UsersView)?"
      ])
    #expect(Self.courseRewrites("  var view: (any UsersView)?").isEmpty)
    #expect(Self.courseRewrites("  // weak var view: View?").isEmpty)
  }

  @Test func strongCaptureInTask_makesATaskClosuresWeakSelfStrong_only() {
    #expect(
      Self.courseRewrites("    let task = Task { [weak self] in") == [
        "strong-capture-in-task:     let task = Task { [self = Optional(self)] in"
      ])
    #expect(
      Self.courseRewrites("    Task.detached(priority: .low) { @MainActor [weak self, store] in") == [
        "strong-capture-in-task:     Task.detached(priority: .low) { @MainActor [self = Optional(self), store] in"
      ])
    // a closure that is not a Task's, a capture that is not self, a type whose name ends in Task
    #expect(Self.courseRewrites("    viewModel.content.bind { [weak self] content in").isEmpty)
    #expect(Self.courseRewrites("    let task = Task { [weak view] in").isEmpty)
    #expect(Self.courseRewrites("    let job = BackgroundTask { [weak self] in").isEmpty)
  }

  @Test func dropRemoveValue_removesAWholeLineRemoveValueCall() {
    #expect(Self.courseRewrites("    running.removeValue(forKey: id)") == ["drop-remove-value:     _ = ()"])
    #expect(Self.courseRewrites("    _ = self.tasks.removeValue(forKey: key)") == ["drop-remove-value:     _ = ()"])
    // a value used, or a call continued on the next line, is not a whole-line call
    #expect(Self.courseRewrites("    let task = tasks.removeValue(forKey: id)").isEmpty)
    #expect(Self.courseRewrites("    tasks.removeValue(", next: "      forKey: id)").isEmpty)
    // an entry set to nil as a closure's whole body; not a value set to nil, nor a longer body
    #expect(
      Self.courseRewrites("      self?.running.withLock { $0[id] = nil }") == [
        "drop-remove-value:       self?.running.withLock { _ = $0[id] }"
      ])
    #expect(
      Self.courseRewrites("    queue.sync { cache[key] = nil }") == [
        "drop-remove-value:     queue.sync { _ = cache[key] }"
      ])
    #expect(Self.courseRewrites("    lock.withLock { value = nil }").isEmpty)
    #expect(Self.courseRewrites("    lock.withLock { log(); $0[id] = nil }").isEmpty)
  }

  @Test func currentTimeZone_readsAFixedTimeZoneFromTheMachine() {
    #expect(
      Self.courseRewrites("    calendar.timeZone = TimeZone(identifier: \"UTC\")!") == [
        "current-time-zone:     calendar.timeZone = TimeZone.current"
      ])
    #expect(
      Self.courseRewrites("  static let zone = TimeZone(secondsFromGMT: 0)!") == [
        "current-time-zone:   static let zone = TimeZone.current"
      ])
    #expect(
      Self.courseRewrites("    iso.timeZone = calendar.timeZone") == ["current-time-zone:     iso.timeZone = .current"])
    // already the machine's zone; an optional zone the line unwraps otherwise
    #expect(Self.courseRewrites("    iso.timeZone = .current").isEmpty)
    #expect(Self.courseRewrites("    let zone = TimeZone(identifier: name) ?? .gmt").isEmpty)
  }

  @Test func courseOperators_applyToTheCourseOnly_theKitsCandidatesAreUnchanged() throws {
    // given: lines each course operator rewrites
    let line = "    calendar.timeZone = TimeZone(identifier: \"UTC\")!"

    // then: the kit's operators (the default) make none of their rewrites
    #expect(Self.rewrites(line).allSatisfy { !$0.hasPrefix("current-time-zone") })
    #expect(Self.rewrites("  weak var view: View?") == ["weak-to-strong:   var view: View?"])
    #expect(MutationOperator.kitOperators.isDisjoint(with: MutationOperator.courseOnly))

    // and: over the kit's own sources (which have a `TimeZone(identifier: "UTC")!` in Domain's
    // rules), `mutants list` yields no candidate of a course operator
    let kit = try Suite.candidates(kit: RecordingTests.kit)
    #expect(!kit.isEmpty)
    #expect(kit.filter { MutationOperator.courseOnly.contains($0.mutationOperator) }.isEmpty)
  }

  @Test func courseCandidates_comeFromEachExercisesSolvedCode_judgedByItsOwnTests() throws {
    let candidates = try Course.candidates(kit: RecordingTests.kit)
    let exercises = try Course.exercises(kit: RecordingTests.kit)
    #expect(Set(candidates.map(\.feature)) == Set(exercises.map(\.slug)))
    for exercise in exercises {
      let files = try Course.solvedFiles(of: exercise, kit: RecordingTests.kit)
      // each edited file is the solution's, every other the exercise's
      for name in exercise.editedNames {
        #expect(files.contains("Examples/Course/Solutions/\(exercise.slug)/\(name)"))
        #expect(!files.contains("Examples/Course/Exercises/\(exercise.slug)/\(name)"))
      }
      for mutant in candidates where mutant.feature == exercise.slug {
        #expect(files.contains(mutant.file))
        #expect(mutant.id.hasPrefix("\(mutant.file):\(mutant.mutationOperator.rawValue):"))
        #expect(mutant.pattern == exercise.pattern && mutant.ownTestTarget == exercise.testTarget)
      }
    }
    // the kinds the course's operators were added for are among them
    let kinds = Set(candidates.map(\.mutationOperator))
    #expect(kinds.isSuperset(of: [.weakToUnowned, .strongCaptureInTask, .currentTimeZone]))
  }

  @Test func aCourseFilesSwitch_goesInItsExercisesFolder() {
    #expect(Schema.moduleFolder(of: "Sources/MVP/Drivers/DriversPresenter.swift") == "Sources/MVP")
    #expect(Schema.moduleFolder(of: "Sources/Domain/Rules/DriverSearch.swift") == "Sources/Domain")
    #expect(
      Schema.moduleFolder(of: "Examples/Course/Solutions/05-mvp-empty-is-error/DriversPresenter.swift")
        == "Examples/Course/Exercises/05-mvp-empty-is-error")
  }

  @Test func noOperator_touchesTracingCommentsStringsOrDeclarationsOfImport() {
    #expect(Self.rewrites("    Trace.message(from: \"View\", to: \"Presenter\", \"a == b\")").isEmpty)
    #expect(Self.rewrites("    // if isLoading { view?.showLoading() }").isEmpty)
    #expect(Self.rewrites("import Domain").isEmpty)
    #expect(Self.rewrites("    let text = \"a == b\"").filter { $0.hasPrefix("flip-condition") }.isEmpty)
  }

  @Test func aPatternsTracingFolder_isNotMutated() throws {
    // given: a kit whose pattern has a presenter, and a decorator in its Tracing folder with the
    // same lines
    let kit = try Self.miniatureKit()
    defer { try? FileManager.default.removeItem(at: kit) }
    let presenter = kit.appendingPathComponent("Sources/Demo/Drivers/DriversPresenter.swift")
    let tracing = kit.appendingPathComponent("Sources/Demo/Tracing")
    try FileManager.default.createDirectory(at: tracing, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: presenter, to: tracing.appendingPathComponent("DriversPresenter+Trace.swift"))

    // when
    let files = Set(try Suite.candidates(kit: kit).map(\.file))

    // then: the presenter's lines are candidates, the decorator's are not
    #expect(files == ["Sources/Demo/Drivers/DriversPresenter.swift"])
  }

  @Test func aPatternsDeclarativeFolder_isMutatedLikeTheRest() throws {
    // given: a kit whose pattern has a presenter, and a copy of it in its Declarative folder
    let kit = try Self.miniatureKit()
    defer { try? FileManager.default.removeItem(at: kit) }
    let presenter = kit.appendingPathComponent("Sources/Demo/Drivers/DriversPresenter.swift")
    let declarative = kit.appendingPathComponent("Sources/Demo/Declarative/Drivers")
    try FileManager.default.createDirectory(at: declarative, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: presenter, to: declarative.appendingPathComponent("DriversController.swift"))

    // when
    let files = Set(try Suite.candidates(kit: kit).map(\.file))

    // then: the lines of both are candidates
    #expect(
      files == [
        "Sources/Demo/Drivers/DriversPresenter.swift", "Sources/Demo/Declarative/Drivers/DriversController.swift",
      ])
  }

  @Test(arguments: [
    ("Sources/MVP/Drivers/DriversPresenter.swift", "MVP", "drivers"),
    ("Sources/MVC/Favourites/FavouritesViewController.swift", "MVC", "favourites"),
    ("Sources/MVC/Declarative/Favourites/FavouritesController.swift", "MVC", "favourites"),
    ("Sources/VIPER/Declarative/News/NewsListPathRouter.swift", "VIPER", "news"),
    ("Sources/MVP/Declarative/Shared/ListPanelScreen.swift", "MVP", "shared"),
    ("Sources/UDF/Declarative/UDFDeclarativeApp.swift", "UDF", "shared"),
    ("Sources/UDF/Core/Store.swift", "UDF", "shared"),
    ("Sources/Domain/Rules/SearchQuery.swift", "Domain", "SearchQuery"),
  ])
  func aFile_countsInItsFeature_inEitherViewLayer(file: String, pattern: String, feature: String) {
    // when
    let group = Suite.group(of: file)

    // then
    #expect(group.pattern == pattern)
    #expect(group.feature == feature)
  }

  @Test func ids_stayTheSame_whenTheFileChangesElsewhere_andChangeWithTheirLine() throws {
    // given: a kit of one pattern with one presenter, and its candidates
    let kit = try Self.miniatureKit()
    defer { try? FileManager.default.removeItem(at: kit) }
    let presenter = kit.appendingPathComponent("Sources/Demo/Drivers/DriversPresenter.swift")
    let before = try Suite.candidates(kit: kit)
    #expect(!before.isEmpty)

    // when: lines are added above and below, and one line is changed
    var lines = try String(contentsOf: presenter, encoding: .utf8).components(separatedBy: "\n")
    let changed = try #require(lines.firstIndex { $0.contains("count += 1") })
    lines[changed] = "    count += 2"
    lines.insert("// A comment that moves every line down.", at: 0)
    lines.insert("", at: 1)
    lines.append("// And one at the end.")
    try lines.joined(separator: "\n").write(to: presenter, atomically: true, encoding: .utf8)
    let after = try Suite.candidates(kit: kit)

    // then: every mutant of an unchanged line keeps its id (on a line two further down);
    // the changed line's mutants have new ids
    let untouched = before.filter { !$0.before.contains("count += 1") }
    let afterByID = Dictionary(after.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    for mutant in untouched {
      let moved = try #require(afterByID[mutant.id], "\(mutant.id) lost")
      #expect(moved.line == mutant.line + 2)
      #expect(moved.after == mutant.after)
    }
    let oldIDs = Set(before.filter { $0.before.contains("count += 1") }.map(\.id))
    let newIDs = Set(after.filter { $0.before.contains("count += 2") }.map(\.id))
    #expect(!oldIDs.isEmpty && !newIDs.isEmpty)
    #expect(oldIDs.isDisjoint(with: Set(after.map(\.id))))
    #expect(after.count == before.count)
  }

  @Test func check_reportsAChangedOutcome_andAMutantItHasNoRecordOf() {
    // given: committed records, one caught by its pattern's tests
    let caught = Self.record("a", own: true)
    let survived = Self.record("b", own: false)
    let recorded = ["a": caught, "b": survived]

    // then: the same outcomes are no difference
    #expect(MutantsCommand.differences(between: recorded, and: [caught, survived]).isEmpty)

    // when: the first now survives, and a new id appears
    let differences = MutantsCommand.differences(
      between: recorded, and: [Self.record("a", own: false), survived, Self.record("c", own: true)])

    // then: both are reported, the changed outcome named
    #expect(differences.count == 2)
    #expect(differences[0].hasPrefix("a (") && differences[0].contains("committed caught by own tests, now survived"))
    #expect(differences[1].hasPrefix("c: not in the committed results"))
  }

  private static func record(_ id: String, own: Bool) -> MutantRecord {
    let mutant = Mutant(
      id: id, file: "Sources/MVP/X.swift", line: 1, mutationOperator: .dropCall, before: "a", after: "b",
      pattern: "MVP", feature: "users")
    return MutantRecord(mutant, compiled: true, own: own, parity: false, outcome: nil, seconds: 1)
  }

  /// A folder laid out as the kit is, as far as the tool reads it: one pattern (`Demo`, found by
  /// its `DemoApp.swift`) with a drivers presenter, an empty Domain rules folder, and the kit's
  /// role table.
  private static func miniatureKit() throws -> URL {
    let kit = FileManager.default.temporaryDirectory.appendingPathComponent("mutants-kit-\(UUID().uuidString)")
    let manager = FileManager.default
    for folder in ["Sources/Demo/Drivers", "Sources/Domain/Rules", "Tools/Mutants"] {
      try manager.createDirectory(at: kit.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try manager.copyItem(
      at: RecordingTests.kit.appendingPathComponent("Tools/Mutants/roles.json"),
      to: kit.appendingPathComponent("Tools/Mutants/roles.json"))
    try "enum DemoApp {}\n".write(
      to: kit.appendingPathComponent("Sources/Demo/DemoApp.swift"), atomically: true, encoding: .utf8)
    let presenter = """
      final class DriversPresenter {
        weak var view: DriversView?
        private var count = 0

        func refresh() {
          if count < 3 {
            view?.showLoading()
          }
          count += 1
          view?.show(title: "Could not load drivers")
        }
      }
      """
    try presenter.write(
      to: kit.appendingPathComponent("Sources/Demo/Drivers/DriversPresenter.swift"), atomically: true, encoding: .utf8)
    return kit
  }
}
