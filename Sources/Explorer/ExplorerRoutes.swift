import Comparison
import Foundation
import Harness

/// What the explorer answers to each request, without sockets: the server hands it a parsed
/// request and sends back what it returns.
///
/// | request | answer |
/// |---|---|
/// | `GET /` | the page |
/// | `GET /explorer.js`, `/explorer.css` | its script and style |
/// | `GET /api/features` | the features, each with its parity scenarios, their scripts and answers |
/// | `GET /api/run?feature=F&script=S[&scenario=N][&answers=A]` | ``ExplorerRun``, as JSON |
/// | `GET /api/diagram?feature=F&script=S[&scenario=N][&answers=A]&pattern=P&step=K` | P's sequence diagram through step K, SVG |
///
/// `answers` is `immediate` (the default) or `held`, as `archdemo run --answers` takes it; `views`
/// (on both `/api/run` and `/api/diagram`) is `imperative` (the default) or `declarative`, as
/// `archdemo run --views` takes it.
/// | `GET /api/source?file=Sources/…swift&line=L` | ``ExplorerSources/Excerpt``, as JSON |
/// | `GET /api/compare?feature=F` | `archdemo compare F`'s text |
/// | `GET /api/charts?feature=F` | the same figures as charts (``Comparison/ComparisonCharts``), an SVG image |
///
/// Every request must name this server in its `Host` field (`127.0.0.1:<port>` or
/// `localhost:<port>`), so a page of another site that a DNS trick points at 127.0.0.1 gets 403;
/// an `/api/` request another site's page sends (its `Sec-Fetch-Site` or `Origin` says so) gets
/// 403 too, so no web page can run a script in a learner's kit; only `GET` and `HEAD` are
/// answered (405 otherwise).
@MainActor
struct ExplorerRoutes {
  /// The port the server listens on, which the `Host` field must name.
  var port: UInt16
  var sources: ExplorerSources
  /// Each feature's comparison, computed once for the server's life: "compare figures" asks for
  /// the table and the charts at once, and the figures are of the patterns built into this binary.
  private let comparisons = Comparisons()

  @MainActor
  private final class Comparisons {
    private var started: [Feature: Task<KitComparison, Never>] = [:]

    func of(_ feature: Feature, sourceRoot: URL?) async -> KitComparison {
      if let task = started[feature] { return await task.value }
      let task = Task { await KitComparison.run([feature], sourceRoot: sourceRoot) }
      started[feature] = task
      return await task.value
    }
  }

  func respond(to request: ExplorerRequest) async -> ExplorerResponse {
    guard request.method == "GET" || request.method == "HEAD" else {
      var response = ExplorerResponse.text(405, "the explorer answers GET only")
      response.headers = [("Allow", "GET, HEAD")]
      return response
    }
    let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
    guard let host = request.headers["host"], hosts.contains(host.lowercased()) else {
      return .text(403, "the explorer answers requests for \(hosts[0]) only")
    }
    if request.path.hasPrefix("/api/"), isFromAnotherSite(request) {
      return .text(403, "the explorer answers its own page only")
    }
    do throws(ExplorerError) {
      return try await answer(request)
    } catch {
      switch error {
      case .badRequest(let message): return .text(400, message)
      case .notFound(let message): return .text(404, message)
      }
    }
  }

  /// Whether another site's page sent the request, as a browser says: a `Sec-Fetch-Site` other
  /// than `same-origin` (or `none`, typed in the address bar), or an `Origin` that is not this
  /// server's. A request without either (curl, a test) is the learner's own.
  private func isFromAnotherSite(_ request: ExplorerRequest) -> Bool {
    if let site = request.headers["sec-fetch-site"]?.lowercased(), site != "same-origin", site != "none" {
      return true
    }
    guard let origin = request.headers["origin"]?.lowercased() else { return false }
    return origin != "http://127.0.0.1:\(port)" && origin != "http://localhost:\(port)"
  }

