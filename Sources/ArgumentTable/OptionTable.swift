// ArgumentTable — the one argument parser of the repository's command lines (`archdemo`,
// `archbench`, `mutants`): each command declares its options once, in a table, and the table
// parses them, words the mistakes and writes the options' help. What a value means (a pattern,
// a format, a number) is the command's to check; the table checks how options are typed.
// This target imports nothing but the standard library.

/// One option of a command, declared once: how it is typed, and what errors and help say of it.
public struct Option: Sendable {
  /// The option as typed, e.g. `--pattern`.
  package var name: String
  /// How help shows its value, e.g. `<p>` or `FILE.svg`; `nil` for a flag, which takes none.
  package var placeholder: String?
  /// What a missing value should be, e.g. `a JSON file`; said when the value is missing.
  package var hint: String?
  /// The option's lines in the program's overview.
  package var summary: [String]
  /// The option's lines in its command's help; the summary when empty.
  package var help: [String]
  /// Whether its command's help lists it (not when the usage line shows it already).
  package var listedInHelp: Bool
  /// The one value a flag may still be given with `=`, e.g. `locations` for `--trace=locations`,
  /// and that form's lines in the overview and in the command's help.
  package var attached: (value: String, summary: [String], help: [String])?

  /// A flag: present or not, with no value (unless its one `attached` value, given with `=`).
  ///
  /// - Parameters:
  ///   - name: the flag as typed, e.g. `--trace`.
  ///   - summary: its lines in the program's overview.
  ///   - help: its lines in the command's help; the summary when empty.
  ///   - attached: the value it may be given with `=`, and that form's lines.
  /// - Returns: the option.
  public static func flag(
    _ name: String, summary: [String] = [], help: [String] = [],
    attached: (value: String, summary: [String], help: [String])? = nil
  ) -> Option {
    Option(
      name: name, placeholder: nil, hint: nil, summary: summary, help: help, listedInHelp: true, attached: attached)
  }

  /// An option that takes a value, as `--name VALUE` or `--name=VALUE`.
  ///
  /// - Parameters:
  ///   - name: the option as typed, e.g. `--store`.
  ///   - placeholder: how help shows the value, e.g. `FILE`.
  ///   - hint: what the value should be, said when it is missing.
  ///   - summary: its lines in the program's overview.
  ///   - help: its lines in the command's help; the summary when empty.
  ///   - listedInHelp: whether the command's help lists it.
  /// - Returns: the option.
  public static func value(
    _ name: String, _ placeholder: String, hint: String? = nil, summary: [String] = [], help: [String] = [],
    listedInHelp: Bool = true
  ) -> Option {
    Option(
      name: name, placeholder: placeholder, hint: hint, summary: summary, help: help, listedInHelp: listedInHelp,
      attached: nil)
  }

  /// How help names the option and its value, e.g. `--store FILE`.
  package var label: String { placeholder.map { "\(name) \($0)" } ?? name }

  var takesValue: Bool { placeholder != nil }
}

/// A mistake in how a command line is typed, worded for the person who typed it.
public struct UsageError: Error, Equatable, Sendable {
  /// One line, e.g. `--store needs a value (a JSON file)`.
  public var message: String

  /// Creates a mistake.
  ///
  /// - Parameter message: what is wrong, as one line.
  package init(_ message: String) {
    self.message = message
  }
}

/// What a command line said, once its options are read: each option's value and the words
/// that are not options (operands), in order.
public struct ParsedArguments: Equatable, Sendable {
  /// Each option given, by name: its value, or the empty text for a flag.
  package var values: [String: String] = [:]
  /// The words that are not options, in order.
  public var operands: [String] = []
  /// Whether `--help` or `-h` stood where an option may.
  public var asksForHelp = false

  /// The value of `name`, if given.
  public subscript(_ name: String) -> String? { values[name] }

  /// Whether `name` was given.
  ///
  /// - Parameter name: the option, e.g. `--force`.
  /// - Returns: whether it was given.
  public func has(_ name: String) -> Bool { values[name] != nil }
}

/// A command's options, declared once: the table parses them, words the mistakes and writes
/// their help, so the three can never disagree.
public struct OptionTable: Sendable {
  /// The command, as mistakes name it, e.g. `run`.
  package var command: String
  /// The options, in the order help lists them.
  package var options: [Option]
  /// Whether an unknown option's message lists `--help` among the options.
  package var listsHelp: Bool
  /// Shows a typed word in a message, e.g. with control characters replaced.
  package var shown: @Sendable (String) -> String
  /// Whether a word that starts with `-` is an operand all the same, e.g. a negative number.
  package var isOperand: @Sendable (String) -> Bool

