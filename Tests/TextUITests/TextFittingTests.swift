import Testing
import TextUI

/// Text fitted to a width: a cell cut with `…` at a grapheme boundary, a line wrapped at words,
/// a table that fits its columns, and a window that fits every line of its frame.
@Suite("Text fitted to the window's width")
@MainActor
struct TextFittingTests {
  @Test func cut_keepsTextThatFits_andEndsWhatItCutsWithAnEllipsis() {
    #expect(TerminalText.cut("Lewis", toWidth: 5) == "Lewis")
    #expect(TerminalText.cut("Lewis HAMILTON", toWidth: 8) == "Lewis H…")
    #expect(TerminalText.width(TerminalText.cut(String(repeating: "x", count: 300), toWidth: 40)) == 40)
  }

  @Test func cut_neverSplitsAGraphemeOrAWideCharacter() {
    // a combining accent stays with its letter; a wide character is not split in two
    #expect(TerminalText.cut("Pe\u{301}rez", toWidth: 3) == "Pe\u{301}…")
    #expect(TerminalText.cut("日本語の記事", toWidth: 6) == "日本…")
    #expect(TerminalText.cut("日本語の記事", toWidth: 5) == "日本…")
    #expect(TerminalText.cut("👩‍💻👩‍💻👩‍💻", toWidth: 5) == "👩‍💻👩‍💻…")
    // a control character counts as its escape, so the escaped line fits too
    let cut = TerminalText.cut("ab\u{1B}cdefgh", toWidth: 8)
    #expect(TerminalText.width(TerminalText.escaped(cut)) <= 8)
  }

  @Test func wrapped_breaksAtSpaces_andKeepsTheIndent() {
    #expect(TerminalText.wrapped("short", toWidth: 10) == ["short"])
    #expect(
      TerminalText.wrapped("the quick brown fox jumps over", toWidth: 10) == ["the quick", "brown fox", "jumps over"])
    #expect(
      TerminalText.wrapped("    an alert message here", toWidth: 14) == ["    an alert", "    message", "    here"])
    #expect(
      TerminalText.wrapped("Title:  a long headline wraps", toWidth: 18, indent: 8) == [
        "Title:  a long", "        headline", "        wraps",
      ])
  }

  @Test func textNoLongerInBytesThanTheWidth_isMeasuredByItsEscapes_whenItHoldsControls() {
    // each holds as many bytes as columns, yet its escaped form is wider
    for text in ["abcdefg\u{1B}", "abcde fg\u{7F}", "abcdefg\u{85}", "\u{0}\u{0}\u{0}\u{0}\u{0}"] {
      let columns = text.utf8.count
      #expect(TerminalText.width(TerminalText.escaped(TerminalText.cut(text, toWidth: columns))) <= columns)
      #expect(TerminalText.wrapped(text, toWidth: columns).allSatisfy { TerminalText.width($0) <= columns })
    }
    // wide characters and accents take no more columns than bytes, so they fit as they are
    #expect(TerminalText.cut("日本", toWidth: 6) == "日本")
    #expect(TerminalText.wrapped("Pérez 🎉", toWidth: 11) == ["Pérez 🎉"])
    #expect(TerminalText.cut("Pérez 🎉", toWidth: 7) == "Pérez …")
  }

  @Test func wrapped_breaksAWordWiderThanALine_andNoLineIsWider() {
    let lines = TerminalText.wrapped("see https://example.com/a/very/long/address/indeed now", toWidth: 12)
    #expect(lines.first == "see")
    #expect(lines.allSatisfy { TerminalText.width($0) <= 12 })
    #expect(lines.joined().filter { $0 != " " } == "seehttps://example.com/a/very/long/address/indeednow")
    #expect(TerminalText.wrapped("日本語の記事です", toWidth: 5).allSatisfy { TerminalText.width($0) <= 5 })
  }

  @Test func table_cutsTitlesToKeepTheDetailColumn_whenTheRowsDoNotFit() {
    // given a long headline beside a short source, in 40 columns
    let rows = [
      Row(title: "A headline far too long for a narrow terminal window", detail: "BBC News"),
      Row(title: "Short", detail: "Reuters"),
    ]

    // when
    let lines = TableView.lines(for: rows, firstNumber: 1, numberWidth: 1, width: 40)

    // then
    #expect(lines == ["1. A headline far too long fo…  BBC News", "2. Short                        Reuters"])
    #expect(lines.allSatisfy { TerminalText.width($0) <= 40 })
  }

  @Test func table_printsRowsThatFitAsBefore() {
    let rows = [Row(title: "Lewis HAMILTON", detail: "#44 · Mercedes"), Row(title: "Max", detail: "#1")]
    #expect(
      TableView.lines(for: rows, firstNumber: 1, numberWidth: 1, width: 98)
        == TableView.lines(for: rows, firstNumber: 1, numberWidth: 1, width: 1_000))
  }

  @Test func table_cutsALongDetailToo_whenTitlesAreShort() {
    let rows = [Row(title: "Ann", detail: String(repeating: "d", count: 100))]
    let lines = TableView.lines(for: rows, firstNumber: 1, numberWidth: 1, width: 30)
    #expect(lines == ["1. Ann  " + String(repeating: "d", count: 21) + "…"])
  }

  @Test func window_fitsEveryLineOfItsFrameToItsColumns() async {
    // given a screen with a long title, a long paragraph and a long list row, in 30 columns
    let window = Window(rowsInView: 20, columns: 30)
    let screen = TestTableScreen(
      title: "An article with a very long title indeed",
      before: ["A paragraph long enough that it has to wrap at words somewhere."],
      rows: [Row(title: "A row whose title is much too long", detail: "source")])

    // when
    await window.setRoot(screen)
    let frame = window.frame

    // then
    #expect(frame?.title == "An article with a very lon…")
    #expect(frame?.lines.prefix(3) == ["A paragraph long enough that", "it has to wrap at words", "somewhere."])
    #expect(frame?.lines.last == "1. A row whose titl…  source")
    #expect(frame?.lines.allSatisfy { TerminalText.width($0) <= 28 } == true)
  }
}
