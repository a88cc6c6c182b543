// The store contracts: one parameterised suite per store protocol, run against every
// implementation the kit has — the real stores (in memory, and in a JSON file in a temporary
// folder), the decorators the harness wraps them in, the fault-injecting stores of `--fault`
// and of the scenarios, and the test doubles of DomainTestSupport. A double that a screen's
// tests rely on has to behave as the store it stands in for, or those tests prove something
// the app never does.
//
// Each suite states its protocol's contract clause by clause, one test a clause, then checks
// the fault modes: what a faulty store throws, as each documents it, and that a read or save
// that throws leaves the store as it was.
import Domain
import DomainLive
import DomainTestSupport
import Foundation
import Instrumentation
import Testing

// MARK: - What the suites run on

/// A store made fresh for one test, and how to put away what it left behind.
struct StoreUnderTest<Store: Sendable>: Sendable {
  /// The store, empty.
  var store: Store
  /// Removes the store's temporary folder, if it has one.
  var cleanUp: @Sendable () -> Void = {}
}

/// A store made fresh for one test in one of its fault modes.
///
/// The test saves something first when the fault can be turned on later (`turnOn`), then reads
/// and saves under the fault, then reads what the store holds with the fault set aside
/// (`readBack`), when that can be done.
struct FaultyStoreUnderTest<Store: Sendable, Contents: Sendable>: Sendable {
  /// The store: working when `turnOn` is set, faulty from the start otherwise.
  var store: Store
  /// What every read throws under the fault; `nil` when reads are answered.
  var readError: StoreError?
  /// What every save throws under the fault; `nil` when saves go through.
  var saveError: StoreError?
  /// Puts the store in its fault mode after one save, or does nothing for a store whose fault
  /// comes in turn after that save; `nil` for a store faulty from the start.
  var turnOn: (@Sendable () async throws -> Void)?
  /// What the store holds, read with the fault set aside; `nil` when it cannot be read so.
  var readBack: (@Sendable () async throws -> Contents)?
  /// Removes the store's temporary folder, if it has one.
  var cleanUp: @Sendable () -> Void = {}
}

/// One implementation of a store protocol, named for the test report.
struct StoreMaker<Subject: Sendable>: Sendable, CustomTestStringConvertible {
  /// The implementation and how it is set up, e.g. `JSONFileTodoStore, missing file`.
  let name: String
  /// Makes a fresh subject.
  let make: @Sendable () throws -> Subject

  var testDescription: String { name }
}

/// The file `name` in a fresh temporary folder, and how to remove that folder and all it holds.
private func temporaryFile(_ name: String) throws -> (url: URL, cleanUp: @Sendable () -> Void) {
  let directory = try TemporaryDirectory()
  let folder = directory.url
  return (directory.file(name), { try? FileManager.default.removeItem(at: folder) })
}

/// Takes write permission away from `url`, or gives it back.
private func setWritable(_ writable: Bool, _ url: URL) throws {
  try FileManager.default.setAttributes([.posixPermissions: writable ? 0o644 : 0o444], ofItemAtPath: url.path)
}

/// An observer that does nothing, for the decorators that report each request.
private let ignoreRequests: RequestObserver = { _ in }

// MARK: - TodoStore

