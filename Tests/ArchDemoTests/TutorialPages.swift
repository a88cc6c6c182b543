@testable import Comparison
@testable import Diagrams
@testable import Harness

/// The tutorial's closing page, written from `compare`'s figures for the favourites feature so
/// that no figure in it, and no answer to its questions, is typed.
enum TutorialPages {
  /// One question: which pattern has the most of something, each pattern's figure as the reason.
  struct Question: Sendable {
    var text: String
    var figure: @Sendable (FeatureComparison.PatternFigures, FeatureComparison) -> Double
    var reason: @Sendable (FeatureComparison.PatternFigures, FeatureComparison) -> String
  }

  static let questions = [
    Question(
      text: "Which pattern splits favourites into the most files?",
      figure: { figures, _ in Double(figures.code?.files ?? 0) },
      reason: { figures, _ in
        "\(figures.code?.files ?? 0) files, \(counted(figures.code?.protocols ?? 0, "protocol")), "
          + "\(figures.code?.linesOfCode ?? 0) lines of code."
      }),
    Question(
      text: "Which pattern sends the most messages across roles per user action?",
      figure: { figures, comparison in ComparisonReading.ratio(figures.messages, comparison.actions) },
      reason: { figures, comparison in
        "\(ComparisonReading.format(ComparisonReading.ratio(figures.messages, comparison.actions))) messages "
          + "per user action, \(figures.messages) in all \(comparison.scenarios.count) scenarios."
      }),
    Question(
      text: "Which pattern has the largest single favourites file?",
      figure: { figures, _ in Double(figures.code?.largestFile?.linesOfCode ?? 0) },
      reason: { figures, _ in
        let file = figures.code?.largestFile
        return "\(file?.name ?? "none"), the \(file?.role ?? "none"): \(file?.linesOfCode ?? 0) lines of code."
      }),
    Question(
      text: "Which pattern has the most tests tagged `.favourites`?",
      figure: { figures, _ in Double(figures.tests?.functions ?? 0) },
      reason: { figures, _ in
        "\(counted(figures.tests?.functions ?? 0, "test")), "
          + "\(counted(figures.tests?.doubles.count ?? 0, "test double")) of its own."
      }),
  ]

  static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// The page `Tutorials/ComparingFavourites.tutorial`.
  static func comparing(_ comparison: FeatureComparison) -> String {
    let assessments = questions.map { multipleChoice($0, comparison) }.joined(separator: "\n\n")
    let reading = comparison.reading.map { "      @Step {\n        \($0)\n      }" }.joined(separator: "\n\n")
    return """
      @Tutorial(time: 15) {
        @Intro(title: "Favourites, Side by Side") {
          The same frames came out of a different shape of code in each pattern. The kit measures those shapes:
          `archdemo compare favourites` runs every favourites scenario through every pattern,
          traced, and reads the sources you wrote.
        }

        @Section(title: "What the kit learned once") {
          @ContentAndMedia {
            Besides the patterns, the harness had to meet the feature once: its services, its
            scenarios and its place in the launcher. Then the parity suite proves every pattern
            prints the same frames, and `compare` measures how they differ.
          }

          @Steps {
            @Step {
              Give each session a favourites store. With a fault, its reads and saves meet the faults
              in turn, as a data source's requests do, so a scenario can answer the first read and fail
              the save after it.

              @Code(name: "FeatureEnvironment.swift", file: closing-01-FeatureEnvironment.swift, previousFile: closing-00-FeatureEnvironment.swift)
            }

            @Step {
              Start the feature in any pattern through its composition root.

              @Code(name: "PatternLauncher.swift", file: closing-02-PatternLauncher.swift, previousFile: closing-00-PatternLauncher.swift)
            }

            @Step {
              Add the scenarios the parity suite runs in every pattern. Record their transcripts with
              `ARCHDEMO_RECORD_TRANSCRIPTS=1 swift test --filter ParityTests` and read them.

              @Code(name: "ScenarioCatalog.swift", file: closing-03-ScenarioCatalog.swift, previousFile: closing-00-ScenarioCatalog.swift)
            }

            @Step {
              Run `swift run archdemo compare favourites --format markdown`. Every figure is computed:
              parity with MVP, messages per scenario, files and lines per role, and the tests you tagged
              `.favourites`.

              @Code(name: "Terminal", file: favourites-compare.txt)
            }
          }
        }

        @Section(title: "What the figures say") {
          @ContentAndMedia {
            `compare` reads its own figures back, in the words below. Hold them against what you felt
            while writing each chapter: where did a change touch one file, and where five?
          }

          @Steps {
      \(reading)
          }
        }

        @Assessments {
      \(assessments)
        }
      }

      """
  }

  /// The most choices DocC shows for one question.
  static let choicesPerQuestion = 4

  /// The patterns a question offers: those with the highest figures, at most
  /// ``choicesPerQuestion``, so the answer is always among them and the pattern left out is the
  /// one furthest from it; in the catalog's order.
  static func choices(_ question: Question, _ comparison: FeatureComparison) -> [Pattern] {
    let figure = { (pattern: Pattern) in question.figure(comparison[pattern], comparison) }
    let ranked = Pattern.allCases.enumerated().sorted { one, other in
      figure(one.element) != figure(other.element)
        ? figure(one.element) > figure(other.element) : one.offset < other.offset
    }
    let offered = ranked.prefix(choicesPerQuestion).map(\.element)
    return Pattern.allCases.filter(offered.contains)
  }

  private static func multipleChoice(_ question: Question, _ comparison: FeatureComparison) -> String {
    let best = Pattern.allCases.map { question.figure(comparison[$0], comparison) }.max() ?? 0
    var lines = ["    @MultipleChoice {", "      \(question.text)"]
    for pattern in choices(question, comparison) {
      let figures = comparison[pattern]
      let isCorrect = question.figure(figures, comparison) == best
      lines += [
        "", "      @Choice(isCorrect: \(isCorrect)) {", "        \(pattern.displayName)", "",
        "        @Justification(reaction: \"\(isCorrect ? "Right." : "Not this one.")\") {",
        "          \(pattern.displayName): \(question.reason(figures, comparison))", "        }", "      }",
      ]
    }
    return (lines + ["    }"]).joined(separator: "\n")
  }
}
