#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and standard error, without Foundation (it would add milliseconds to
/// every start of the tool).
enum Output {
  static func print(_ text: String) {
    write(text + "\n", to: STDOUT_FILENO)
  }

  static func error(_ text: String) {
    write(text + "\n", to: STDERR_FILENO)
  }

  private static func write(_ text: String, to descriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = unistd_write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written <= 0 {
          if written < 0, errno == EINTR { continue }
          return
        }
        offset += written
      }
    }
  }
}

private func unistd_write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