/// Every ``TodoStore``, empty.
let todoStores: [StoreMaker<StoreUnderTest<any TodoStore>>] = [
  StoreMaker(name: "InMemoryTodoStore") { StoreUnderTest(store: InMemoryTodoStore()) },
  StoreMaker(name: "JSONFileTodoStore, missing file") {
    let file = try temporaryFile("todos.json")
    return StoreUnderTest(store: JSONFileTodoStore(url: file.url), cleanUp: file.cleanUp)
  },
  StoreMaker(name: "JSONFileTodoStore, blank file") {
    let file = try temporaryFile("todos.json")
    try Data(" \n".utf8).write(to: file.url)
    return StoreUnderTest(store: JSONFileTodoStore(url: file.url), cleanUp: file.cleanUp)
  },
  StoreMaker(name: "TodoStoreMock") { StoreUnderTest(store: TodoStoreMock()) },
  StoreMaker(name: "FaultyTodoStore, empty") { StoreUnderTest(store: FaultyTodoStore(fault: .empty)) },
  StoreMaker(name: "FaultsInTurnTodoStore, no faults") {
    StoreUnderTest(store: FaultsInTurnTodoStore(faults: [], base: InMemoryTodoStore()))
  },
  StoreMaker(name: "FaultsInTurnTodoStore, none in turn") {
    StoreUnderTest(store: FaultsInTurnTodoStore(faults: [nil], base: InMemoryTodoStore()))
  },
  StoreMaker(name: "ObservedTodoStore over InMemoryTodoStore") {
    StoreUnderTest(store: ObservedTodoStore(InMemoryTodoStore(), observer: ignoreRequests))
  },
  StoreMaker(name: "ObservedTodoStore over TodoStoreMock") {
    StoreUnderTest(store: ObservedTodoStore(TodoStoreMock(), observer: ignoreRequests))
  },
]

/// Every ``TodoStore`` that can fail, in each of its fault modes.
let faultyTodoStores: [StoreMaker<FaultyStoreUnderTest<any TodoStore, [TodoItem]>>] = [
  StoreMaker(name: "TodoStoreMock, saveError set") {
    let mock = TodoStoreMock()
    let error = StoreError.unavailable("the disk is full")
    return FaultyStoreUnderTest(
      store: mock, saveError: error, turnOn: { mock.saveError = error },
      readBack: {
        mock.saveError = nil
        return try await mock.allItems()
      })
  },
  StoreMaker(name: "TodoStoreMock, readError set") {
    let mock = TodoStoreMock()
    let error = StoreError.corrupt(path: "todos.json", detail: "not valid JSON")
    return FaultyStoreUnderTest(
      store: mock, readError: error, turnOn: { mock.readError = error },
      readBack: {
        mock.readError = nil
        return try await mock.allItems()
      })
  },
  StoreMaker(name: "ObservedTodoStore over TodoStoreMock, saveError set") {
    let mock = TodoStoreMock()
    let error = StoreError.readOnly(path: "todos.json")
    return FaultyStoreUnderTest(
      store: ObservedTodoStore(mock, observer: ignoreRequests), saveError: error, turnOn: { mock.saveError = error },
      readBack: {
        mock.saveError = nil
        return try await mock.allItems()
      })
  },
  StoreMaker(name: "JSONFileTodoStore, read-only file") {
    let file = try temporaryFile("todos.json")
    let store = JSONFileTodoStore(url: file.url)
    return FaultyStoreUnderTest(
      store: store, saveError: .readOnly(path: file.url.path), turnOn: { try setWritable(false, file.url) },
      readBack: {
        try setWritable(true, file.url)
        return try await JSONFileTodoStore(url: file.url).allItems()
      }, cleanUp: file.cleanUp)
  },
  StoreMaker(name: "FaultyTodoStore, network") {
    FaultyStoreUnderTest(
      store: FaultyTodoStore(fault: .network), readError: .unavailable("the store cannot be reached"),
      saveError: .unavailable("the store cannot be reached"))
  },
  StoreMaker(name: "FaultyTodoStore, decode") {
    FaultyStoreUnderTest(
      store: FaultyTodoStore(fault: .decode), readError: .corrupt(path: "", detail: "not valid JSON"))
  },
  StoreMaker(name: "FaultsInTurnTodoStore, none then network") {
    // The first request, the save before the fault, is answered; every later one fails.
    let base = InMemoryTodoStore()
    return FaultyStoreUnderTest(
      store: FaultsInTurnTodoStore(faults: [nil, .network], base: base),
      readError: .unavailable("the store cannot be reached"), saveError: .unavailable("the store cannot be reached"),
      turnOn: {}, readBack: { try await base.allItems() })
  },
  StoreMaker(name: "FaultsInTurnTodoStore, network") {
    FaultyStoreUnderTest(
      store: FaultsInTurnTodoStore(faults: [.network], base: InMemoryTodoStore()),
      readError: .unavailable("the store cannot be reached"), saveError: .unavailable("the store cannot be reached"))
  },
  StoreMaker(name: "FaultsInTurnTodoStore, decode") {
    // Reads fail as a corrupt store; saves are passed on to the base store, where they can be read.
    let base = InMemoryTodoStore()
    return FaultyStoreUnderTest(
      store: FaultsInTurnTodoStore(faults: [.decode], base: base),
      readError: .corrupt(path: "", detail: "not valid JSON"), readBack: { try await base.allItems() })
  },
  StoreMaker(name: "FaultsInTurnTodoStore, empty") {
    // Reads answer no items; saves are passed on to the base store, where they can be read.
    let base = InMemoryTodoStore()
    return FaultyStoreUnderTest(
      store: FaultsInTurnTodoStore(faults: [.empty], base: base), readBack: { try await base.allItems() })
  },
]

