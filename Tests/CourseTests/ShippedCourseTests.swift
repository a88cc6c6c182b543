import Foundation
import Testing

@testable import Course

/// The course the kit ships (Examples/Course): its manifest's checksums protect every file that
/// judges an exercise and match the files, and it lists every known-wrong solution, at least two
/// an exercise, with the note its files give. `Scripts/update-course-manifest` writes them.
@Suite("The shipped course's manifest")
struct ShippedCourseTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/Course")
  static let fix = "run Scripts/update-course-manifest"

  static func files(under path: String) -> [String] {
    let root = folder.appendingPathComponent(path)
    let found = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
    return found.filter { name in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: root.appendingPathComponent(name).path, isDirectory: &isFolder)
        && !isFolder.boolValue && !name.split(separator: "/").contains { $0.hasPrefix(".") }
    }.map { "\(path)/\($0)" }.sorted()
  }

  static func digest(_ path: String) throws -> String {
    SHA256.hex(of: try Data(contentsOf: folder.appendingPathComponent(path)))
  }

  @Test func everyFileThatJudgesAnExercise_isProtected_andItsChecksumMatches() throws {
    let manifest = try CourseManifest.load(from: Self.folder)
    for exercise in manifest.exercises {
      // given
      let judges = (Self.files(under: "Tests/\(exercise.slug)") + Self.files(under: "Exercises/\(exercise.slug)"))
        .filter { !exercise.files.contains($0) }

      // then
      #expect(Set(exercise.protected.keys) == Set(judges), "exercise \(exercise.number): \(Self.fix)")
      #expect(Set(exercise.shipped.keys) == Set(exercise.files), "exercise \(exercise.number): \(Self.fix)")
      for (path, digest) in exercise.protected.merging(exercise.shipped, uniquingKeysWith: { $1 }) {
        #expect(try Self.digest(path) == digest, "\(path) changed since the manifest was written: \(Self.fix)")
      }
    }
    let shared = try #require(manifest.protected)
    #expect(Set(shared.keys) == Set(["Package.swift"] + Self.files(under: "Tests/CourseTestSupport")))
    for (path, digest) in shared {
      #expect(try Self.digest(path) == digest, "\(path) changed since the manifest was written: \(Self.fix)")
    }
  }

  @Test func everyWrongSolution_isListedWithItsNote_twoOrMoreAnExercise() throws {
    let manifest = try CourseManifest.load(from: Self.folder)
    for exercise in manifest.exercises {
      // given
      let root = Self.folder.appendingPathComponent("WrongSolutions/\(exercise.slug)")
      let folders = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []

      // then
      #expect(exercise.wrongSolutions.count >= 2, "exercise \(exercise.number) has fewer than two wrong solutions")
      #expect(Set(exercise.wrongSolutions.map(\.folder)) == Set(folders), "exercise \(exercise.number): \(Self.fix)")
      for wrong in exercise.wrongSolutions {
        let files = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(wrong.folder).path)
        let edited = exercise.files.map { URL(fileURLWithPath: $0).lastPathComponent }
        #expect(
          !files.isEmpty && files.allSatisfy(edited.contains), "\(wrong.folder) holds files the learner does not edit")
        for file in files {
          let text = try String(
            contentsOf: root.appendingPathComponent("\(wrong.folder)/\(file)"), encoding: .utf8)
          #expect(text.contains("// What it gets wrong: \(wrong.note)\n"), "\(wrong.folder)/\(file): \(Self.fix)")
        }
      }
    }
  }
}
