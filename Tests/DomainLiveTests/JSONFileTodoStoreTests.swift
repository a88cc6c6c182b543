import Domain
import DomainLive
import DomainTestSupport
import Foundation
import Testing

@Suite("JSONFileTodoStore: a to-do list that survives restarts")
struct JSONFileTodoStoreTests {
  private let milk = TodoItem(name: "Buy milk", dueDate: FixedCalendar.date("2024-09-18", hour: 9))
  private let dentist = TodoItem(name: "Call the dentist", dueDate: FixedCalendar.date("2024-09-19", hour: 9))

  @Test func missingFile_readsEmptyAndIsCreatedOnFirstSave() async throws {
    // given
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("todos.json")
    let store = JSONFileTodoStore(url: url)

    // when
    let before = try await store.allItems()
    let existedAfterReading = FileManager.default.fileExists(atPath: url.path)
    try await store.save(milk)

    // then
    #expect(before.isEmpty)
    #expect(!existedAfterReading)
    #expect(FileManager.default.fileExists(atPath: url.path))
  }

  @Test func savedItems_surviveReopeningTheStore() async throws {
    // given
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("todos.json")
    try await JSONFileTodoStore(url: url).save(milk)
    try await JSONFileTodoStore(url: url).save(dentist)

    // when
    let items = try await JSONFileTodoStore(url: url).allItems()

    // then
    #expect(items == [milk, dentist])
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.contains("\"2024-09-18T09:00:00Z\""))
  }

  @Test func fileStore_replacesAnItemWithTheSameId() async throws {
    // given
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = JSONFileTodoStore(url: directory.file("todos.json"))
    try await store.save(milk)
    try await store.save(dentist)
    var moved = milk
    moved.dueDate = FixedCalendar.date("2024-09-25")

    // when
    try await store.save(moved)

    // then
    #expect(try await store.allItems() == [moved, dentist])
  }

  @Test func concurrentSaves_loseNothing() async throws {
    // given
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("todos.json")
    let items = (1...20).map { TodoItem(name: "Item \($0)", dueDate: FixedCalendar.date("2024-09-18", hour: 9)) }

    // when each save goes through its own store, as separate runs would
    try await withThrowingTaskGroup(of: Void.self) { group in
      for item in items {
        group.addTask { try await JSONFileTodoStore(url: url).save(item) }
      }
      try await group.waitForAll()
    }

    // then
    let stored = try await JSONFileTodoStore(url: url).allItems()
    #expect(Set(stored) == Set(items))
  }

  @Test(arguments: [
    ("not json", "not valid JSON"), (#"{"items": []}"#, "wrong type at the document"),
  ])
  func malformedFile_isCorruptAndLeftByteIdentical(contents: String, detail: String) async throws {
    // given
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = try directory.write(contents, to: "todos.json")
    let before = try Data(contentsOf: url)
    let store = JSONFileTodoStore(url: url)
    let expected = StoreError.corrupt(path: url.path, detail: detail)

    // when
    await #expect(throws: expected) { try await store.allItems() }
    await #expect(throws: expected) { try await store.save(milk) }

    // then
    #expect(try Data(contentsOf: url) == before)
    #expect(expected.message.contains(url.path))
  }

  @Test func itemWithBadDate_isCorruptNamingTheItem() async throws {
    // given
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let json = #"[{"id": "\#(UUID().uuidString)", "name": "Buy milk", "dueDate": "next week"}]"#
    let url = try directory.write(json, to: "todos.json")

    // when
    let error = await #expect(throws: StoreError.self) { try await JSONFileTodoStore(url: url).allItems() }

    // then Foundation names the item, and on some platforms the field too
    guard case .corrupt(let path, let detail) = error else {
      Issue.record("expected a corrupt store, got \(String(describing: error))")
      return
    }
    #expect(path == url.path)
    #expect(detail.hasPrefix("bad value at [0]"))
  }

  @Test func missingDirectory_isUnavailable() async throws {
    // given
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let folder = directory.file("no-such-folder")
    let store = JSONFileTodoStore(url: folder.appendingPathComponent("todos.json"))

    // then
    #expect(try await store.allItems().isEmpty)
    await #expect(throws: StoreError.unavailable("the folder \(folder.path) does not exist")) {
      try await store.save(milk)
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }

  @Test func storeErrors_sayWhatWentWrong() {
    #expect(
      StoreError.corrupt(path: "/tmp/t.json", detail: "not valid JSON").message
        == "The to-do store /tmp/t.json is malformed (not valid JSON).")
    #expect(StoreError.unavailable("disk full").message == "The to-do store is unavailable (disk full).")
  }

  @Test(arguments: ["", "  \n"])
  func blankFile_readsAsAnEmptyListAndTakesASave(contents: String) async throws {
    // given a store made with `touch`
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = try directory.write(contents, to: "todos.json")
    let store = JSONFileTodoStore(url: url)

    // when
    let before = try await store.allItems()
    try await store.save(milk)

    // then
    #expect(before.isEmpty)
    #expect(try await store.allItems() == [milk])
  }
}