/// The contract of ``TodoStore``, clause by clause as its documentation states it, kept by every
/// to-do store.
@Suite("Store contract: TodoStore, for every store and double", .tags(.todos))
struct TodoStoreContractTests {
  private let milk = TodoItem(name: "Buy milk", dueDate: FixedCalendar.date("2024-09-18", hour: 9))
  private let dentist = TodoItem(name: "Call the dentist", dueDate: FixedCalendar.date("2024-09-19", hour: 9))
  private let flights = TodoItem(name: "Book flights", dueDate: FixedCalendar.date("2024-09-23", hour: 9))

  @Test(arguments: todoStores)
  func emptyStore_readsNoItems(_ maker: StoreMaker<StoreUnderTest<any TodoStore>>) async throws {
    // given
    let subject = try maker.make()
    defer { subject.cleanUp() }

    // when
    let items = try await subject.store.allItems()

    // then
    #expect(items.isEmpty)
  }

  @Test(arguments: todoStores)
  func read_afterASave_returnsTheItemSaved(_ maker: StoreMaker<StoreUnderTest<any TodoStore>>) async throws {
    // given
    let subject = try maker.make()
    defer { subject.cleanUp() }

    // when
    try await subject.store.save(milk)

    // then
    #expect(try await subject.store.allItems() == [milk])
  }

  @Test(arguments: todoStores)
  func itemsWithNewIds_readInTheOrderSaved(_ maker: StoreMaker<StoreUnderTest<any TodoStore>>) async throws {
    // given
    let subject = try maker.make()
    defer { subject.cleanUp() }

    // when saved neither by name nor by due date
    for item in [dentist, milk, flights] {
      try await subject.store.save(item)
    }

    // then
    #expect(try await subject.store.allItems() == [dentist, milk, flights])
  }

  @Test(arguments: todoStores)
  func save_ofAStoredId_replacesThatItemInItsPlace(_ maker: StoreMaker<StoreUnderTest<any TodoStore>>) async throws {
    // given
    let subject = try maker.make()
    defer { subject.cleanUp() }
    for item in [milk, dentist, flights] {
      try await subject.store.save(item)
    }
    var moved = dentist
    moved.name = "Call the dentist back"
    moved.dueDate = FixedCalendar.date("2024-09-24", hour: 14)
    let plants = TodoItem(name: "Water the plants", dueDate: FixedCalendar.date("2024-09-20", hour: 9))

    // when the middle item is saved changed, then a new one after it
    try await subject.store.save(moved)
    try await subject.store.save(plants)

    // then the changed item is in the place of the one it replaced, and the new one is last
    #expect(try await subject.store.allItems() == [milk, moved, flights, plants])
  }

  @Test(arguments: todoStores)
  func savingTheSameItemTwice_storesItOnce(_ maker: StoreMaker<StoreUnderTest<any TodoStore>>) async throws {
    // given
    let subject = try maker.make()
    defer { subject.cleanUp() }
    try await subject.store.save(milk)
    try await subject.store.save(dentist)

    // when
    try await subject.store.save(milk)

    // then
    #expect(try await subject.store.allItems() == [milk, dentist])
  }

