import Foundation
import Harness
import Testing

@testable import Explorer

/// The explorer's switch between the two view layers (`views=declarative`, as `archdemo run
/// --views declarative`): the same run through the SwiftUI-shaped views shows the same frames,
/// step by step, as through the UIKit-shaped ones.
@Suite(
  "Explorer: view layers",
  .enabled(if: Pattern.declarativeViewsBuilt, "a copy of the kit without its declarative views"))
@MainActor
struct ExplorerViewsTests {
  typealias Routes = ExplorerRoutesTests

  static func frames(_ run: [String: Any]) throws -> [String: [[String]]] {
    let patterns = try #require(run["patterns"] as? [[String: Any]])
    var frames: [String: [[String]]] = [:]
    for pattern in patterns {
      let name = try #require(pattern["pattern"] as? String)
      let steps = try #require(pattern["steps"] as? [[String: Any]])
      frames[name] = steps.map { $0["frames"] as? [String] ?? [] }
    }
    return frames
  }

  @Test func declarativeViews_showTheFramesOfTheImperativeOnes() async throws {
    // given
    let query = "feature=news&script=search%20swift%3B%20select%201%3B%20back"

    // when
    let imperative = try Routes.json(try await Routes.get("/api/run?\(query)"))
    let declarative = try Routes.json(try await Routes.get("/api/run?\(query)&views=declarative"))

    // then
    #expect(declarative["identicalFrames"] as? Bool == true)
    let declarativeFrames = try Self.frames(declarative)
    #expect(declarativeFrames.keys.sorted() == Pattern.allCases.map(\.rawValue).sorted())
    #expect(declarativeFrames == (try Self.frames(imperative)))
  }

  @Test func unknownViews_isABadRequest() async throws {
    // when
    let response = try await Routes.get("/api/run?feature=users&script=refresh&views=swiftui")

    // then
    #expect(response.status == 400)
    #expect(
      String(decoding: response.body, as: UTF8.self).contains(
        "unknown views 'swiftui' (views: imperative, declarative)"))
  }

  @Test func thePage_offersTheSwitch() {
    #expect(ExplorerPage.html.contains(#"<select id="views">"#))
    #expect(ExplorerPage.script.contains(#"query.set("views", $("views").value)"#))
  }
}
