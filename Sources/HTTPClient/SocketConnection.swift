import Foundation

/// A non-blocking TCP connection whose every wait ends at a deadline, or at once when its
/// fetch is cancelled.
///
/// The calls that Darwin and Linux spell differently go through ``Sockets``.
final class SocketConnection {
  enum Result { case done, timedOut, failed, closed, cancelled }

  private var descriptor: Int32 = -1
  /// Where `recv(2)` writes, allocated once per connection rather than per read.
  private var buffer = [UInt8](repeating: 0, count: 65_536)
  private let deadline: Date
  private let cancellation: FetchCancellation

  /// A connection not yet open, whose waits end at `deadline` or when `cancellation` fires.
  init(deadline: Date, cancellation: FetchCancellation) {
    self.deadline = deadline
    self.cancellation = cancellation
  }

  /// Connects to each of `addresses` in turn until one accepts.
  ///
  /// Each attempt gets an equal share of the time left, so an address that never answers (a
  /// name that resolves to `::1` where nothing listens, then to 127.0.0.1) leaves time for the
  /// next.
  ///
  /// - Returns: `.done` once connected; else how the last attempt ended.
  func connect(to addresses: [SocketAddress]) -> Result {
    var last = Result.failed
    for (index, address) in addresses.enumerated() {
      let share = deadline.timeIntervalSinceNow / Double(addresses.count - index)
      last = attempt(address, until: min(deadline, Date().addingTimeInterval(share)))
      if last == .done || last == .cancelled { return last }
      if deadline.timeIntervalSinceNow <= 0 { return .timedOut }
    }
    return last
  }

  private func attempt(_ address: SocketAddress, until attemptDeadline: Date) -> Result {
    let socket = Sockets.openStream(family: address.family)
    guard socket >= 0 else { return .failed }
    _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
    var result = Result.done
    if address.bytes.withUnsafeBytes({ Sockets.connect(socket, to: $0) }) != 0 {
      result = errno == EINPROGRESS ? wait(on: socket, for: Int16(POLLOUT), until: attemptDeadline) : .failed
      if result == .done {
        var error: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        getsockopt(socket, SOL_SOCKET, SO_ERROR, &error, &length)
        if error != 0 { result = .failed }
      }
    }
    if result == .done {
      descriptor = socket
    } else {
      Sockets.close(socket)
    }
    return result
  }

  func send(_ data: Data) -> Bool {
    var offset = 0
    while offset < data.count {
      let sent = data.withUnsafeBytes { Sockets.send(descriptor, UnsafeRawBufferPointer(rebasing: $0[offset...])) }
      if sent > 0 {
        offset += sent
      } else if sent < 0, errno == EAGAIN || errno == EINTR {
        guard wait(on: descriptor, for: Int16(POLLOUT), until: deadline) == .done else { return false }
      } else {
        return false
      }
    }
    return true
  }

  /// Replaces `bytes` with what arrives next: `.closed` at the end of the stream.
  func receive(into bytes: inout [UInt8]) -> Result {
    bytes.removeAll(keepingCapacity: true)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count > 0 {
        bytes.append(contentsOf: buffer[0..<count])
        return .done
      }
      if count == 0 { return .closed }
      guard errno == EAGAIN || errno == EINTR else { return .failed }
      let ready = wait(on: descriptor, for: Int16(POLLIN), until: deadline)
      guard ready == .done else { return ready }
    }
  }

  /// Waits until `socket` is ready for `events`, the deadline passes or the fetch is cancelled.
  private func wait(on socket: Int32, for events: Int16, until deadline: Date) -> Result {
    while true {
      if cancellation.isCancelled { return .cancelled }
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { return .timedOut }
      var entries = [
        pollfd(fd: socket, events: events, revents: 0),
        pollfd(fd: cancellation.readEnd, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&entries, 2, Int32(min(remaining * 1000, 60_000)) + 1)
      if entries[1].revents != 0 { return .cancelled }
      if ready > 0 { return .done }
      if ready < 0, errno != EINTR { return .failed }
    }
  }

  func close() {
    if descriptor >= 0 { Sockets.close(descriptor) }
    descriptor = -1
  }
}

/// One address a host name resolved to: its family (`AF_INET`, `AF_INET6`) and its `sockaddr`.
package struct SocketAddress: Sendable, Equatable {
  package let family: Int32
  package let bytes: [UInt8]

  /// Every address `getaddrinfo(3)` gives for `host` (a name, an IPv4 or an IPv6 literal without
  /// brackets) and `port`, in its order; none when the name is unknown.
  package static func resolve(host: String, port: Int) -> [SocketAddress] {
    var hints = addrinfo()
    hints.ai_socktype = Sockets.streamKind
    var list: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &list) == 0 else { return [] }
    defer { freeaddrinfo(list) }
    var addresses: [SocketAddress] = []
    var entry = list
    while let current = entry {
      if let address = current.pointee.ai_addr {
        let bytes = Array(UnsafeRawBufferPointer(start: address, count: Int(current.pointee.ai_addrlen)))
        addresses.append(SocketAddress(family: current.pointee.ai_family, bytes: bytes))
      }
      entry = current.pointee.ai_next
    }
    return addresses
  }
}
