extension String {
  /// The lines of the text, whatever ends them: `\n` or `\r\n`, so a file saved with Windows
  /// line endings reads as lines too (as characters, `\r\n` is one grapheme that is not `\n`).
  /// An empty last line after the final line break is kept, as `split` keeps it.
  package var textLines: [String] {
    unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      String(line.last == "\r" ? line.dropLast() : line)
    }
  }
}
