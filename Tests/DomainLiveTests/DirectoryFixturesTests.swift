import Domain
import DomainLive
import DomainTestSupport
import Foundation
import Testing

@Suite("Live services over a fixtures directory (--data DIR)")
struct DirectoryFixturesTests {
  @Test func wellFormedFile_isDecoded() async throws {
    // given
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(#"[{"firstName": "Zoë", "lastName": "Lefèvre", "age": 29}]"#, to: "users.json")
    let service = LiveUserService(source: DirectoryFixtures(directory: directory.url))

    // when
    let users = try await service.fetchUsers()

    // then
    #expect(users == [User(firstName: "Zoë", lastName: "Lefèvre", age: 29)])
  }

  @Test func malformedJson_isADecodingError() async throws {
    // given
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(#"[{"number": 1, "firstName": "Max""#, to: "drivers.json")
    let service = LiveDriverService(source: DirectoryFixtures(directory: directory.url))

    // then
    await #expect(throws: ServiceError.decoding("not valid JSON")) { try await service.fetchDrivers() }
  }

  @Test(arguments: [
    (#"[{"firstName": null, "lastName": "Agha", "age": 36}]"#, "missing value at [0].firstName"),
    (#"[{"firstName": "Iyad", "lastName": "Agha", "age": "36"}]"#, "wrong type at [0].age"),
    (#"[{"firstName": "Iyad", "age": 36}]"#, "missing key lastName in [0]"),
    (#"{"users": []}"#, "wrong type at the document"),
  ])
  func wrongShape_isADecodingErrorNamingThePlace(json: String, expected: String) async throws {
    // given
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(json, to: "users.json")
    let service = LiveUserService(source: DirectoryFixtures(directory: directory.url))

    // then
    await #expect(throws: ServiceError.decoding(expected)) { try await service.fetchUsers() }
  }

  @Test func missingFile_isANetworkErrorNamingThePath() async throws {
    // given
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let source = DirectoryFixtures(directory: directory.url)
    let path = directory.file("news.json").path

    // then
    #expect(source.location(of: .news) == path)
    await #expect(throws: ServiceError.network("cannot read \(path)")) {
      try await LiveNewsService(source: source).topHeadlines()
    }
  }

  @Test func newsFileWithErrorStatus_isAnApiError() async throws {
    // given
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(#"{"status": "error", "message": "Quota exceeded."}"#, to: "news.json")
    let service = LiveNewsService(source: DirectoryFixtures(directory: directory.url))

    // then
    await #expect(throws: ServiceError.api("Quota exceeded.")) { try await service.topHeadlines() }
  }

  @Test(arguments: [
    (ServiceError.network("offline"), "Could not reach the server (offline)."),
    (.decoding("not valid JSON"), "The data could not be read (not valid JSON)."),
    (.api("Quota exceeded."), "The server reported an error: Quota exceeded."),
  ])
  func serviceError_messageIsReadable(error: ServiceError, expected: String) {
    #expect(error.message == expected)
  }
}
