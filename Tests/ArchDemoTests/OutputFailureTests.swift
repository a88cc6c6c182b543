import DomainTestSupport
import Foundation
import Testing

/// Standard output that is full, closed or a broken pipe: the program never traps, ends with a
/// non-zero status, and says why unless the reader simply went away.
@Suite("archdemo output failures")
struct OutputFailureTests {
  @Test(.needsDevFull) func fullStandardOutput_exits74WithOneLine() throws {
    let result = try ArchdemoProcess.run(shell: #""$0" list > /dev/full"#)

    #expect(result.status == 74)
    #expect(result.stderr == "archdemo: cannot write to standard output: No space left on device\n")
  }

  @Test func closedStandardOutput_exits74WithOneLine() throws {
    let result = try ArchdemoProcess.run(shell: #""$0" run --pattern mvp users --script "" >&-"#)

    #expect(result.status == 74)
    #expect(result.stderr == "archdemo: cannot write to standard output: it is closed\n")
  }

  @Test(.needsDevFull) func fullStandardError_keepsTheUsageStatus() throws {
    let result = try ArchdemoProcess.run(shell: #""$0" bogus 2>/dev/full"#)

    #expect(result.status == 64)
    #expect(result.stderr.isEmpty)
  }

  @Test func brokenPipe_endsQuietlyWith74() throws {
    // given a reader that takes one byte and leaves, and far more output than a pipe holds
    let script = Array(repeating: "help", count: 3_000).joined(separator: "; ")

    // when
    let result = try ArchdemoProcess.run(
      shell: #""$0" run --pattern mvp users --script "$1" | head -c 1 >/dev/null; exit "${PIPESTATUS[0]}""#,
      arguments: [script])

    // then
    #expect(result.status == 74)
    #expect(result.stderr.isEmpty)
  }
}
