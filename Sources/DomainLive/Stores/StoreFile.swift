import Domain
import Foundation

/// The to-do store's file on disk: where it really is, its lock, and how it is replaced.
struct StoreFile {
  /// The file written: the store's path with symbolic links followed, even to a missing target.
  let path: String

  init(resolving url: URL) {
    var path = url.path
    for _ in 0..<32 {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(path, &buffer, buffer.count - 1)
      guard length > 0 else { break }
      let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      path = target.hasPrefix("/") ? target : (path as NSString).deletingLastPathComponent + "/" + target
    }
    self.path = path
  }

  var folder: String { (path as NSString).deletingLastPathComponent }
  var name: String { (path as NSString).lastPathComponent }
  var lockURL: URL { URL(fileURLWithPath: path + ".lock") }

  /// The prefix and suffix of the temporary files saves write beside the store.
  private var temporaryPrefix: String { ".\(name).archdemo-" }
  private let temporarySuffix = ".tmp"

  func document() throws(StoreError) -> TodoDocument {
    guard FileManager.default.fileExists(atPath: path) else { return try TodoDocument(data: Data(), path: path) }
    guard let data = FileManager.default.contents(atPath: path) else { throw .unavailable("cannot read \(path)") }
    return try TodoDocument(data: data, path: path)
  }

  /// The file's bytes, or none when there is no file.
  func contents() throws(StoreError) -> Data {
    guard FileManager.default.fileExists(atPath: path) else { return Data() }
    guard let data = FileManager.default.contents(atPath: path) else { throw .unavailable("cannot read \(path)") }
    return data
  }

  /// - Throws: ``StoreError/readOnly(path:)`` when the file exists without write permission.
  func requireWritable() throws(StoreError) {
    var status = stat()
    guard stat(path, &status) == 0 else { return }
    if status.st_mode & 0o222 == 0 || access(path, W_OK) != 0 { throw .readOnly(path: path) }
  }

  /// Waits for the exclusive lock, sleeping between non-blocking tries (at most 30 seconds).
  func lock() async throws(StoreError) -> StoreLock {
    for _ in 0..<6_000 {
      if let lock = try openAndLock() { return lock }
      try? await Task.sleep(for: .milliseconds(5))
    }
    throw .unavailable("\(path) stayed locked by another process for 30 seconds")
  }

  /// The lock if no one holds it, else `nil`.
  func tryLock() -> StoreLock? {
    (try? openAndLock()) ?? nil
  }

  private func openAndLock() throws(StoreError) -> StoreLock? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw .unavailable("the folder \(folder) does not exist")
    }
    let descriptor = open(lockURL.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .unavailable("cannot open the lock file \(lockURL.path)") }
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      if errno == EINTR { continue }
      close(descriptor)
      guard errno == EWOULDBLOCK else { throw .unavailable("cannot lock \(lockURL.path)") }
      return nil
    }
    return StoreLock(descriptor: descriptor)
  }

  /// Removes temporary files left by saves that were killed; call while holding the lock.
  func removeLeftovers() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for leftover in names where leftover.hasPrefix(temporaryPrefix) && leftover.hasSuffix(temporarySuffix) {
      unlink(folder + "/" + leftover)
    }
  }

  /// Writes `data` to a temporary file with the store's mode and owner, then renames it over the store.
  func replace(with data: Data) throws(StoreError) {
    let temporary = folder + "/" + temporaryPrefix + "\(getpid())" + temporarySuffix
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .unavailable("cannot write in \(folder): \(String(cString: strerror(errno)))") }
    var status = stat()
    if stat(path, &status) == 0 {
      fchmod(descriptor, status.st_mode & 0o7777)
      _ = fchown(descriptor, status.st_uid, status.st_gid)
    }
    let written = data.withUnsafeBytes { buffer in writeAll(buffer, to: descriptor) }
    let synced = fsync(descriptor) == 0
    close(descriptor)
    guard written, synced, rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw .unavailable("cannot write \(path): \(reason)")
    }
  }

  private func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < buffer.count {
      let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return false }
      offset += count
    }
    return true
  }
}

/// A held store lock; ``release()`` unlocks and closes it.
struct StoreLock {
  let descriptor: Int32

  func release() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}
