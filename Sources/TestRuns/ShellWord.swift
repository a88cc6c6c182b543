/// A word of a command line the output suggests, quoted for a POSIX shell when it must be.
package enum ShellWord {
  /// `word` as is when a shell reads it as one word unchanged, else in single quotes
  /// (`'my course'`, `'it'\''s'`).
  package static func quoted(_ word: String) -> String {
    let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { safe.contains($0) }
    return plain ? word : "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
  }

  private static let safe = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-+,:@%=".unicodeScalars)
}