  private func answer(_ request: ExplorerRequest) async throws(ExplorerError) -> ExplorerResponse {
    switch request.path {
    case "/":
      return ExplorerResponse(status: 200, contentType: "text/html; charset=utf-8", body: Array(ExplorerPage.html.utf8))
    case "/explorer.js":
      return ExplorerResponse(
        status: 200, contentType: "text/javascript; charset=utf-8", body: Array(ExplorerPage.script.utf8))
    case "/explorer.css":
      return ExplorerResponse(status: 200, contentType: "text/css; charset=utf-8", body: Array(ExplorerPage.style.utf8))
    case "/api/features":
      return .json(Self.features)
    case "/api/run":
      let feature = try Self.feature(request)
      let run = try await ExplorerRun.play(
        feature, scenario: request.query["scenario"], script: request.query["script"] ?? "",
        answers: try Self.answers(request), views: try Self.views(request))
      return .json(run)
    case "/api/diagram":
      let feature = try Self.feature(request)
      let answers = try Self.answers(request)
      guard let name = request.query["pattern"], let pattern = Pattern(rawValue: name) else {
        throw .badRequest("/api/diagram needs pattern=mvc, mvp, mvvm or viper")
      }
      guard let step = request.query["step"].flatMap({ Int($0) }) else {
        throw .badRequest("/api/diagram needs step=N")
      }
      let svg = try await ExplorerRun.diagram(
        feature, scenario: request.query["scenario"], script: request.query["script"] ?? "", answers: answers,
        views: try Self.views(request), pattern: pattern, through: step)
      return ExplorerResponse(status: 200, contentType: "image/svg+xml", body: Array(svg.utf8))
    case "/api/source":
      guard let file = request.query["file"], let line = request.query["line"].flatMap({ Int($0) }) else {
        throw .badRequest("/api/source needs file=Sources/…swift and line=N")
      }
      return .json(try sources.excerpt(path: file, line: line))
    case "/api/compare":
      let feature = try Self.feature(request)
      let kit = await comparisons.of(feature, sourceRoot: sources.root)
      return .text(200, ComparisonReport.render(kit, as: .text))
    case "/api/charts":
      let feature = try Self.feature(request)
      let kit = await comparisons.of(feature, sourceRoot: sources.root)
      guard let comparison = kit.features.first else { throw .notFound("no figures for \(feature.rawValue)") }
      return ExplorerResponse(
        status: 200, contentType: "image/svg+xml", body: Array(ComparisonCharts.svg(of: comparison).utf8))
    default:
      throw .notFound("nothing at \(ActionParser.printable(request.path))")
    }
  }

  private static func feature(_ request: ExplorerRequest) throws(ExplorerError) -> Feature {
    let names = Feature.allCases.map(\.rawValue).joined(separator: ", ")
    guard let name = request.query["feature"] else { throw .badRequest("feature=… is missing (features: \(names))") }
    guard let feature = Feature(rawValue: name) else {
      throw .badRequest("unknown feature '\(ActionParser.printable(name))' (features: \(names))")
    }
    return feature
  }

  /// When the request's run is answered: `answers=immediate` (or none) or `answers=held`.
  private static func answers(_ request: ExplorerRequest) throws(ExplorerError) -> AnswerDelivery {
    guard let name = request.query["answers"] else { return .immediate }
    guard let answers = AnswerDelivery(rawValue: name) else {
      let names = AnswerDelivery.allCases.map(\.rawValue).joined(separator: ", ")
      throw .badRequest("unknown answers '\(ActionParser.printable(name))' (answers: \(names))")
    }
    return answers
  }

  /// The view layer the request's run is shown with: `views=imperative` (or none) or
  /// `views=declarative`.
  private static func views(_ request: ExplorerRequest) throws(ExplorerError) -> ViewLayer {
    guard let name = request.query["views"] else { return .imperative }
    guard let views = ViewLayer(rawValue: name) else {
      let names = ViewLayer.allCases.map(\.rawValue).joined(separator: ", ")
      throw .badRequest("unknown views '\(ActionParser.printable(name))' (views: \(names))")
    }
    return views
  }

  /// A feature as the page lists it: its name, summary and parity scenarios, those whose answers
  /// are held among them.
  struct FeatureEntry: Encodable {
    struct ScenarioEntry: Encodable {
      var name: String
      /// The scenario's steps as `--script` takes them, `answer` and `answer all` included.
      var script: String
      /// `immediate`, or `held` when the script releases each answer.
      var answers: String
      /// The scenario's command line, which says what besides the script it sets (a fault, a day).
      var commandLine: String
    }
    var name: String
    var summary: String
    var scenarios: [ScenarioEntry]
  }

  static var features: [FeatureEntry] {
    Feature.allCases.map { feature in
      FeatureEntry(
        name: feature.rawValue, summary: feature.summary,
        scenarios: Scenario.all.filter { $0.feature == feature }.map { scenario in
          .init(
            name: scenario.name, script: scenario.steps.map(\.typed).joined(separator: "; "),
            answers: scenario.answers.rawValue, commandLine: scenario.commandLine)
        })
    }
  }
}
