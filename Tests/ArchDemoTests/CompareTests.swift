import Comparison
import Domain
import Foundation
import Harness
import Testing
import TextUI

/// `archdemo compare`: the five patterns side by side, every figure computed.
@Suite("archdemo compare")
struct CompareTests {
  @Test func compareOneFeature_showsParityMessagesCodeTestsAndReading() throws {
    // when
    let result = try ArchdemoProcess.run(["compare", "drivers"])

    // then
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let columns = { (label: String) in
      lines.first { $0.hasPrefix(label) }.map { $0.dropFirst(label.count).split(separator: " ").map(String.init) } ?? []
    }
    #expect(columns("parity with mvp") == Array(repeating: "identical", count: Pattern.allCases.count))
    #expect(columns("  total").count == Pattern.allCases.count)
    #expect(columns("  total").allSatisfy { (Int($0) ?? 0) > 0 })
    #expect(columns("files").compactMap(Int.init).count == Pattern.allCases.count)
    #expect(lines.contains { $0.hasPrefix("  Interactor files / lines") })
    #expect(lines.contains { $0.hasPrefix("shared by the pattern files / lines") })
    #expect(lines.contains { $0.hasPrefix("tests tagged .drivers") })
    #expect(lines.contains("Reading:"))
  }

  @Test func compareWithoutAFeature_coversEveryFeatureAndReadsAcrossThem() throws {
    let result = try ArchdemoProcess.run(["compare"])

    #expect(result.status == 0)
    for feature in Feature.allCases {
      #expect(result.stdout.contains("\(feature.rawValue): \(feature.summary)"))
    }
    #expect(result.stdout.contains("across features"))
    #expect(result.stdout.contains("Over all \(Feature.allCases.count) features"))
  }

  @Test @MainActor func brokenPattern_isReportedAtItsFirstDifferingFrame() async {
    // given MVVM's drivers entry deliberately showing the MVP users screen
    let wrongScreen: FeatureComparison.Launch = { _, services, window in
      await Pattern.mvp.start(.users, services: services, in: window)
    }

    // when
    let kit = await KitComparison.run([.drivers], sourceRoot: nil, launches: [.mvvm: wrongScreen])

    // then
    let drivers = kit.features[0]
    #expect(drivers[.mvvm].parity == "differs: frame 1 of load")
    #expect(drivers[.mvc].parity == "identical")
    #expect(drivers.reading[0].hasPrefix("Parity is broken for drivers: MVVM differs: frame 1 of load"))
  }

