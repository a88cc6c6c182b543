/// The spinner: what every screen shows while a service request runs.
public enum LoadingIndicator {
  public static let lines = ["Loading…"]
}

/// A search bar showing the current query.
public struct SearchField: Hashable, Sendable {
  public var text: String

  public init(text: String = "") {
    self.text = text
  }

  public var lines: [String] {
    [text.isEmpty ? "Search: (empty)" : "Search: \"\(text)\""]
  }
}

/// An alert over the screen: the text-mode `UIAlertController`.
public struct Alert: Hashable, Sendable {
  public var title: String
  public var message: String

  public init(title: String, message: String) {
    self.title = title
    self.message = message
  }

  public var lines: [String] {
    ["[!] \(title)", "    \(message)"]
  }
}

/// A one-line notice across the top of a screen, e.g. that the data is offline.
public struct Banner: Hashable, Sendable {
  public var text: String

  public init(_ text: String) {
    self.text = text
  }

  public var lines: [String] { ["(\(text))"] }
}

/// Labelled values, one a line, with the labels in a column: form fields and detail pages.
public struct LabeledFields: Hashable, Sendable {
  public var fields: [(label: String, value: String)]

  public init(_ fields: [(label: String, value: String)]) {
    self.fields = fields
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.fields.elementsEqual(rhs.fields) { $0.label == $1.label && $0.value == $1.value }
  }

  public func hash(into hasher: inout Hasher) {
    for field in fields {
      hasher.combine(field.label)
      hasher.combine(field.value)
    }
  }

  public var lines: [String] {
    let width = fields.map { TerminalText.width($0.label) }.max() ?? 0
    return fields.map { field in
      let line = TerminalText.padded("\(field.label):", to: width + 1) + " \(field.value)"
      return field.value.isEmpty ? "\(field.label):" : line
    }
  }
}

/// Lays blocks of lines out one under the other, a blank line between non-empty blocks.
public enum Layout {
  public static func stack(_ blocks: [String]...) -> [String] {
    stack(blocks)
  }

  public static func stack(_ blocks: [[String]]) -> [String] {
    var lines: [String] = []
    for block in blocks where !block.isEmpty {
      if !lines.isEmpty { lines.append("") }
      lines += block
    }
    return lines
  }
}
