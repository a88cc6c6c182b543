import Comparison
import Course
import Domain
import Harness

/// The texts of `archdemo --help` and `archdemo list`.
package enum HelpText {
  /// The program's help: every command and option, the patterns, features and actions, and
  /// the exit statuses.
  package static let usage = """
    archdemo: the same features in MVC, MVP, MVVM, VIPER and UDF, run in a terminal.

    Usage:
      archdemo                                 this help (also archdemo --help)
      archdemo <command> --help                one command's help
      archdemo --version                       the version
      archdemo list                            the patterns and features
      archdemo run --pattern <p> <feature>     run one feature in one pattern
    \(ArgumentParser.runTable.summary(indent: 6, width: 37))\
      archdemo compare [<feature>]             every pattern side by side: parity, messages
          [--format text|markdown|json]        across layers per scenario, code per role, tests
      archdemo compare --changes               what each change request in Examples/Changes cost
          [--format text|markdown|json]        each pattern: files, roles, lines, tests added
      archdemo explore [--port N]              every pattern side by side in a browser, each message
                                               linked to the line that sent it (127.0.0.1 only)
      archdemo course <subcommand> [<n>]       the course in Examples/Course: list, next, check <n>,
          [--path DIR]                         hint <n>, solution <n> [--force], reset [<n>], watch
      archdemo tutorial check <p>              whether your favourites chapter in <p> is done: its
                                               tests, and its run against the page's

    Patterns: \(Pattern.allCases.map(\.rawValue).joined(separator: ", "))
    Features: \(Feature.allCases.map(\.rawValue).joined(separator: ", "))
    Actions:  \(SessionCommand.allUsages.joined(separator: ", "))

    Exit status: 0 when the run ends (a failing service is a screen state), 1 when a course
    exercise or a tutorial chapter fails its check, 64 for a usage mistake, 65 for a malformed fixture, store or
    course file.

    Example: archdemo run --pattern mvp drivers --script "search perez"

    """

  /// The version `--version` prints.
  package static let version = "archdemo 1.0.0\n"

  /// The help of one command.
  ///
  /// - Parameter command: the command, e.g. ``Invocation/Command/run``.
  /// - Returns: the command's usage line, what it does and its options.
  package static func help(for command: Invocation.Command) -> String {
    switch command {
    case .course:
      return CourseHelp.text
    case .explore:
      return """
        Usage: archdemo explore [--port N]

        Serves the explorer on 127.0.0.1 (this machine only) and prints its address: pick a
        feature, type actions (or pick a parity scenario), and see every pattern side by side:
        the frame, the messages of each action, each opening the line of the kit that sent it,
        and the run as a sequence diagram. Back and forward step through the actions; the
        address holds the script, so a page can be shared. Ctrl-C stops the server.

          --port N    the port to listen on (default: a free one)

        """
    case .tutorial:
      return """
        Usage: archdemo tutorial check <p> [--build-silence SECONDS]

        After a chapter of the favourites tutorial (Docs/ArchDemo.docc/Tutorials), says whether it
        is done, in the folder Scripts/tutorial-start made: runs the tests the chapter's steps run
        (swift test --filter …), then the chapter's last step, archdemo run --pattern <p>
        favourites --trace --script …, on your code, and compares what it prints with what the
        page shows, line by line. Run it with swift run, so that it is built from your files:

          swift run archdemo tutorial check mvp

          --build-silence SECONDS
                      how long the build may print nothing (default 600): then it is taken
                      for hung and stopped, and the check fails

        Ctrl-C ends the tests' process group with archdemo (SIGTERM, then SIGKILL after 3
        seconds), as a course check does.

        Exit status: 0 when the chapter is done, 1 when a test fails or the run differs (the
        difference is shown, the page's lines against yours), 74 when standard output cannot
        be written.
        Patterns: \(Pattern.allCases.map(\.rawValue).joined(separator: ", "))

        """
    case .list:
      return """
        Usage: archdemo list

        Lists the patterns and the features, each with a one-line summary.

        """
    case .compare:
      return """
        Usage: archdemo compare [<feature>] [--format text|markdown|json]
               archdemo compare --changes [--format text|markdown|json]

        Runs every scenario of the feature (of every feature without one) in every pattern and
        shows parity with MVP, the messages that crossed layers in each scenario, and the code per
        role. Features: \(Feature.allCases.map(\.rawValue).joined(separator: ", "))

        With --changes, reads the patches of every change request in Examples/Changes instead and
        shows what each cost each pattern: files and roles touched, lines added and removed, tests
        added.

        """
    case .run:
      return """
        Usage: archdemo run --pattern <p> <feature> [options]

        Runs one feature in one pattern and prints every frame the screen renders.

        \(ArgumentParser.runTable.help(indent: 2, width: 33))
        Patterns: \(Pattern.allCases.map(\.rawValue).joined(separator: ", "))
        Features: \(Feature.allCases.map(\.rawValue).joined(separator: ", "))
        Actions:  \(SessionCommand.allUsages.joined(separator: ", "))

        Example: archdemo run --pattern mvp drivers --script "search perez"

        """
    }
  }

  /// What `archdemo list` prints: each pattern and each feature with its one-line summary.
  package static var list: String {
    var text = "Patterns:\n"
    let patternWidth = Pattern.allCases.map(\.rawValue.count).max() ?? 0
    for pattern in Pattern.allCases {
      let padding = String(repeating: " ", count: patternWidth - pattern.rawValue.count)
      text += "  \(pattern.rawValue)\(padding)  \(pattern.summary)\n"
    }
    text += "\nFeatures:\n"
    let featureWidth = Feature.allCases.map(\.rawValue.count).max() ?? 0
    for feature in Feature.allCases {
      let padding = String(repeating: " ", count: featureWidth - feature.rawValue.count)
      text += "  \(feature.rawValue)\(padding)  \(feature.summary)\n"
    }
    return text
  }
}
