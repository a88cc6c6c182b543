import DomainTestSupport
import Foundation
import HTTPClient
import Testing

/// The kit's half of `Scripts/fuzz-http`: serves every generated answer over loopback, reads it
/// with the plain-HTTP client, and writes down what the client made of it. The script compares
/// that with Python's `http.client` reading the same bytes.
///
/// It runs only when the script asks (`ARCHDEMO_HTTP_FUZZ` names its folder): `cases.bin` holds
/// the answers, each after its length in 4 big-endian bytes; `kit.tsv` gets one line per answer.
@Suite("HTTP differential fuzz (Scripts/fuzz-http)")
struct HTTPDifferentialFuzzRun {
  static let folder = ProcessInfo.processInfo.environment["ARCHDEMO_HTTP_FUZZ"].map { URL(fileURLWithPath: $0) }

  /// The answers in `cases.bin`.
  static func cases(in data: Data) throws -> [Data] {
    let bytes = [UInt8](data)
    var answers: [Data] = []
    var index = 0
    while index < bytes.count {
      try #require(index + 4 <= bytes.count, "a length cut short at byte \(index)")
      let length = bytes[index..<index + 4].reduce(0) { $0 << 8 | Int($1) }
      index += 4
      try #require(index + length <= bytes.count, "an answer cut short at byte \(index)")
      answers.append(Data(bytes[index..<index + length]))
      index += length
    }
    return answers
  }

  /// One line of `kit.tsv`: the answer's number, then `answer`, its status and its body in hex;
  /// `redirect`; `refused` and the framing error; or `stopped`/`unreachable` and the reason.
  static func line(_ number: Int, _ exchange: PlainHTTPFetch.Exchange) -> String {
    let outcome: String
    switch exchange {
    case .redirected: outcome = "redirect"
    case .result(.answer(let status, let body)):
      outcome = "answer\t\(status ?? 0)\t" + body.map { String(format: "%02x", $0) }.joined()
    case .result(.refused(let error)): outcome = "refused\t\(error.rawValue)"
    case .result(.stopped(.tooLarge)): outcome = "refused\ttooLarge"
    case .result(.stopped(let stop)): outcome = "stopped\t\(stop)"
    case .result(.unreachable(let reason)): outcome = "unreachable\t\(reason)"
    case .result(.failed(let error)): outcome = "failed\t\(error)"
    }
    return "\(number)\t\(outcome)\n"
  }

  @Test(.enabled(if: folder != nil, "run by Scripts/fuzz-http"))
  func everyAnswerServedOverLoopback_isReadAndRecorded() throws {
    let folder = try #require(Self.folder)
    let answers = try Self.cases(in: Data(contentsOf: folder.appendingPathComponent("cases.bin")))
    var routes: [String: LoopbackHTTPServer.Response] = [:]
    for (number, answer) in answers.enumerated() { routes["/\(number)"] = .raw(answer) }
    let server = try LoopbackHTTPServer(routes: routes)
    defer { server.stop() }
    let cancellation = FetchCancellation()
    defer { cancellation.close() }
    var output = ""
    for number in answers.indices {
      let url = server.baseURL.appendingPathComponent("\(number)")
      let fetch = PlainHTTPFetch(url: url, timeout: 5, maximumBodySize: 1_048_576)
      output += Self.line(
        number, fetch.exchange(url, deadline: Date().addingTimeInterval(5), cancellation: cancellation))
    }
    try Data(output.utf8).write(to: folder.appendingPathComponent("kit.tsv"))
  }
}
