import Foundation

/// A non-blocking TCP connection whose every wait ends at a deadline.
///
/// The calls that Darwin and Linux spell differently go through ``Sockets``.
final class SocketConnection {
  enum Result { case done, timedOut, failed, closed }

  private let descriptor: Int32
  private let address: [UInt8]
  private let deadline: Date

  /// Resolves the URL's host (a name, an IPv4 or a bracketed IPv6 literal) and opens a socket.
  init?(url: URL, deadline: Date) {
    guard var host = url.host else { return nil }
    if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
    var hints = addrinfo()
    hints.ai_socktype = Sockets.streamKind
    var list: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else { return nil }
    defer { freeaddrinfo(list) }
    let socket = Sockets.openStream(family: first.pointee.ai_family)
    guard socket >= 0 else { return nil }
    _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
    descriptor = socket
    address = Array(UnsafeRawBufferPointer(start: first.pointee.ai_addr, count: Int(first.pointee.ai_addrlen)))
    self.deadline = deadline
  }

  func connect() -> Result {
    let started = address.withUnsafeBytes { Sockets.connect(descriptor, to: $0) }
    if started == 0 { return .done }
    guard errno == EINPROGRESS else { return .failed }
    let ready = wait(for: Int16(POLLOUT))
    guard ready == .done else { return ready }
    var error: Int32 = 0
    var length = socklen_t(MemoryLayout<Int32>.size)
    getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length)
    return error == 0 ? .done : .failed
  }

  func send(_ data: Data) -> Bool {
    var offset = 0
    while offset < data.count {
      let sent = data.withUnsafeBytes { Sockets.send(descriptor, UnsafeRawBufferPointer(rebasing: $0[offset...])) }
      if sent > 0 {
        offset += sent
      } else if sent < 0, errno == EAGAIN || errno == EINTR {
        guard wait(for: Int16(POLLOUT)) == .done else { return false }
      } else {
        return false
      }
    }
    return true
  }

  /// Appends what arrives next to `data`: `.closed` at the end of the stream.
  func receive(into data: inout Data) -> Result {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = recv(descriptor, &buffer, buffer.count, 0)
      if count > 0 {
        data.append(contentsOf: buffer[0..<count])
        return .done
      }
      if count == 0 { return .closed }
      guard errno == EAGAIN || errno == EINTR else { return .failed }
      let ready = wait(for: Int16(POLLIN))
      guard ready == .done else { return ready }
    }
  }

  private func wait(for events: Int16) -> Result {
    while true {
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else { return .timedOut }
      var entry = pollfd(fd: descriptor, events: events, revents: 0)
      let ready = poll(&entry, 1, Int32(min(remaining * 1000, 60_000)) + 1)
      if ready > 0 { return .done }
      if ready < 0, errno != EINTR { return .failed }
    }
  }

  func close() {
    Sockets.close(descriptor)
  }
}