  @Test(arguments: todoStores)
  func dueDate_isKeptToTheWholeSecond(_ maker: StoreMaker<StoreUnderTest<any TodoStore>>) async throws {
    // given an item due three quarters of a second after a whole second
    let subject = try maker.make()
    defer { subject.cleanUp() }
    let wholeSecond = FixedCalendar.date("2024-09-18", hour: 9, minute: 30)
    let item = TodoItem(name: "Catch the 9:30", dueDate: wholeSecond.addingTimeInterval(0.75))

    // when
    try await subject.store.save(item)

    // then it reads back the same, its due date within that second
    let stored = try await subject.store.allItems()
    try #require(stored.count == 1)
    #expect(stored[0].id == item.id)
    #expect(stored[0].name == item.name)
    #expect(stored[0].dueDate >= wholeSecond && stored[0].dueDate <= item.dueDate)
  }

  @Test(arguments: todoStores)
  func savesFromManyTasksAtOnce_loseNone(_ maker: StoreMaker<StoreUnderTest<any TodoStore>>) async throws {
    // given
    let subject = try maker.make()
    defer { subject.cleanUp() }
    let store = subject.store
    let items = (1...12).map { TodoItem(name: "Item \($0)", dueDate: FixedCalendar.date("2024-09-18", hour: $0)) }

    // when each item is saved twice, every save in a task of its own
    try await withThrowingTaskGroup(of: Void.self) { group in
      for item in items + items {
        group.addTask { try await store.save(item) }
      }
      try await group.waitForAll()
    }

    // then every item is stored, and stored once
    let stored = try await store.allItems()
    #expect(stored.count == items.count)
    #expect(Set(stored) == Set(items))
  }

  @Test(arguments: faultyTodoStores)
  func underAFault_failsAsDocumented_andAFailedSaveChangesNothing(
    _ maker: StoreMaker<FaultyStoreUnderTest<any TodoStore, [TodoItem]>>
  ) async throws {
    // given a store that held one item when its fault began, if it ever worked
    let subject = try maker.make()
    defer { subject.cleanUp() }
    let store = subject.store
    var held: [TodoItem] = []
    if let turnOn = subject.turnOn {
      try await store.save(milk)
      held = [milk]
      try await turnOn()
    }
    var renamed = milk
    renamed.name = "Buy oat milk"

    // when it is read
    if let readError = subject.readError {
      await #expect(throws: readError) { try await store.allItems() }
    } else {
      #expect(try await store.allItems() == held)
    }

    // when it saves a changed item and a new one
    for item in [renamed, dentist] {
      if let saveError = subject.saveError {
        await #expect(throws: saveError) { try await store.save(item) }
      } else {
        try await store.save(item)
      }
    }

    // then, read with the fault set aside, it holds what it held, or what the saves stored
    if let readBack = subject.readBack {
      #expect(try await readBack() == (subject.saveError == nil ? [renamed, dentist] : held))
    }
  }
}

// MARK: - FavouritesStore

/// Every ``FavouritesStore``, empty.
let favouritesStores: [StoreMaker<StoreUnderTest<any FavouritesStore>>] = [
  StoreMaker(name: "InMemoryFavouritesStore") { StoreUnderTest(store: InMemoryFavouritesStore()) },
  StoreMaker(name: "JSONFileFavouritesStore, missing file") {
    let file = try temporaryFile("favourites.json")
    return StoreUnderTest(store: JSONFileFavouritesStore(url: file.url), cleanUp: file.cleanUp)
  },
  StoreMaker(name: "JSONFileFavouritesStore, blank file") {
    let file = try temporaryFile("favourites.json")
    try Data("\n".utf8).write(to: file.url)
    return StoreUnderTest(store: JSONFileFavouritesStore(url: file.url), cleanUp: file.cleanUp)
  },
  StoreMaker(name: "FavouritesStoreMock") { StoreUnderTest(store: FavouritesStoreMock()) },
  StoreMaker(name: "FaultsInTurnFavouritesStore, no faults") {
    StoreUnderTest(store: FaultsInTurnFavouritesStore(faults: []))
  },
  StoreMaker(name: "FaultsInTurnFavouritesStore, none in turn") {
    StoreUnderTest(store: FaultsInTurnFavouritesStore(faults: [nil]))
  },
  StoreMaker(name: "ObservedFavouritesStore over InMemoryFavouritesStore") {
    StoreUnderTest(store: ObservedFavouritesStore(InMemoryFavouritesStore(), observer: ignoreRequests))
  },
  StoreMaker(name: "ObservedFavouritesStore over FavouritesStoreMock") {
    StoreUnderTest(store: ObservedFavouritesStore(FavouritesStoreMock(), observer: ignoreRequests))
  },
]