  @Test @MainActor func cancellations_countWhatEachPatternCancels_overTheHeldScenarios() async {
    // given MVVM's drivers entry replaced by a screen whose loads are never cancelled
    let neverCancels: FeatureComparison.Launch = { _, services, window in
      await window.setRoot(NeverCancellingScreen(service: services.drivers))
    }

    // when
    let kit = await KitComparison.run([.drivers], sourceRoot: nil, launches: [.mvvm: neverCancels])

    // then the held scenarios are counted, each pattern names its owner, and the stand-in cancels nothing
    let drivers = kit.features[0]
    let held = Scenario.all.filter { $0.feature == .drivers && $0.answers == .held }.map(\.name)
    #expect(drivers.heldScenarios == held)
    #expect(
      Pattern.allCases.map { drivers[$0].workOwner } == ["Controller", "Presenter", "ViewModel", "Interactor", "Store"])
    // a refresh superseded twice (while searching, and when it would fail) and a window closed mid-refresh
    #expect(drivers[.mvc].cancellations == 3)
    #expect(drivers[.udf].cancellations == 3)
    #expect(drivers[.mvvm].cancellations == 0)
  }

  @Test @MainActor func json_holdsEveryFigureOfTheTable() async throws {
    // given
    let kit = await KitComparison.run([.users], sourceRoot: FeatureComparison.builtSourceRoot)

    // when
    let json = ComparisonReport.render(kit, as: .json)
    let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])

    // then every scenario's messages, the parity, the code and the tests are there
    let features = try #require(object["features"] as? [[String: Any]])
    let users = try #require(features.first)
    let patterns = try #require(users["patterns"] as? [String: [String: Any]])
    #expect(Set(patterns.keys) == Set(Pattern.allCases.map(\.rawValue)))
    for (name, figures) in patterns {
      let pattern = try #require(Pattern(rawValue: name))
      #expect(figures["parity"] as? String == kit.features[0][pattern].parity)
      #expect(figures["messages"] as? Int == kit.features[0][pattern].messages)
      let code = try #require(figures["code"] as? [String: Any])
      #expect(code["roles"] != nil)
      #expect(figures["tests"] != nil)
      #expect(figures["shared"] != nil)
    }
    let scenarios = try #require(users["scenarios"] as? [[String: Any]])
    #expect(scenarios.count == kit.features[0].scenarios.count)
    #expect((users["reading"] as? [String])?.isEmpty == false)
  }

  @Test @MainActor func json_totalsAddUpTheFeatures_forTheDocsToQuote() async throws {
    // given two features, read with the kit's sources and its mutation run
    let kit = await KitComparison.run([.users, .drivers], sourceRoot: FeatureComparison.builtSourceRoot)
    let (users, drivers) = (kit.features[0], kit.features[1])

    // when
    let json = ComparisonReport.render(kit, as: .json)
    let object = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])

    // then the totals are the sums of the features, the shared code and tests counted where they say so
    let totals = try #require(object["totals"] as? [String: Any])
    #expect(totals["features"] as? Int == 2)
    #expect(totals["scenarios"] as? Int == users.scenarios.count + drivers.scenarios.count)
    #expect(totals["userActions"] as? Int == users.actions + drivers.actions)
    #expect(totals["mutants"] as? Int == kit.testability.values.reduce(0) { $0 + $1.mutants })
    let patterns = try #require(totals["patterns"] as? [String: [String: Any]])
    for pattern in Pattern.allCases {
      let figures = try #require(patterns[pattern.rawValue])
      #expect(figures["messages"] as? Int == users[pattern].messages + drivers[pattern].messages)
      let code = try #require(figures["code"] as? [String: Any])
      let lines = try #require(users[pattern].code?.linesOfCode) + #require(drivers[pattern].code?.linesOfCode)
      #expect(code["linesOfCode"] as? Int == lines)
      #expect(code["files"] as? Int == (users[pattern].code?.files ?? 0) + (drivers[pattern].code?.files ?? 0))
      let shared = try #require(kit.plumbing[pattern.rawValue]?.code?.linesOfCode)
      #expect(figures["allLinesOfCode"] as? Int == lines + shared)
      let tests = try #require(figures["tests"] as? [String: Any])
      let plumbingCases = try #require(kit.plumbing[pattern.rawValue]?.tests?.cases)
      #expect(
        tests["cases"] as? Int == (users[pattern].tests?.cases ?? 0) + (drivers[pattern].tests?.cases ?? 0)
          + plumbingCases)
    }
    #expect(patterns.values.contains { $0["allLinesOfCodeTimesTheSmallest"] as? String == "1.0" })

    // and each feature prints its user actions, each pattern its messages per action and its code's sums
    let features = try #require(object["features"] as? [[String: Any]])
    #expect(features[1]["userActions"] as? Int == drivers.actions)
    let mvc = try #require((features[1]["patterns"] as? [String: [String: Any]])?["mvc"])
    #expect(mvc["messagesPerUserAction"] as? String == drivers[.mvc].messagesPerUserAction)
    #expect(!drivers[.mvc].messagesPerUserAction.isEmpty)
    #expect((mvc["code"] as? [String: Any])?["linesOfCode"] as? Int == drivers[.mvc].code?.linesOfCode)
  }

  @Test @MainActor func markdown_isATablePerFeatureWithItsReading() async {
    let kit = await KitComparison.run([.users], sourceRoot: nil)

    let markdown = ComparisonReport.render(kit, as: .markdown)

    #expect(markdown.hasPrefix("### users\n"))
    #expect(markdown.contains("| figure | mvc | mvp | mvvm | viper |"))
    #expect(markdown.contains("| parity with mvp | identical | identical | identical | identical |"))
    #expect(markdown.contains("\n- Every pattern prints the same users frames"))
  }

  @Test @MainActor func reading_sayssomethingDifferentForEachFeature() async {
    // when
    let kit = await WholeComparison.kit()

    // then no sentence is the same for every feature, and each carries figures
    let readings = kit.features.map { Set($0.reading) }
    let common = readings.dropFirst().reduce(readings[0]) { $0.intersection($1) }
    #expect(common.isEmpty)
    for reading in kit.features.flatMap(\.reading) {
      #expect(reading.contains { $0.isNumber })
    }
    #expect(kit.summary.count >= 3)
  }

  // MARK: --changes, over the kit's own change requests (what it computes is tested in ChangeCostsTests)

  @Test func command_readsTheKitsOwnChangeRequests() throws {
    let result = try ArchdemoProcess.run(["compare", "--changes"])

    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let kitChanges = try FileManager.default.contentsOfDirectory(
      atPath: try #require(FeatureComparison.builtSourceRoot).appendingPathComponent("Examples/Changes").path
    ).filter { !$0.contains(".") }
    #expect(kitChanges.count >= 5)
    for change in kitChanges {
      #expect(result.stdout.contains("\n\(change): ") || result.stdout.hasPrefix("\(change): "))
    }
    #expect(result.stdout.contains("across changes") == (kitChanges.count > 1))
  }

  @Test func changesWithAFeature_isAUsageMistake() throws {
    let result = try ArchdemoProcess.run(["compare", "users", "--changes"])

    #expect(result.status == 64)
    #expect(result.stderr.contains("--changes takes no feature"))
  }
}

/// A drivers screen that starts a load on each refresh and never cancels one: what `compare`
/// must count as no cancellation.
@MainActor
private final class NeverCancellingScreen: Screen {
  private let service: any DriverService
  private var drivers: [Driver] = []

  init(service: any DriverService) {
    self.service = service
  }

  let title = "Drivers"

  func body() -> [String] { drivers.map(\.fullName) }

  func screenDidLoad() { load() }

  var actions: [ScreenAction] { [.refresh { [self] in load() }] }

  private func load() {
    Task { [service] in
      let drivers = (try? await service.fetchDrivers()) ?? []
      self.drivers = drivers
    }
  }
}