  /// Creates a command's table.
  ///
  /// - Parameters:
  ///   - command: the command, as mistakes name it.
  ///   - options: the options, in the order help lists them.
  ///   - listsHelp: whether an unknown option's message lists `--help` too.
  ///   - shown: how a typed word appears in a message.
  ///   - isOperand: whether a word that starts with `-` is an operand all the same.
  public init(
    command: String, options: [Option], listsHelp: Bool = false,
    shown: @escaping @Sendable (String) -> String = OptionTable.printable,
    isOperand: @escaping @Sendable (String) -> Bool = { _ in false }
  ) {
    self.command = command
    self.options = options
    self.listsHelp = listsHelp
    self.shown = shown
    self.isOperand = isOperand
  }

  /// The option named `name`, if the table has it.
  package subscript(_ name: String) -> Option? { options.first { $0.name == name } }

  /// The options' names as an unknown option's message lists them.
  package var optionNames: String {
    (options.map(\.name) + (listsHelp ? ["--help"] : [])).joined(separator: ", ")
  }

  /// Reads `arguments` against the table.
  ///
  /// Options may come anywhere, as `--name VALUE` or `--name=VALUE`; `--help` or `-h` where an
  /// option may stand asks for help and ends the reading (so `--script -h` is a script).
  ///
  /// - Parameter arguments: the words after the command.
  /// - Returns: the options given and the operands.
  /// - Throws: ``UsageError`` for an unknown option, a missing or repeated value, or a value
  ///   given to a flag.
  public func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      guard argument.hasPrefix("-"), !isOperand(argument) else {
        parsed.operands.append(argument)
        continue
      }
      if argument == "--help" || argument == "-h" {
        parsed.asksForHelp = true
        return parsed
      }
      var name = argument
      var attached: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        attached = String(argument[argument.index(after: equals)...])
      }
      guard let option = self[name] else {
        throw UsageError("unknown option '\(shown(name))' for \(command) (options: \(optionNames))")
      }
      let value: String
      if option.takesValue {
        if let attached {
          value = attached
        } else {
          guard index < arguments.count else { throw UsageError("\(name) needs a value\(hintText(option))") }
          value = arguments[index]
          index += 1
        }
      } else if let attached {
        guard let allowed = option.attached?.value else { throw UsageError("\(name) takes no value") }
        guard attached == allowed else {
          throw UsageError("\(name) takes no value but one: \(name)=\(allowed), got '\(shown(argument))'")
        }
        value = attached
      } else {
        value = ""
      }
      guard parsed.values[name] == nil else { throw UsageError("\(name) is given twice") }
      parsed.values[name] = value
    }
    return parsed
  }

  /// The options as a command's help lists them: each label padded to `width`, then its help.
  ///
  /// - Parameters:
  ///   - indent: the spaces before each label.
  ///   - width: the label column's width; the help starts after it.
  /// - Returns: one line per help line, each ending in a newline.
  public func help(indent: Int, width: Int) -> String {
    var entries: [(String, [String])] = []
    for option in options where option.listedInHelp {
      entries.append((option.label, option.help.isEmpty ? option.summary : option.help))
      if let attached = option.attached {
        entries.append(("\(option.name)=\(attached.value)", attached.help.isEmpty ? attached.summary : attached.help))
      }
    }
    return Self.lines(entries, indent: indent, width: width)
  }

  /// The options as the program's overview lists them under their command: `[label]` and the
  /// summary.
  ///
  /// - Parameters:
  ///   - indent: the spaces before each label.
  ///   - width: the label column's width; the summary starts after it.
  /// - Returns: one line per summary line, each ending in a newline.
  package func summary(indent: Int, width: Int) -> String {
    var entries: [(String, [String])] = []
    for option in options where !option.summary.isEmpty {
      entries.append(("[\(option.label)]", option.summary))
      if let attached = option.attached {
        entries.append(("[\(option.name)=\(attached.value)]", attached.summary))
      }
    }
    return Self.lines(entries, indent: indent, width: width)
  }

  private static func lines(_ entries: [(label: String, lines: [String])], indent: Int, width: Int) -> String {
    let margin = String(repeating: " ", count: indent)
    var text = ""
    let column = String(repeating: " ", count: width)
    for (label, lines) in entries {
      // A label as wide as the column stands on a line of its own, its help below it.
      let fits = label.count < width
      if !fits { text += margin + label + "\n" }
      for (number, line) in lines.enumerated() {
        let lead = number == 0 && fits ? label + String(repeating: " ", count: width - label.count) : column
        text += margin + lead + line + "\n"
      }
    }
    return text
  }

  private func hintText(_ option: Option) -> String {
    option.hint.map { " (\($0))" } ?? ""
  }

  /// A typed word as a message shows it: control characters as `?`, cut after 40 characters.
  @Sendable public static func printable(_ text: String) -> String {
    let cut = text.count > 40 ? String(text.prefix(40)) + "…" : text
    return String(cut.unicodeScalars.map { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) ? "?" : Character($0) })
  }
}
