extension Scenario {
  /// The scenarios whose answers are held (`--answers held`): the user acts while requests are
  /// out, and every pattern must show the same frames and cancel what the newer input or the
  /// closed window made stale.
  ///
  /// - a newer load cancels the older: a second refresh (one whose first would fail, so a late
  ///   answer would show), going online while the offline load is out, a refresh during the
  ///   first load;
  /// - save tapped again while the save is out saves once;
  /// - the window closed with a request out cancels it (the transcript's last line counts).
  static let held = [
    Scenario(.users, "held-refresh-twice", held: [.answer, .screen(.refresh), .screen(.refresh), .answerAll]),
    Scenario(.users, "held-closed-while-loading", held: []),
    // The first refresh would fail and the second answer: the failure must not show.
    Scenario(
      .users, "held-refresh-twice-first-would-fail", faults: [nil, .network, nil],
      held: [.answer, .screen(.refresh), .screen(.refresh), .answerAll]),
    Scenario(
      .drivers, "held-refresh-twice-first-would-fail", faults: [nil, .network, nil],
      held: [.answer, .screen(.refresh), .screen(.refresh), .answerAll]),
    Scenario(
      .todos, "held-refresh-twice-first-would-fail", faults: [nil, .network, nil],
      held: [.answer, .screen(.refresh), .screen(.refresh), .answerAll]),
    Scenario(
      .drivers, "held-refresh-twice-while-searching",
      held: [.screen(.search("ham")), .answer, .screen(.refresh), .screen(.refresh), .answerAll]),
    Scenario(.drivers, "held-closed-while-refreshing", held: [.answer, .screen(.refresh)]),
    Scenario(
      .todos, "held-save-tapped-twice",
      held: [
        .answer, .screen(.add), .screen(.name("Buy milk")), .screen(.due("tomorrow")), .screen(.save),
        .screen(.save), .answerAll, .answerAll,
      ]),
    Scenario(.todos, "held-refresh-while-loading", held: [.screen(.refresh), .answerAll]),
    Scenario(
      .melodies, "held-online-while-offline-load-out", held: [.answer, .screen(.offline), .screen(.online), .answerAll]),
    Scenario(.melodies, "held-refresh-then-close", held: [.screen(.refresh), .screen(.refresh)]),
  ]
}