/// Every ``FavouritesStore`` that can fail, in each of its fault modes.
let faultyFavouritesStores: [StoreMaker<FaultyStoreUnderTest<any FavouritesStore, Set<Int>>>] = [
  StoreMaker(name: "FavouritesStoreMock, saveError set") {
    let mock = FavouritesStoreMock()
    let error = StoreError.unavailable("the disk is full")
    return FaultyStoreUnderTest(
      store: mock, saveError: error, turnOn: { mock.saveError = error },
      readBack: {
        mock.saveError = nil
        return try await mock.favouriteNumbers()
      })
  },
  StoreMaker(name: "FavouritesStoreMock, readError set") {
    let mock = FavouritesStoreMock()
    let error = StoreError.corrupt(path: "favourites.json", detail: "not an array of car numbers")
    return FaultyStoreUnderTest(
      store: mock, readError: error, turnOn: { mock.readError = error },
      readBack: {
        mock.readError = nil
        return try await mock.favouriteNumbers()
      })
  },
  StoreMaker(name: "ObservedFavouritesStore over FavouritesStoreMock, saveError set") {
    let mock = FavouritesStoreMock()
    let error = StoreError.readOnly(path: "favourites.json")
    return FaultyStoreUnderTest(
      store: ObservedFavouritesStore(mock, observer: ignoreRequests), saveError: error,
      turnOn: { mock.saveError = error },
      readBack: {
        mock.saveError = nil
        return try await mock.favouriteNumbers()
      })
  },
  StoreMaker(name: "JSONFileFavouritesStore, read-only file") {
    let file = try temporaryFile("favourites.json")
    return FaultyStoreUnderTest(
      store: JSONFileFavouritesStore(url: file.url), saveError: .readOnly(path: file.url.path),
      turnOn: { try setWritable(false, file.url) },
      readBack: {
        try setWritable(true, file.url)
        return try await JSONFileFavouritesStore(url: file.url).favouriteNumbers()
      }, cleanUp: file.cleanUp)
  },
  StoreMaker(name: "FaultsInTurnFavouritesStore, none then network") {
    // The first request, the save before the fault, is answered; every later one fails.
    let base = InMemoryFavouritesStore()
    return FaultyStoreUnderTest(
      store: FaultsInTurnFavouritesStore(faults: [nil, .network], base: base),
      readError: .unavailable("the store cannot be reached"), saveError: .unavailable("the store cannot be reached"),
      turnOn: {}, readBack: { try await base.favouriteNumbers() })
  },
  StoreMaker(name: "FaultsInTurnFavouritesStore, network") {
    FaultyStoreUnderTest(
      store: FaultsInTurnFavouritesStore(faults: [.network]), readError: .unavailable("the store cannot be reached"),
      saveError: .unavailable("the store cannot be reached"))
  },
  StoreMaker(name: "FaultsInTurnFavouritesStore, decode") {
    FaultyStoreUnderTest(
      store: FaultsInTurnFavouritesStore(faults: [.decode]), readError: .corrupt(path: "", detail: "not valid JSON"),
      saveError: .corrupt(path: "", detail: "not valid JSON"))
  },
  StoreMaker(name: "FaultsInTurnFavouritesStore, empty") {
    // Reads answer no favourites; saves are passed on to the base store, where they can be read.
    let base = InMemoryFavouritesStore()
    return FaultyStoreUnderTest(
      store: FaultsInTurnFavouritesStore(faults: [.empty], base: base),
      readBack: { try await base.favouriteNumbers() })
  },
]

