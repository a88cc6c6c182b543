// Harness — the one target that knows every pattern: the catalogs of patterns and features
// (`Catalog/`), `Session`, which drives any screen, the environment a run depends on and the
// services observed for `--trace` (`Session/`), and the scenarios every pattern runs with their
// transcripts (`Scenarios/`). The command line, `compare`, the parity suite, the benchmarks and
// the course all drive the patterns through it.
//
// The pattern modules stay internal: the harness reaches each one through its composition root
// (`MVCApp`, `MVPApp`, `MVVMApp`, `VIPERApp`, all `package`), in `Session/PatternLauncher.swift`.
import TextUI

/// The architectures the kit implements, by their command-line names.
///
/// Each pattern builds the same ``Feature``s; ``start(_:services:in:views:)`` shows one of them in
/// a window, which is how the harness, the command line and the tests reach a pattern.
public enum Pattern: String, CaseIterable, Sendable {
  /// A pattern, named as `--pattern` takes it; ``summary`` says how it splits a screen.
  case mvc, mvp, mvvm, viper, udf

  /// The name as the docs write it, e.g. `MVVM`.
  public var displayName: String { rawValue.uppercased() }

  /// One line on how the pattern splits a screen.
  package var summary: String {
    switch self {
    case .mvc: "Model, View, Controller: the controller owns its view and calls services itself"
    case .mvp: "Model, View, Presenter: a passive view, a presenter that formats, coordinators navigate"
    case .mvvm: "Model, View, ViewModel: observable outputs the view binds to, inputs it calls"
    case .viper: "View, Interactor, Presenter, Entity, Router: one protocol per direction"
    case .udf: "Unidirectional data flow: one store, actions, a pure reducer and effects (Elm, Redux, MVI, TCA)"
    }
  }

  /// The role this pattern's views forward the user's events to; `--trace` names it.
  package var inputReceiver: String {
    switch self {
    case .mvc: "Controller"
    case .mvp, .viper: "Presenter"
    case .mvvm: "ViewModel"
    case .udf: "Store"
    }
  }

  /// The role that calls services and stores in this pattern; `--trace` names it.
  package var serviceClient: String {
    switch self {
    case .mvc: "Controller"
    case .mvp: "Presenter"
    case .mvvm: "ViewModel"
    case .viper: "Interactor"
    case .udf: "Effect"
    }
  }

  /// The role that starts, keeps and cancels a screen's work, e.g. the presenter's task in MVP;
  /// in UDF the store, which runs the effects a reducer returns. A cancelled request is traced as
  /// sent by it: `Store → Service: fetchMelodies() cancelled`.
  package var workOwner: String {
    switch self {
    case .udf: "Store"
    default: serviceClient
    }
  }
}
