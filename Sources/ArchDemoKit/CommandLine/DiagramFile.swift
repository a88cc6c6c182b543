import ConsoleIO
import Diagrams
import Foundation
import Tracing

/// Collects a run's messages into the steps of a ``SequenceDiagram``: the messages since the
/// last step, under the action that caused them.
///
/// It keeps the first ``stepLimit`` actions and at most ``messageLimit`` messages — a picture
/// already too long to read —, then only counts what follows, and the diagram ends with a step
/// saying how many actions it leaves out; so `--diagram` over a run of any length costs bounded
/// memory.
@MainActor
final class StepRecorder {
  static let stepLimit = 2_000
  static let messageLimit = 20_000

  private var pending: [TraceMessage] = []
  private var kept = 0
  private var left = 0
  private var recorded: [SequenceDiagram.Step] = []

  /// Takes one message of the step under way.
  func record(_ message: TraceMessage) {
    guard left == 0, kept + pending.count < Self.messageLimit else { return }
    pending.append(message)
  }

  /// Closes a step: every message sent since the last one, under `action` as typed.
  func close(_ action: String) {
    guard left == 0, recorded.count < Self.stepLimit, kept + pending.count < Self.messageLimit else {
      left += 1
      pending = []
      return
    }
    recorded.append(SequenceDiagram.Step(action: action, messages: pending))
    kept += pending.count
    pending = []
  }

  /// The steps kept, and a last one naming how many actions were left out, if any.
  var steps: [SequenceDiagram.Step] {
    guard left > 0 else { return recorded }
    let limits = "\(Self.stepLimit) actions or \(Self.messageLimit) messages"
    let note = "(\(left) more \(left == 1 ? "action" : "actions") not drawn: a diagram keeps the first \(limits))"
    return recorded + [SequenceDiagram.Step(action: note, messages: [])]
  }
}

/// The file `--diagram` names: checked before the run starts, written at its end.
///
/// A name that can never be written — empty, in a folder that does not exist or cannot be
/// written to, a directory, a read-only file, a name too long for the temporary file beside it,
/// another user's file in a sticky folder such as `/tmp`, a pipe no process reads — and the
/// run's own `--store` file or a file of its `--data` folder are usage mistakes found before
/// anything is shown, so an interactive session is not played for nothing and no data is
/// replaced by a picture. A write that still fails at the end (the disk is full, the folder has
/// gone) is an output error, exit status 74.
///
/// A regular file is replaced in one step: the diagram goes to a temporary file beside it
/// (`.NAME.archdemo-<pid>.tmp`), which then takes its place, so the file is always either the
/// old picture or the new one; a symbolic link is followed and stays a link, and the mode of
/// the file it replaces carries over. Anything else that exists — a pipe, `/dev/stdout`, a
/// process substitution such as `>(rsvg-convert -o run.png)` — is written to as it is, never
/// replaced.
struct DiagramFile {
  /// The file as given, for messages.
  let path: String
  /// Where the bytes go: the regular file to replace (the link's target for a link), or `nil`
  /// to write straight into `path`.
  let replaced: URL?