/// The contract of ``FavouritesStore``, as its documentation states it, kept by every favourites store:
///
/// - a store that starts empty reads no favourites;
/// - a read returns every number starred and not since unstarred, each once;
/// - starring a starred number, or unstarring one that is not starred, changes nothing;
/// - saves made from many tasks at once are each applied whole, and none is lost;
/// - a read that throws changes nothing, and a save that throws leaves the store as it was.
@Suite("Store contract: FavouritesStore, for every store and double", .tags(.favourites))
struct FavouritesStoreContractTests {
  @Test(arguments: favouritesStores)
  func emptyStore_readsNoFavourites(_ maker: StoreMaker<StoreUnderTest<any FavouritesStore>>) async throws {
    // given
    let subject = try maker.make()
    defer { subject.cleanUp() }

    // when
    let numbers = try await subject.store.favouriteNumbers()

    // then
    #expect(numbers.isEmpty)
  }

  @Test(arguments: favouritesStores)
  func starring_addsTheNumberToTheOnesRead(_ maker: StoreMaker<StoreUnderTest<any FavouritesStore>>) async throws {
    // given
    let subject = try maker.make()
    defer { subject.cleanUp() }

    // when
    try await subject.store.setFavourite(true, number: 44)
    let afterOne = try await subject.store.favouriteNumbers()
    try await subject.store.setFavourite(true, number: 1)

    // then
    #expect(afterOne == [44])
    #expect(try await subject.store.favouriteNumbers() == [1, 44])
  }

  @Test(arguments: favouritesStores)
  func takingAStarAway_removesThatNumberOnly(_ maker: StoreMaker<StoreUnderTest<any FavouritesStore>>) async throws {
    // given
    let subject = try maker.make()
    defer { subject.cleanUp() }
    for number in [44, 1, 63] {
      try await subject.store.setFavourite(true, number: number)
    }

    // when
    try await subject.store.setFavourite(false, number: 1)

    // then
    #expect(try await subject.store.favouriteNumbers() == [44, 63])
  }

  @Test(arguments: favouritesStores)
  func settingWhatIsAlreadySet_changesNothing(_ maker: StoreMaker<StoreUnderTest<any FavouritesStore>>) async throws {
    // given
    let subject = try maker.make()
    defer { subject.cleanUp() }
    try await subject.store.setFavourite(true, number: 44)

    // when a star is set twice, and one never set is taken away
    try await subject.store.setFavourite(true, number: 44)
    try await subject.store.setFavourite(false, number: 5)
    let starredTwice = try await subject.store.favouriteNumbers()
    try await subject.store.setFavourite(false, number: 44)

    // then the number is read once, and one taking away is enough
    #expect(starredTwice == [44])
    #expect(try await subject.store.favouriteNumbers() == [])
  }

  @Test(arguments: favouritesStores)
  func savesFromManyTasksAtOnce_loseNone(_ maker: StoreMaker<StoreUnderTest<any FavouritesStore>>) async throws {
    // given
    let subject = try maker.make()
    defer { subject.cleanUp() }
    let store = subject.store

    // when every car from 1 to 12 is starred, and every odd one then unstarred, each in a task of its own
    try await withThrowingTaskGroup(of: Void.self) { group in
      for number in 1...12 {
        group.addTask { try await store.setFavourite(true, number: number) }
      }
      try await group.waitForAll()
    }
    try await withThrowingTaskGroup(of: Void.self) { group in
      for number in stride(from: 1, through: 12, by: 2) {
        group.addTask { try await store.setFavourite(false, number: number) }
      }
      try await group.waitForAll()
    }

    // then
    #expect(try await store.favouriteNumbers() == Set(stride(from: 2, through: 12, by: 2)))
  }

