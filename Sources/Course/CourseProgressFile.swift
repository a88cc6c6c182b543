import ConsoleIO
import Domain
import Foundation

/// Reads and writes ``CourseProgress`` in the course folder, as the kit's stores keep their
/// files: changes under an exclusive lock, written to a temporary file that then replaces the
/// old one in one step.
///
/// The lock is a `flock` on the course folder itself, so that no lock file sits beside the
/// learner's work; a save killed half-way leaves a temporary file the next change removes.
struct CourseProgressFile: Sendable {
  let url: URL
  /// The command that starts over, as a malformed file's message suggests it.
  let resetCommand: String

  init(folder: URL, resetCommand: String = "'archdemo course reset'") {
    url = folder.appendingPathComponent(CourseProgress.fileName)
    self.resetCommand = resetCommand
  }

  private var folder: String { url.deletingLastPathComponent().path }
  private var temporaryPrefix: String { CourseProgress.fileName + ".archdemo-" }
  private let temporarySuffix = ".tmp"

  /// The saved progress; none yet when the file does not exist.
  ///
  /// - Throws: ``ConsoleIO/CommandLineError/data(_:)`` naming the file when it cannot be read or is not progress.
  func load() throws(CommandLineError) -> CourseProgress {
    guard FileManager.default.fileExists(atPath: url.path) else { return CourseProgress() }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .data("cannot read the course progress \(url.path)")
    }
    do {
      return try DocumentDecoder.decode(CourseProgress.self, from: data)
    } catch {
      let detail = if case .decoding(let detail) = error { detail } else { "not valid JSON" }
      throw .data("the course progress \(url.path) is malformed: \(detail); \(resetCommand) starts over")
    }
  }

  /// Changes the progress under the lock: reads it, lets `change` edit it, and saves it when
  /// `change` returns `true`.
  ///
  /// - Parameter change: edits the progress; returns whether to save it.
  /// - Throws: ``ConsoleIO/CommandLineError/data(_:)`` when the file cannot be locked, read or
  ///   written, or what `change` throws.
  func update(_ change: (inout CourseProgress) throws(CommandLineError) -> Bool) throws(CommandLineError) {
    let lock = try self.lock()
    defer { lock.release() }
    removeLeftovers()
    var progress = try load()
    if try change(&progress) { try save(progress) }
  }

  /// Writes `progress` to a temporary file that then replaces the old one in one step; call
  /// while holding the lock (``update(_:)`` does).
  ///
  /// - Throws: ``ConsoleIO/CommandLineError/data(_:)`` when the file cannot be written.
  func save(_ progress: CourseProgress) throws(CommandLineError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let temporary = folder + "/" + temporaryPrefix + "\(getpid())" + temporarySuffix
    do {
      let data = try encoder.encode(progress)
      try data.write(to: URL(fileURLWithPath: temporary))
      let file = try FileHandle(forUpdating: URL(fileURLWithPath: temporary))
      try file.synchronize()
      try file.close()
    } catch {
      unlink(temporary)
      throw .data("cannot write the course progress \(url.path)")
    }
    guard rename(temporary, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw .data("cannot write the course progress \(url.path): \(reason)")
    }
  }

  /// Removes the file under the lock: every exercise is forgotten, whatever the file held.
  func remove() throws(CommandLineError) {
    let lock = try self.lock()
    defer { lock.release() }
    removeLeftovers()
    guard FileManager.default.fileExists(atPath: url.path) else { return }
    do {
      try FileManager.default.removeItem(at: url)
    } catch {
      throw .data("cannot remove the course progress \(url.path)")
    }
  }

  /// Waits for the exclusive lock on the course folder, trying every 5 ms for at most 30 seconds.
  private func lock() throws(CommandLineError) -> ProgressLock {
    let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .data("cannot lock the course progress in \(folder): \(String(cString: strerror(errno)))")
    }
    for _ in 0..<6_000 {
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return ProgressLock(descriptor: descriptor) }
      guard errno == EWOULDBLOCK || errno == EINTR else { break }
      usleep(5_000)
    }
    close(descriptor)
    throw .data("cannot lock the course progress in \(folder): another archdemo holds it")
  }

  /// Removes the temporary files of saves that were killed; call while holding the lock.
  private func removeLeftovers() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names where name.hasPrefix(temporaryPrefix) && name.hasSuffix(temporarySuffix) {
      unlink(folder + "/" + name)
    }
  }
}

/// A held lock on the course's progress; ``release()`` unlocks and closes it.
private struct ProgressLock {
  let descriptor: Int32

  func release() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
