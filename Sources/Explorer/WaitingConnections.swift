import Foundation
import HTTPClient

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The connections that have not sent a whole request head yet, read together by the server's
/// accept loop with one `poll(2)`: they hold no thread and no serving slot, so idle sockets left
/// open cannot keep a page from loading.
///
/// Each has ``ExplorerServer/readLimit`` from its accept to send its head; at most ``limit``
/// wait at once, and a new connection past that closes the one that has waited longest.
struct WaitingConnections {
  /// A connection and what it has sent so far.
  private struct Waiting {
    let descriptor: Int32
    var received: [UInt8] = []
    let deadline: ContinuousClock.Instant
  }

  /// How a waiting connection left the wait.
  enum Outcome: Equatable {
    /// Its whole head, without the blank line that ends it.
    case head([UInt8])
    /// More than ``ExplorerRequest/headLimit`` bytes and no end yet.
    case tooLarge
    /// No whole head within the read limit.
    case timedOut
    /// It closed (or broke) before its head was whole.
    case closed
  }

  /// The most connections that may wait for their head at once.
  static let limit = 256

  private var waiting: [Waiting] = []
  private let clock = ContinuousClock()

  /// How many wait.
  var count: Int { waiting.count }

  /// The descriptors to poll for reading, in the order ``read(_:)`` expects their results.
  var descriptors: [Int32] { waiting.map(\.descriptor) }

  /// How long the loop may sleep before the nearest deadline, at most `longest`.
  func sleep(atMost longest: Duration) -> Duration {
    guard let nearest = waiting.map(\.deadline).min() else { return longest }
    return max(.zero, min(longest, clock.now.duration(to: nearest)))
  }

  /// Adds a connection just accepted; returns the one it displaces when ``limit`` wait already.
  mutating func add(_ descriptor: Int32, readLimit: Duration) -> Int32? {
    let displaced = waiting.count >= Self.limit ? waiting.removeFirst().descriptor : nil
    waiting.append(Waiting(descriptor: descriptor, deadline: clock.now + readLimit))
    return displaced
  }

  /// Reads once from each connection `poll` found readable (`revents` in the order of
  /// ``descriptors``), and hands back those whose wait is over, with how it ended: a head, too
  /// large, closed, or past its deadline.
  mutating func read(_ revents: [Int16]) -> [(descriptor: Int32, outcome: Outcome)] {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let now = clock.now
    var outcomes: [Outcome?] = []
    for index in waiting.indices {
      var outcome: Outcome?
      if index < revents.count, revents[index] != 0 {
        let count = recv(waiting[index].descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT))
        if count > 0 {
          waiting[index].received.append(contentsOf: buffer[0..<count])
          outcome = Self.outcome(of: waiting[index].received)
        } else if count == 0 || (errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
          outcome = .closed
        }
      }
      if outcome == nil, waiting[index].deadline <= now { outcome = .timedOut }
      outcomes.append(outcome)
    }
    let finished = zip(waiting, outcomes).compactMap { connection, outcome in
      outcome.map { (descriptor: connection.descriptor, outcome: $0) }
    }
    waiting = zip(waiting, outcomes).filter { $0.1 == nil }.map(\.0)
    return finished
  }

  /// Closes every waiting connection (the server stops).
  mutating func closeAll() {
    for connection in waiting { Sockets.close(connection.descriptor) }
    waiting = []
  }

  /// Whether `received` holds a whole head (ended by a blank line, `CRLF CRLF` or a bare
  /// `LF LF`), is too large to become one, or needs more bytes (`nil`).
  static func outcome(of received: [UInt8]) -> Outcome? {
    if let end = headEnd(in: received) {
      return end <= ExplorerRequest.headLimit ? .head(Array(received[..<end])) : .tooLarge
    }
    return received.count > ExplorerRequest.headLimit + 4 ? .tooLarge : nil
  }

  /// Where the blank line that ends a head begins: the first `LF` followed by `CRLF` or `LF`,
  /// less a `CR` before it.
  static func headEnd(in bytes: [UInt8]) -> Int? {
    var index = 0
    while let lineFeed = bytes[index...].firstIndex(of: 10) {
      let next = lineFeed + 1
      if next < bytes.count, bytes[next] == 10 || (bytes[next] == 13 && next + 1 < bytes.count && bytes[next + 1] == 10)
      {
        return lineFeed > 0 && bytes[lineFeed - 1] == 13 ? lineFeed - 1 : lineFeed
      }
      index = next
      guard index < bytes.count else { return nil }
    }
    return nil
  }
}
