import Domain
import DomainLive
import DomainTestSupport
import Foundation
import Testing

/// The file store keeps what it does not own: mode, owner, symbolic links, unknown fields.
@Suite("JSONFileTodoStore: what a save keeps")
struct JSONFileTodoStoreKeepingTests {
  private let milk = TodoItem(name: "Buy milk", dueDate: FixedCalendar.date("2024-09-18", hour: 9))

  private func mode(_ url: URL) throws -> Int {
    (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? -1
  }

  @Test func save_keepsThePrivateModeOfTheFile() async throws {
    // given
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("todos.json")
    try Data("[]".utf8).write(to: url)
    chmod(url.path, 0o600)

    // when
    try await JSONFileTodoStore(url: url).save(milk)

    // then
    #expect(try mode(url) == 0o600)
    #expect(try JSONFileTodoStore(url: url).read() == [milk])
  }

  @Test func save_refusesAReadOnlyFileAndLeavesIt() async throws {
    // given
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("todos.json")
    try Data("[]".utf8).write(to: url)
    chmod(url.path, 0o444)

    // when
    await #expect(throws: StoreError.readOnly(path: url.path)) { try await JSONFileTodoStore(url: url).save(milk) }

    // then
    #expect(StoreError.readOnly(path: "/x/todos.json").message == "Could not save: /x/todos.json is read-only.")
    #expect(try String(contentsOf: url, encoding: .utf8) == "[]")
    #expect(try mode(url) == 0o444)
  }

  @Test func save_writesThroughASymbolicLinkAndLocksBesideItsTarget() async throws {
    // given
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let real = directory.file("real.json")
    let alias = directory.file("alias.json")
    try Data("[]".utf8).write(to: real)
    try FileManager.default.createSymbolicLink(atPath: alias.path, withDestinationPath: "real.json")

    // when
    try await JSONFileTodoStore(url: alias).save(milk)

    // then
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: alias.path) == "real.json")
    #expect(try JSONFileTodoStore(url: real).read() == [milk])
    #expect(JSONFileTodoStore(url: alias).lockURL.path == real.path + ".lock")
  }

  @Test func save_keepsUnknownFieldsAndFractionalSeconds() async throws {
    // given
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("todos.json")
    let id = UUID().uuidString
    try Data(
      #"[{"id": "\#(id)", "name": "Old", "dueDate": "2024-09-17T09:00:00.123Z", "colour": "red", "tags": [1, "a"]}]"#
        .utf8
    ).write(to: url)

    // when
    try await JSONFileTodoStore(url: url).save(milk)

    // then
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.contains(#""2024-09-17T09:00:00.123Z""#))
    #expect(text.contains(#""colour" : "red""#))
    #expect(text.contains(#""tags" : ["#))
    #expect(try JSONFileTodoStore(url: url).read().map(\.name) == ["Old", "Buy milk"])
  }

  @Test func twoItemsWithOneId_areACorruptStoreNamingTheField() throws {
    // given
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("todos.json")
    let id = UUID().uuidString
    let item = #"{"id": "\#(id)", "name": "A", "dueDate": "2024-09-17T09:00:00Z"}"#
    try Data("[\(item), \(item)]".utf8).write(to: url)

    // then
    #expect(
      throws: StoreError.corrupt(path: url.path, detail: "items [0] and [1] have the same id \(id)")
    ) { try JSONFileTodoStore(url: url).read() }
  }

  @Test func leftoverTemporaryFile_isRemovedByTheNextOpening() throws {
    // given
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("todos.json")
    let leftover = directory.file(".todos.json.archdemo-4242.tmp")
    try Data("[".utf8).write(to: leftover)

    // when
    JSONFileTodoStore(url: url).removeLeftovers()

    // then
    #expect(!FileManager.default.fileExists(atPath: leftover.path))
  }

  @Test func savesWaitingForTheLock_leaveThePoolFree() async throws {
    // given another process's lock, and more waiting saves than the pool has threads
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("todos.json")
    let store = JSONFileTodoStore(url: url)
    let held = open(store.lockURL.path, O_RDWR | O_CREAT, 0o644)
    defer { close(held) }
    #expect(flock(held, LOCK_EX) == 0)
    let saves = (0..<(ProcessInfo.processInfo.activeProcessorCount * 2 + 2)).map { number in
      Task.detached { try await store.save(TodoItem(name: "Item \(number)", dueDate: Date(timeIntervalSince1970: 0))) }
    }
    try await Task.sleep(for: .milliseconds(100))

    // when
    let answer = await Task.detached { 42 }.value
    flock(held, LOCK_UN)
    for save in saves { try await save.value }

    // then
    #expect(answer == 42)
    #expect(try store.read().count == saves.count)
  }
}
