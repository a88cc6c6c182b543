import Foundation
import Harness
import Testing

@testable import Explorer

/// The explorer with answers held (`answers=held`, as `archdemo run --answers held`): `answer`
/// and `answer all` are steps of their own, a superseded request is cancelled in every pattern,
/// and a last step shows what closing the window cancelled. A run whose answers arrive at once is
/// the run it was before.
@Suite("Explorer: held answers")
@MainActor
struct ExplorerHeldAnswersTests {
  typealias Routes = ExplorerRoutesTests

  /// `answer; search swift; search cafe; answer all` on news: the search for swift is out when
  /// cafe is typed.
  static let superseded =
    "feature=news&answers=held&script=answer%3B%20search%20swift%3B%20search%20cafe%3B%20answer%20all"

  static func steps(of pattern: [String: Any]) throws -> [[String: Any]] {
    try #require(pattern["steps"] as? [[String: Any]])
  }

  static func texts(_ step: [String: Any]) -> [String] {
    (step["messages"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
  }

  @Test func supersededSearch_showsTheSameFramesInEveryPattern_andEachOwnerCancelsTheOlder() async throws {
    // given a search typed while the one before is out, in every pattern
    let run = try Routes.json(try await Routes.get("/api/run?\(Self.superseded)"))

    // then every pattern draws the same frames, step by step
    #expect(run["identicalFrames"] as? Bool == true)
    #expect(run["actions"] as? [String] == ["answer", "search swift", "search cafe", "answer all"])
    let patterns = try #require(run["patterns"] as? [[String: Any]])
    #expect(patterns.compactMap { $0["pattern"] as? String } == Pattern.allCases.map(\.rawValue))
    for pattern in Pattern.allCases {
      let one = try #require(patterns.first { $0["pattern"] as? String == pattern.rawValue })
      let steps = try Self.steps(of: one)
      try #require(
        steps.map { $0["action"] as? String }
          == ["(start)", "answer", "search swift", "search cafe", "answer all", "(close)"], "\(pattern)")
      // and the role that keeps the work cancels the older search as the newer one is typed
      let cancellation = "\(pattern.workOwner) → Service: searchArticles(matching: \"swift\") cancelled"
      #expect(Self.texts(steps[3]).contains(cancellation), "\(pattern): \(Self.texts(steps[3]))")
      #expect(!Self.texts(steps[2]).contains { $0.contains("cancelled") }, "\(pattern)")
      // and only the newer search's answer shows, once released
      #expect((steps[3]["frames"] as? [String])?.last?.contains("Loading") == true, "\(pattern)")
      #expect((steps[4]["frames"] as? [String])?.last?.contains("Le café de Montréal") == true, "\(pattern)")
      #expect(steps[5]["atClose"] as? String == "at close: 0 requests out, 0 cancelled", "\(pattern)")
    }
  }

  @Test func windowClosedWhileSearching_lastStepShowsWhatClosingCancelled() async throws {
    let run = try Routes.json(
      try await Routes.get(
        "/api/run?feature=news&answers=held&scenario=held-closed-while-searching&script=answer%3B%20search%20swift"))

    let patterns = try #require(run["patterns"] as? [[String: Any]])
    #expect(patterns.count == Pattern.allCases.count)
    for one in patterns {
      let pattern = try #require(Pattern(rawValue: one["pattern"] as? String ?? ""))
      let close = try #require(try Self.steps(of: one).last)
      #expect(close["action"] as? String == "(close)")
      #expect(close["atClose"] as? String == "at close: 1 request out, 1 cancelled", "\(pattern)")
      #expect(
        Self.texts(close) == ["\(pattern.workOwner) → Service: searchArticles(matching: \"swift\") cancelled"],
        "\(pattern)")
    }
  }

  @Test func closeStep_isDrawnInTheDiagram_andIsTheLastStep() async throws {
    let query = "feature=news&answers=held&script=answer%3B%20search%20swift&pattern=mvp"

    let searched = Routes.text(try await Routes.get("/api/diagram?\(query)&step=2"))
    let closed = try await Routes.get("/api/diagram?\(query)&step=3")

    #expect(closed.status == 200)
    #expect(!searched.contains("cancelled"))
    #expect(Routes.text(closed).contains("searchArticles(matching: &quot;swift&quot;) cancelled"))
    #expect(try await Routes.get("/api/diagram?\(query)&step=4").status == 400)
  }

