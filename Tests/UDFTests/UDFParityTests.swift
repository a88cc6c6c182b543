import Foundation
import Harness
import Testing
import TextUI

@testable import UDF

@Suite("UDF: parity")
@MainActor
struct UDFParityTests {
  /// Every scenario of a feature UDF has built: all of them in the kit; a tutorial's start
  /// (`Scripts/tutorial-start udf`) has no favourites yet.
  @Test(arguments: Scenario.all.filter { Pattern.udf.hasBuilt($0.feature) })
  func scenario_givesTheCheckedInTranscript(_ scenario: Scenario) async throws {
    let expected = try String(contentsOf: Self.transcript(of: scenario), encoding: .utf8)
    let actual = await Transcript.record(scenario, in: .mvp, launch: Self.launch).text
    #expect(actual == expected)
  }

  /// Starts `feature` through UDF's composition root, as the harness starts a pattern of the catalog.
  static func launch(_ feature: Feature, _ services: Services, _ window: Window) async {
    switch feature {
    case .users: await UDFApp.startUsers(service: services.users, in: window)
    case .drivers: await UDFApp.startDrivers(service: services.drivers, in: window)
    case .news: await UDFApp.startNews(service: services.news, in: window)
    // Through the harness, which knows whether UDF starts the favourites (`favouritesStart`).
    case .favourites: await Pattern.udf.start(.favourites, services: services, in: window)
    case .todos: await UDFApp.startTodos(store: services.todoStore, schedule: services.schedule, in: window)
    case .melodies: await UDFApp.startMelodies(service: services.melodies, network: services.network, in: window)
    }
  }

  static func transcript(of scenario: Scenario) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("ParityTests/Transcripts/\(scenario.feature.rawValue)/\(scenario.name).txt")
  }
}
