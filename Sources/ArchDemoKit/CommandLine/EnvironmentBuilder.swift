import ConsoleIO
import Domain
import DomainLive
import Foundation
import Harness

/// Turns the options of `run` into a ``Harness/FeatureEnvironment``, checking every file first.
///
/// A malformed fixture or store is found here, before the screen starts, so that the run exits
/// 65 naming the file and the file is left as it was.
package enum EnvironmentBuilder {
  /// The environment `options` describe, once every file they name has been checked.
  ///
  /// The store file is read (and temporary files a killed save left are removed) and the
  /// feature's fixture is read and decoded, exactly as the run would. A fixture fetched over
  /// HTTP, or replaced by a fault, is not checked: a failing service is a screen state.
  ///
  /// - Parameters:
  ///   - options: the options of `run`, as typed.
  ///   - variables: the process's environment variables, where `--newsapi` finds its key.
  ///   - now: the moment that counts as now when `--today` is not given.
  ///   - calendar: the calendar whose time zone decides where days begin.
  /// - Returns: the environment to run the feature in.
  /// - Throws: ``ConsoleIO/CommandLineError``: usage for a malformed value or a missing NewsAPI
  ///   key, data for a bad file.
  package static func environment(
    for options: RunOptions, variables: [String: String] = [:], now: Date = Date(), calendar: Calendar = .current
  ) async throws(CommandLineError) -> FeatureEnvironment {
    var environment = FeatureEnvironment(fault: options.fault, today: now, calendar: calendar)
    if let text = options.today {
      guard let day = DueDateParser.day(from: text, in: calendar) else {
        throw .usage("--today needs a date as YYYY-MM-DD, got '\(ArgumentParser.shown(text))'")
      }
      environment.today = day
    }
    if let directory = options.dataDirectory {
      environment.dataSource = try fixtureDirectory(directory)
    }
    if let text = options.apiURL {
      environment.dataSource = try apiSource(text)
    }
    if let path = options.storeFile, options.feature == .favourites {
      environment.favouritesFile = try await favouritesFile(path)
    } else if let path = options.storeFile {
      environment.todoStorage = .file(try storeFile(path))
    }
    if options.newsAPI {
      environment.newsAPI = try newsAPIAccount(variables)
    }
    if options.fault == nil, options.apiURL == nil, !options.newsAPI, let resource = options.feature.resource {
      try await check(resource, in: environment.dataSource)
    }
    return environment
  }

  private static func fixtureDirectory(_ path: String) throws(CommandLineError) -> DirectoryFixtures {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw .usage("--data needs a directory of fixtures; '\(ArgumentParser.shown(path))' is not a directory")
    }
    return DirectoryFixtures(directory: URL(fileURLWithPath: path, isDirectory: true))
  }

  private static func apiSource(_ text: String) throws(CommandLineError) -> HTTPDataSource {
    guard let url = HTTPDataSource.baseURL(from: text) else {
      throw .usage(
        "--api needs an http or https URL with a port from 1 to 65535 if any, such as http://127.0.0.1:8000, "
          + "got '\(ArgumentParser.shown(text))'")
    }
    return HTTPDataSource(baseURL: url)
  }

  /// The NewsAPI account the environment variables describe; the key is never repeated.
  private static func newsAPIAccount(_ variables: [String: String]) throws(CommandLineError) -> NewsAPIAccount {
    let key = NewsAPIAccount.keyVariable
    do {
      return try NewsAPIAccount(environment: variables)
    } catch {
      switch error {
      case .noKey:
        throw .usage(
          "--newsapi needs a NewsAPI key in the environment variable \(key): get one at "
            + "\(NewsAPIAccount.registration) and set it, e.g. export \(key)=<your key>")
      case .unreadableKey:
        throw .usage(
          "\(key) does not hold a NewsAPI key (letters and digits, such as the 32 NewsAPI gives); "
            + "copy it again from https://newsapi.org/account")
      case .unreadableAddress(let text):
        throw .usage(
          "\(NewsAPIAccount.addressVariable) needs an http or https URL such as http://127.0.0.1:8000, "
            + "got '\(ArgumentParser.shown(text))'")
      }
    }
  }

  /// The favourites store's file, checked as the to-do store's is, and read once.
  private static func favouritesFile(_ path: String) async throws(CommandLineError) -> URL {
    let url = try storeLocation(path)
    do {
      _ = try await JSONFileFavouritesStore(url: url).favouriteNumbers()
    } catch {
      let message = error.favouritesMessage
      throw .data("\(message.hasSuffix(".") ? String(message.dropLast()) : message); it was left untouched")
    }
    return url
  }

  private static func storeFile(_ path: String) throws(CommandLineError) -> URL {
    let url = try storeLocation(path)
    do {
      let store = JSONFileTodoStore(url: url)
      _ = try store.read()
      store.removeLeftovers()
    } catch {
      throw .data("\(error.message); it was left untouched")
    }
    return url
  }

  /// A usable place for a store file: a file name in a folder that exists, not a directory.
  private static func storeLocation(_ path: String) throws(CommandLineError) -> URL {
    guard !path.isEmpty else { throw .usage("--store needs a file name, got an empty one") }
    let url = URL(fileURLWithPath: path)
    var isDirectory: ObjCBool = false
    let folder = url.deletingLastPathComponent().path
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw .usage("--store: the folder \(folder) does not exist; create it first or choose another file")
    }
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw .usage("--store needs a file; \(path) is a directory")
    }
    return url
  }

  /// Reads and decodes the feature's fixture once, as the service will.
  private static func check(_ resource: Resource, in source: any DataSource) async throws(CommandLineError) {
    let location = source.location(of: resource)
    let data: Data
    do {
      data = try await source.data(for: resource)
    } catch {
      throw .data("cannot read the fixture \(location)")
    }
    do {
      switch resource {
      case .users: _ = try DocumentDecoder.decode([User].self, from: data)
      case .drivers: _ = try DocumentDecoder.decode([Driver].self, from: data)
      case .news: _ = try DocumentDecoder.decode(NewsResponse.self, from: data)
      case .melodies: _ = try DocumentDecoder.decode([Melody].self, from: data)
      }
    } catch {
      guard case .decoding(let detail) = error else { throw .data("cannot read the fixture \(location)") }
      throw .data("the fixture \(location) is malformed: \(detail)")
    }
  }
}