  @Test(arguments: ["answer", "answer all"])
  func answerWithNothingWaiting_isARefusedStep_andTheRunGoesOn(_ command: String) async throws {
    // given the first load answered, so nothing waits
    let script = "answer; \(command); search swift".addingPercentEncoding(withAllowedCharacters: .alphanumerics)!

    let run = try Routes.json(try await Routes.get("/api/run?feature=news&answers=held&script=\(script)"))

    let patterns = try #require(run["patterns"] as? [[String: Any]])
    for one in patterns {
      let steps = try Self.steps(of: one)
      try #require(steps.map { $0["action"] as? String } == ["(start)", "answer", command, "search swift", "(close)"])
      #expect(steps[1]["refusal"] == nil)
      #expect(steps[2]["refusal"] as? String == "no request is waiting for an answer")
      #expect((steps[3]["frames"] as? [String])?.last?.contains("Loading") == true)
    }
  }

  @Test func answerInARunWhoseAnswersArriveAtOnce_isRefused_asTheCommandLineRefusesIt() async throws {
    let run = try Routes.json(try await Routes.get("/api/run?feature=news&script=answer%3B%20search%20swift"))

    let patterns = try #require(run["patterns"] as? [[String: Any]])
    for one in patterns {
      let steps = try Self.steps(of: one)
      try #require(steps.map { $0["action"] as? String } == ["(start)", "answer", "search swift"])
      #expect(steps[1]["refusal"] as? String == "'answer' applies when answers are held: run with --answers held")
      // and the search is answered at once
      #expect((steps[2]["frames"] as? [String])?.last?.contains("Le café de Montréal") == true)
    }
  }

  @Test(arguments: ["later", "", "Held", "held%20"])
  func unknownAnswers_isABadRequestNamingBoth(_ answers: String) async throws {
    for target in [
      "/api/run?feature=news&answers=\(answers)&script=",
      "/api/diagram?feature=news&answers=\(answers)&script=&pattern=mvp&step=0",
    ] {
      let response = try await Routes.get(target)

      #expect(response.status == 400, "\(target)")
      #expect(Routes.text(response).contains("(answers: immediate, held)"), "\(target)")
    }
  }

  @Test func immediateRun_isTheRunItWas_withOrWithoutAnswers() async throws {
    let script = "feature=news&script=search%20swift%3B%20search%20cafe%3B%20select%201"

    let unnamed = try await Routes.get("/api/run?\(script)")
    let named = try await Routes.get("/api/run?\(script)&answers=immediate")

    #expect(unnamed.body == named.body)
    let run = try Routes.json(unnamed)
    #expect(Set(run.keys) == ["actions", "feature", "identicalFrames", "patterns"])
    let patterns = try #require(run["patterns"] as? [[String: Any]])
    for one in patterns {
      #expect(Set(one.keys) == ["messageCount", "pattern", "steps"])
      let steps = try Self.steps(of: one)
      #expect(steps.map { $0["action"] as? String } == ["(start)", "search swift", "search cafe", "select 1"])
      #expect(steps.allSatisfy { Set($0.keys) == ["action", "frames", "messages"] })
      #expect(!steps.contains { Self.texts($0).contains { $0.contains("cancelled") } })
    }
    #expect(!Routes.text(unnamed).contains("atClose") && !Routes.text(unnamed).contains("(close)"))
  }

  @Test func features_listTheHeldScenarios_withTheirAnswersAndScripts() async throws {
    let response = try await Routes.get("/api/features")
    let features = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: Any]])

    let news = try #require(features.first { $0["name"] as? String == "news" })
    let scenarios = try #require(news["scenarios"] as? [[String: Any]])
    let superseded = try #require(scenarios.first { $0["name"] as? String == "held-search-superseded" })
    #expect(superseded["answers"] as? String == "held")
    #expect(superseded["script"] as? String == "answer; search swift; search cafe; answer all; select 1")
    let immediate = Set(Scenario.of(.news).map(\.name))
    for scenario in scenarios {
      let name = try #require(scenario["name"] as? String)
      #expect(scenario["answers"] as? String == (immediate.contains(name) ? "immediate" : "held"), "\(name)")
    }
  }

  @Test func page_switchesBetweenImmediateAndHeldAnswers_andSendsIt() {
    #expect(
      ExplorerPage.html.contains(
        #"<select id="answers"><option value="immediate">immediate</option><option value="held">held</option></select>"#
      ))
    #expect(ExplorerPage.script.contains(#"query.set("answers", $("answers").value);"#))
    #expect(ExplorerPage.script.contains(#"$("answers").value = scenario.answers;"#))
  }
}