  /// - Parameters:
  ///   - path: the file as given.
  ///   - store: the run's `--store` file, which the diagram must not replace.
  ///   - data: the run's `--data` folder, whose files the diagram must not replace.
  /// - Throws: ``ConsoleIO/CommandLineError/usage(_:)`` naming the file when it cannot be written.
  init(checking path: String, store: String? = nil, data: String? = nil) throws(CommandLineError) {
    guard !path.isEmpty else { throw .usage("--diagram needs a file name, got an empty one") }
    self.path = path
    let target = Self.followingLinks(path)
    if let store, Self.followingLinks(store) == target {
      throw .usage("--diagram: \(path) is the run's --store file; choose another file for the diagram")
    }
    if let data, target.path.hasPrefix(Self.followingLinks(data).path + "/") {
      throw .usage("--diagram: \(path) is in the run's --data folder; choose a file outside it")
    }
    var status = stat()
    if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
      if status.st_mode & S_IFMT == S_IFDIR { throw .usage("--diagram needs a file; \(path) is a directory") }
      guard access(path, W_OK) == 0 else { throw .usage("--diagram: \(path) is read-only") }
      if status.st_mode & S_IFMT == S_IFIFO {
        // Opening a pipe no process reads would block the end of the run for ever.
        let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .usage("--diagram: no process reads the pipe \(path)") }
        close(descriptor)
      }
      replaced = nil
      return
    }
    if Self.temporaryName(of: target).utf8.count > Int(NAME_MAX) {
      throw .usage("--diagram: the name \(target.lastPathComponent.prefix(40))… is too long")
    }
    let folder = target.deletingLastPathComponent().path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw .usage("--diagram: the folder \(folder) does not exist; create it first or choose another file")
    }
    if FileManager.default.fileExists(atPath: target.path), access(target.path, W_OK) != 0 {
      throw .usage("--diagram: \(path) is read-only")
    }
    guard access(folder, W_OK) == 0 else {
      throw .usage("--diagram: cannot write \(path): the folder \(folder) is read-only")
    }
    // In a sticky folder (`/tmp`) only a file's owner, or the folder's, may replace it.
    var folderStatus = stat()
    var targetStatus = stat()
    if stat(folder, &folderStatus) == 0, folderStatus.st_mode & S_ISVTX != 0, stat(target.path, &targetStatus) == 0,
      targetStatus.st_uid != geteuid(), folderStatus.st_uid != geteuid(), geteuid() != 0
    {
      throw .usage("--diagram: \(path) belongs to another user in a shared folder; choose another file")
    }
    replaced = target
  }

  /// The name of the file the diagram is written to before it replaces `target`.
  private static func temporaryName(of target: URL) -> String {
    ".\(target.lastPathComponent).archdemo-\(getpid()).tmp"
  }

  /// Writes `text`: replacing a regular file in one step, or into anything else as it is.
  ///
  /// - Throws: ``ConsoleIO/CommandLineError/output(_:)`` naming the file and the reason.
  func write(_ text: String) throws(CommandLineError) {
    let failure: Int32?
    if let replaced {
      failure = Self.replace(replaced, with: text)
    } else {
      failure = Self.writeInto(path, text)
    }
    if let failure {
      throw .output("cannot write the diagram \(path): \(String(cString: strerror(failure)))")
    }
  }

  /// Where `path` leads once every symbolic link is followed, even to a file not there yet.
  private static func followingLinks(_ path: String) -> URL {
    var url = URL(fileURLWithPath: path)
    for _ in 0..<32 {
      guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) else { break }
      url =
        destination.hasPrefix("/")
        ? URL(fileURLWithPath: destination) : url.deletingLastPathComponent().appendingPathComponent(destination)
    }
    return url.standardizedFileURL
  }

  /// Writes `text` beside `target`, then renames it over `target`; the `errno` of a failure.
  private static func replace(_ target: URL, with text: String) -> Int32? {
    let temporary = target.deletingLastPathComponent().appendingPathComponent(temporaryName(of: target)).path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { return errno }
    var old = stat()
    if stat(target.path, &old) == 0 { fchmod(descriptor, old.st_mode & 0o7777) }
    var failure = StandardConsole.writeAll(text, to: descriptor)
    if close(descriptor) != 0, failure == nil { failure = errno }
    if failure == nil, rename(temporary, target.path) != 0 { failure = errno }
    if failure != nil { unlink(temporary) }
    return failure
  }

  /// Writes `text` into what `path` names, as it is; the `errno` of a failure.
  private static func writeInto(_ path: String, _ text: String) -> Int32? {
    let descriptor = open(path, O_WRONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return errno }
    var failure = StandardConsole.writeAll(text, to: descriptor)
    if close(descriptor) != 0, failure == nil { failure = errno }
    return failure
  }
}
