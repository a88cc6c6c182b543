import Domain
import DomainLive
import DomainTestSupport
import Foundation
import Testing

@Suite("FavouriteDrivers: the favourites feature's rules, written once")
struct FavouriteDriversTests {
  @Test func listed_putsTheFavouritesFirst_eachGroupInTheServicesOrder() {
    // given
    let favourites = FavouriteDrivers(drivers: Driver.samples, favourites: [63, 11])

    // then
    #expect(favourites.listed.map(\.number) == [11, 63, 44, 27])
  }

  @Test func setFavourite_addsAndTakesAwayTheStar() {
    // given
    var favourites = FavouriteDrivers(drivers: Driver.samples)

    // when
    favourites.setFavourite(true, number: 27)
    favourites.setFavourite(true, number: 44)
    favourites.setFavourite(false, number: 27)

    // then
    #expect(favourites.favourites == [44])
    #expect(favourites.isFavourite(Driver.samples[0]))
  }

  @Test func formatting_marksTheStarAndLinesUpTheNames() {
    #expect(DisplayFormat.favouriteTitle(.stub(), isFavourite: true) == "★ Max VERSTAPPEN")
    #expect(DisplayFormat.favouriteTitle(.stub(), isFavourite: false) == "  Max VERSTAPPEN")
    #expect(
      DisplayFormat.favouriteFields(.stub(), isFavourite: true).map(\.value) == [
        "Max VERSTAPPEN", "Red Bull Racing", "#1", "★ yes",
      ])
  }

  @Test func storeErrors_nameTheFavouritesStore() {
    #expect(StoreError.unavailable("x").favouritesMessage == "The favourites store is unavailable (x).")
    #expect(
      StoreError.corrupt(path: "/f.json", detail: "y").favouritesMessage
        == "The favourites store /f.json is malformed (y).")
  }
}

@Suite("JSONFileFavouritesStore: stars that survive restarts")
struct JSONFileFavouritesStoreTests {
  @Test func missingFile_readsNoFavourites_andSavesWriteASortedArray() async throws {
    // given
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("favourites.json")
    let store = JSONFileFavouritesStore(url: url)

    // when
    let before = try await store.favouriteNumbers()
    try await store.setFavourite(true, number: 44)
    try await store.setFavourite(true, number: 1)
    try await JSONFileFavouritesStore(url: url).setFavourite(false, number: 44)
    try await store.setFavourite(true, number: 63)

    // then
    #expect(before.isEmpty)
    #expect(try await JSONFileFavouritesStore(url: url).favouriteNumbers() == [1, 63])
    #expect(try String(contentsOf: url, encoding: .utf8) == "[1, 63]\n")
  }

  @Test func aFileThatIsNotAnArrayOfNumbers_isCorruptAndLeftAlone() async throws {
    // given
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("favourites.json")
    try Data(#"{"not": "numbers"}"#.utf8).write(to: url)

    // when / then
    await #expect(throws: StoreError.corrupt(path: url.path, detail: "not an array of car numbers")) {
      try await JSONFileFavouritesStore(url: url).setFavourite(true, number: 44)
    }
    #expect(try String(contentsOf: url, encoding: .utf8) == #"{"not": "numbers"}"#)
  }

  @Test func aReadOnlyFile_isRefused() async throws {
    // given
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let url = directory.file("favourites.json")
    try Data("[44]".utf8).write(to: url)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)

    // when / then
    await #expect(throws: StoreError.readOnly(path: url.path)) {
      try await JSONFileFavouritesStore(url: url).setFavourite(true, number: 1)
    }
  }
}
