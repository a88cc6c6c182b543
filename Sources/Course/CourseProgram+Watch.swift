import ConsoleIO
import Foundation
import TextUI

extension CourseProgram {
  /// Checks the current exercise, then again each time one of its files changes; when it
  /// passes, moves on to the next. Ends on `q` and Enter — at once, stopping a check under way —
  /// at the end of input (after the check under way), or when every exercise is done.
  static func watch(_ course: Course, console: any Console, environment: Environment) async throws(CommandLineError) {
    enum Event {
      case input(String)
      case inputEnded
      case poll
      case checked(Result<Bool, CommandLineError>)
    }
    let (events, continuation) = AsyncStream.makeStream(of: Event.self)
    let input = environment.watchInput()
    let reader = Task {
      for await line in input { continuation.yield(.input(line)) }
      continuation.yield(.inputEnded)
    }
    let interval = environment.pollInterval
    let poller = Task {
      while (try? await Task.sleep(for: interval)) != nil { continuation.yield(.poll) }
    }
    // The check under way, which reports through `events` when it ends; cancelling it stops it.
    var checking: Task<Void, Never>?
    defer {
      reader.cancel()
      poller.cancel()
      checking?.cancel()
      continuation.finish()
    }
    func startCheck(_ exercise: CourseExercise) -> Task<Void, Never> {
      Task {
        do throws(CommandLineError) {
          let passed = try await check(exercise, in: course, console: console, environment: environment)
          continuation.yield(.checked(.success(passed)))
        } catch {
          continuation.yield(.checked(.failure(error)))
        }
      }
    }
    var watched: CourseExercise?
    var stamps: [FileStamp?] = []
    var quitting = false
    var iterator = events.makeAsyncIterator()
    while console.outputFailure == nil {
      if checking == nil {
        if quitting { return }
        guard let exercise = try course.progressFile.load().current(in: course.manifest) else {
          // After a pass, the check has said so.
          if watched == nil { console.write(everyExerciseDone(course)) }
          return
        }
        if exercise != watched {
          if watched != nil { console.write("\n") }
          watched = exercise
          stamps = FileStamp.of(exercise.files, in: course.folder)
          console.write(announcement(of: exercise))
          checking = startCheck(exercise)
        }
      }
      switch await iterator.next() {
      case .checked(let result):
        checking = nil
        _ = try result.get()
      case .input(let line) where line.trimmingCharacters(in: .whitespaces).lowercased() == "q":
        guard let checking else { return }
        checking.cancel()
        quitting = true
      case .input:
        console.write("Type q and Enter to stop watching.\n")
      case .inputEnded:
        // Input from a file or a pipe: the check under way finishes first.
        quitting = true
        if checking == nil { return }
      case nil:
        return
      case .poll:
        guard checking == nil, !quitting, let exercise = watched else { continue }
        let now = FileStamp.of(exercise.files, in: course.folder)
        guard now != stamps else { continue }
        stamps = now
        console.write("\n")
        checking = startCheck(exercise)
      }
    }
  }

  private static func announcement(of exercise: CourseExercise) -> String {
    var text = "Watching exercise \(exercise.number), \(TerminalText.escaped(exercise.title)):\n"
    text += exercise.files.map { "  \(TerminalText.escaped($0))\n" }.joined()
    return text + "Each save checks it again; q and Enter stops, also during a check.\n"
  }
}

/// What `watch` compares to see that a file changed: its modification date and size.
struct FileStamp: Hashable, Sendable {
  var modified: Date
  var size: UInt64

  /// The stamps of `files` (relative to `folder`); `nil` for a file that is not there.
  static func of(_ files: [String], in folder: URL) -> [FileStamp?] {
    files.map { file in
      let path = folder.appendingPathComponent(file).path
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
        let modified = attributes[.modificationDate] as? Date
      else { return nil }
      return FileStamp(modified: modified, size: (attributes[.size] as? NSNumber)?.uint64Value ?? 0)
    }
  }
}

/// Standard input's lines, read on a thread of their own so that `watch` goes on while it waits.
enum StandardInputLines {
  static func stream() -> AsyncStream<String> {
    let (stream, continuation) = AsyncStream.makeStream(of: String.self)
    let thread = Thread {
      while let line = readLine(strippingNewline: true) { continuation.yield(line) }
      continuation.finish()
    }
    thread.start()
    return stream
  }
}
