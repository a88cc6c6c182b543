import Foundation

/// The files that judge an exercise — its tests, the files of its folder the learner does not
/// edit, the package manifest —, checked against the SHA-256 the kit shipped for each, and
/// the shipped copies `reset` puts back.
///
/// The kit's own course is judged by the digests compiled into archdemo (``ShippedJudges``),
/// not by `course.json`, which sits in the learner's copy beside the files it would vouch for:
/// a learner who edits a test and writes its new checksum into `course.json` is still refused.
/// A course the table does not know (another folder's, a test's) is judged by its manifest.
struct CourseJudge {
  let course: Course
  /// The digests the kit shipped, by path: ``ShippedJudges/digests`` unless a test gives others.
  var shipped: [String: String] = ShippedJudges.digests

  /// The judge's files of `exercise` that are missing or differ from what shipped, sorted.
  func changedFiles(of exercise: CourseExercise) -> [String] {
    judges(of: exercise).filter { digest(of: $0.key) != $0.value }.map(\.key).sorted()
  }

  /// The judge's files of `exercise` with their checksums: its own and the course's — those
  /// the kit shipped for an exercise of that folder, whatever `course.json` says, and those
  /// `course.json` adds.
  func judges(of exercise: CourseExercise) -> [String: String] {
    let listed = exercise.protected.merging(course.manifest.protected ?? [:]) { own, _ in own }
    let own = shipped.filter { path, _ in
      ["Tests", "Exercises"].contains { path.hasPrefix("\($0)/\(exercise.slug)/") }
    }
    guard !own.isEmpty else { return listed }
    // The kit's exercise: the files every exercise shares are judged as the kit shipped them too.
    let shared = shipped.filter { path, _ in path == "Package.swift" || path.hasPrefix("Tests/CourseTestSupport/") }
    return listed.merging(own.merging(shared) { kit, _ in kit }) { _, kit in kit }
  }

  /// The SHA-256 of the file at `path` in the course, or `nil` when it cannot be read.
  func digest(of path: String) -> String? {
    (try? Data(contentsOf: course.folder.appendingPathComponent(path))).map { SHA256.hex(of: $0) }
  }

  /// Where `reset` keeps the learner's files before it puts the shipped ones back.
  static let backupFolder = ".reset"

  /// The shipped copy of `path`: the version git holds whose SHA-256 is `digest` — the last
  /// commit's, else one of the 200 commits before it that changed the file.
  ///
  /// - Returns: its bytes, or `nil` when git is missing, the course is not in a repository, or
  ///   no commit holds that version.
  func shippedCopy(of path: String, digest: String) -> Data? {
    let revisions =
      ["HEAD"]
      + (git(["log", "--format=%H", "-n", "200", "--", path]).map {
        String(decoding: $0, as: UTF8.self).split(separator: "\n").map(String.init)
      } ?? [])
    for revision in revisions {
      if let data = git(["show", "\(revision):./\(path)"]), SHA256.hex(of: data) == digest { return data }
    }
    return nil
  }

  /// Runs `git` in the course folder; its standard output when it exits 0.
  private func git(_ arguments: [String]) -> Data? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", course.folder.path] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return process.terminationStatus == 0 ? data : nil
  }
}