  @Test(arguments: faultyFavouritesStores)
  func underAFault_failsAsDocumented_andAFailedSaveChangesNothing(
    _ maker: StoreMaker<FaultyStoreUnderTest<any FavouritesStore, Set<Int>>>
  ) async throws {
    // given a store that held one star when its fault began, if it ever worked
    let subject = try maker.make()
    defer { subject.cleanUp() }
    let store = subject.store
    var held: Set<Int> = []
    if let turnOn = subject.turnOn {
      try await store.setFavourite(true, number: 44)
      held = [44]
      try await turnOn()
    }

    // when it is read
    if let readError = subject.readError {
      await #expect(throws: readError) { try await store.favouriteNumbers() }
    } else {
      #expect(try await store.favouriteNumbers() == held)
    }

    // when it stars one driver and takes the star of another away
    for (isFavourite, number) in [(true, 1), (false, 44)] {
      if let saveError = subject.saveError {
        await #expect(throws: saveError) { try await store.setFavourite(isFavourite, number: number) }
      } else {
        try await store.setFavourite(isFavourite, number: number)
      }
    }

    // then, read with the fault set aside, it holds what it held, or what the saves stored
    if let readBack = subject.readBack {
      #expect(try await readBack() == (subject.saveError == nil ? [1] : held))
    }
  }
}

// MARK: - MelodyLocalStore

/// Every ``MelodyLocalStore``, empty.
let melodyStores: [StoreMaker<StoreUnderTest<any MelodyLocalStore>>] = [
  StoreMaker(name: "InMemoryMelodyStore") { StoreUnderTest(store: InMemoryMelodyStore()) }
]

/// The contract of ``MelodyLocalStore``, clause by clause as its documentation states it, kept by
/// every melody store (the kit has one; a double or a file store joins the list below it).
@Suite("Store contract: MelodyLocalStore, for every store", .tags(.melodies))
struct MelodyLocalStoreContractTests {
  private let debussy = Melody(title: "Clair de Lune", artist: "Claude Debussy", duration: 303)
  private let satie = Melody(title: "Gymnopédie No. 1", artist: "Erik Satie", duration: 185)
  private let bach = Melody(title: "Air on the G String", artist: "Johann Sebastian Bach", duration: 330)

  @Test(arguments: melodyStores)
  func emptyStore_holdsNoMelodies(_ maker: StoreMaker<StoreUnderTest<any MelodyLocalStore>>) async throws {
    // given
    let subject = try maker.make()
    defer { subject.cleanUp() }

    // when
    let melodies = await subject.store.savedMelodies()

    // then
    #expect(melodies.isEmpty)
  }

  @Test(arguments: melodyStores)
  func read_afterAReplacement_returnsThoseMelodiesInTheirOrder(
    _ maker: StoreMaker<StoreUnderTest<any MelodyLocalStore>>
  ) async throws {
    // given
    let subject = try maker.make()
    defer { subject.cleanUp() }

    // when saved in an order that is none of title, artist or duration
    await subject.store.replaceSavedMelodies(with: [satie, debussy, bach])

    // then
    #expect(await subject.store.savedMelodies() == [satie, debussy, bach])
  }

  @Test(arguments: melodyStores)
  func aReplacement_keepsNothingSavedBefore(_ maker: StoreMaker<StoreUnderTest<any MelodyLocalStore>>) async throws {
    // given
    let subject = try maker.make()
    defer { subject.cleanUp() }
    await subject.store.replaceSavedMelodies(with: [debussy, satie])

    // when
    await subject.store.replaceSavedMelodies(with: [bach, debussy])

    // then
    #expect(await subject.store.savedMelodies() == [bach, debussy])
  }

  @Test(arguments: melodyStores)
  func replacingWithNone_leavesNothingSaved(_ maker: StoreMaker<StoreUnderTest<any MelodyLocalStore>>) async throws {
    // given
    let subject = try maker.make()
    defer { subject.cleanUp() }
    await subject.store.replaceSavedMelodies(with: [debussy])

    // when
    await subject.store.replaceSavedMelodies(with: [])

    // then
    #expect(await subject.store.savedMelodies().isEmpty)
  }
}
