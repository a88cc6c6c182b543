extension Scenario {
  /// The scenarios whose answers are held (`--answers held`): the user acts while requests are
  /// out, and every pattern must show the same frames and cancel what the newer input or the
  /// closed window made stale.
  ///
  /// - a newer load cancels the older: a search typed while the last one is out (news asks the
  ///   service for each), a second refresh (one whose first would fail, so a late
  ///   answer would show), going online while the offline load is out, a refresh during the
  ///   first load;
  /// - save tapped again while the save is out saves once, and so does star;
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
    Scenario(
      .news, "held-search-superseded",
      held: [.answer, .screen(.search("swift")), .screen(.search("cafe")), .answerAll, .screen(.select(1))]),
    // The superseded search would fail and the newer one answer: the failure must not show.
    Scenario(
      .news, "held-search-superseded-first-would-fail", faults: [nil, .network, nil],
      held: [.answer, .screen(.search("swift")), .screen(.search("cafe")), .answerAll]),
    Scenario(.news, "held-closed-while-searching", held: [.answer, .screen(.search("swift"))]),
    Scenario(
      .favourites, "held-star-tapped-twice",
      held: [.answer, .answer, .screen(.select(2)), .screen(.star), .screen(.star), .answerAll, .screen(.back)]),
    Scenario(.favourites, "held-refresh-while-loading", held: [.answer, .screen(.refresh), .answerAll, .answerAll]),
    Scenario(.favourites, "held-closed-while-saving", held: [.answer, .answer, .screen(.select(2)), .screen(.star)]),
  ]
}
