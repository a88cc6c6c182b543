#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The socket calls whose spelling differs between Darwin and Linux, in one place.
///
/// Both platforms speak BSD sockets; they differ in three spellings. Linux types the socket kind
/// as an enum (`SOCK_STREAM.rawValue`) where Darwin has an `Int32`. Linux sets close-on-exec in
/// the `socket(2)` call (`SOCK_CLOEXEC`) where Darwin sets it afterwards with `fcntl`. Linux keeps
/// a write to a closed peer from raising `SIGPIPE` per call (`MSG_NOSIGNAL`) where Darwin sets it
/// once per socket (`SO_NOSIGPIPE`). Everything else — `getaddrinfo`, `poll`, `recv`, `bind` —
/// is spelled alike and is called directly by the code that needs it.
package enum Sockets {
  /// The stream socket kind, as `getaddrinfo(3)`'s hints take it.
  package static var streamKind: Int32 {
    #if canImport(Darwin)
      SOCK_STREAM
    #else
      Int32(SOCK_STREAM.rawValue)
    #endif
  }

  /// Opens a TCP socket of `family` (`AF_INET`, `AF_INET6`) that is closed on `exec` and never
  /// raises `SIGPIPE`.
  ///
  /// - Parameter family: the address family.
  /// - Returns: the descriptor, or -1 when the system refused one.
  package static func openStream(family: Int32) -> Int32 {
    #if canImport(Darwin)
      let descriptor = Darwin.socket(family, SOCK_STREAM, 0)
      guard descriptor >= 0 else { return -1 }
      preparePeer(descriptor)
      return descriptor
    #else
      Glibc.socket(family, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
    #endif
  }

  /// Readies a socket that `accept(2)` returned, as ``openStream(family:)`` readies its own:
  /// closed on `exec`, and on Darwin silent on a closed peer (Linux says so on each send).
  ///
  /// - Parameter descriptor: the accepted socket.
  package static func preparePeer(_ descriptor: Int32) {
    _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    #if canImport(Darwin)
      var on: Int32 = 1
      _ = setsockopt(descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #endif
  }

  /// Starts connecting `descriptor` to the address in `address` (a `sockaddr_in` or `sockaddr_in6`).
  ///
  /// - Returns: `connect(2)`'s result: 0, or -1 with `errno` set (`EINPROGRESS` on a
  ///   non-blocking socket that is still connecting).
  package static func connect(_ descriptor: Int32, to address: UnsafeRawBufferPointer) -> Int32 {
    let start = address.baseAddress!.assumingMemoryBound(to: sockaddr.self)
    #if canImport(Darwin)
      return Darwin.connect(descriptor, start, socklen_t(address.count))
    #else
      return Glibc.connect(descriptor, start, socklen_t(address.count))
    #endif
  }

  /// Sends what `bytes` holds, without `SIGPIPE` when the peer has gone.
  ///
  /// - Returns: how many bytes went out, or -1 with `errno` set.
  package static func send(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    #if canImport(Darwin)
      return Darwin.send(descriptor, bytes.baseAddress, bytes.count, 0)
    #else
      return Glibc.send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
    #endif
  }

  /// Starts listening on a bound socket.
  ///
  /// - Returns: 0, or -1 with `errno` set.
  package static func listen(_ descriptor: Int32, backlog: Int32) -> Int32 {
    #if canImport(Darwin)
      return Darwin.listen(descriptor, backlog)
    #else
      return Glibc.listen(descriptor, backlog)
    #endif
  }

  /// Opens a TCP socket listening on 127.0.0.1 only, at `port` or, for 0, at a free port the
  /// system picks; `SO_REUSEADDR` lets a server start again on the port it just left.
  ///
  /// - Returns: the listening descriptor and its port, or `nil` with `errno` set when the port
  ///   is taken or the system refused a socket.
  package static func listenOnLoopback(port: UInt16 = 0, backlog: Int32 = 64) -> (descriptor: Int32, port: UInt16)? {
    let descriptor = openStream(family: AF_INET)
    guard descriptor >= 0 else { return nil }
    var reuse: Int32 = 1
    _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = port.bigEndian
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
    }
    guard bound == 0, listen(descriptor, backlog: backlog) == 0 else {
      let reason = errno
      close(descriptor)
      errno = reason
      return nil
    }
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    return (descriptor, UInt16(bigEndian: address.sin_port))
  }

  /// Closes a socket.
  package static func close(_ descriptor: Int32) {
    #if canImport(Darwin)
      _ = Darwin.close(descriptor)
    #else
      _ = Glibc.close(descriptor)
    #endif
  }
}
