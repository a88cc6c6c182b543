import Foundation

/// Reads lines from a file descriptor, none longer than ``lineLimit`` bytes: a longer line is
/// skipped to its end as it is read, so input with no line break (`< /dev/zero`) costs a fixed
/// amount of memory, however much of it comes.
package struct BoundedLineReader {
  /// The longest line read, in bytes: 64 KiB, far more than any action typed or scripted.
  package static let lineLimit = 65_536

  /// What one read of a line gives.
  package enum Line: Equatable, Sendable {
    /// A line, without its line break (or `\r\n`).
    case text(String)
    /// A line longer than ``lineLimit``, skipped; the count is its length in bytes.
    case tooLong(Int)
  }

  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var start = 0
  private var ended = false

  package init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The next line, or `nil` at the end of the input (a last line without a break counts).
  package mutating func next() -> Line? {
    var skipped = 0
    while true {
      if let newline = buffer[start...].firstIndex(of: 0x0A) {
        var line = Array(buffer[start..<newline])
        start = newline + 1
        if skipped > 0 { return .tooLong(skipped + line.count) }
        if line.last == 0x0D { line.removeLast() }
        return .text(String(decoding: line, as: UTF8.self))
      }
      if buffer.count - start > Self.lineLimit {
        // Too long already: forget what was read of it, and read on to its end.
        skipped += buffer.count - start
        buffer.removeAll(keepingCapacity: true)
        start = 0
      }
      if ended {
        guard start < buffer.count || skipped > 0 else { return nil }
        let rest = Array(buffer[start...])
        buffer.removeAll()
        start = 0
        if skipped > 0 { return .tooLong(skipped + rest.count) }
        return .text(String(decoding: rest, as: UTF8.self))
      }
      if start > 0 {
        buffer.removeFirst(start)
        start = 0
      }
      var chunk = [UInt8](repeating: 0, count: 16_384)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      if count <= 0 {
        ended = true
      } else {
        buffer.append(contentsOf: chunk[..<count])
      }
    }
  }
}
