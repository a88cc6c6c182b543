import Testing
import TextUI

@Suite("TerminalText: escaping and display width")
struct TerminalTextTests {
  @Test func controlCharacters_areEscapedVisibly() {
    #expect(TerminalText.escaped("a\u{1B}]0;pwned\u{07}b") == #"a\u{1B}]0;pwned\u{7}b"#)
    #expect(TerminalText.escaped("tab\there\nline\r\0") == #"tab\there\nline\r\0"#)
    #expect(TerminalText.escaped("del\u{7F} c1\u{9B}") == #"del\u{7F} c1\u{9B}"#)
    #expect(TerminalText.escaped("Zoë 日本 🎉") == "Zoë 日本 🎉")
  }

  @Test func charactersThatReorderOrHideText_areEscaped_joinersAreKept() {
    // given: a row that a right-to-left override would show as "Hamilton gpj.exe"
    let spoofed = "Hamilton \u{202E}exe.jpg"

    // then
    #expect(TerminalText.escaped(spoofed) == #"Hamilton \u{202E}exe.jpg"#)
    let reordering = [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
    let hiding = [0x200B, 0x2060, 0x2064, 0x206A, 0x206F, 0xFEFF]
    for value in reordering + hiding {
      let text = String(Character(Unicode.Scalar(value)!))
      #expect(
        TerminalText.escaped(text) == #"\u{"# + String(value, radix: 16, uppercase: true) + "}",
        "U+\(String(value, radix: 16, uppercase: true)) reaches the terminal raw")
    }
    #expect(TerminalText.escaped("👩‍💻 \u{200C}") == "👩‍💻 \u{200C}")
  }

  @Test func escaping_isDoneOnce() {
    let once = TerminalText.escaped("\u{1B}[2J")
    #expect(TerminalText.escaped(once) == once)
  }

  @Test func everyControlCharacter_leavesNoRawByte() {
    let controls = String((Array(0x00...0x1F) + Array(0x7F...0x9F)).compactMap(Unicode.Scalar.init).map(Character.init))
    let escaped = TerminalText.escaped(controls)
    #expect(escaped.unicodeScalars.allSatisfy { (0x20..<0x7F).contains($0.value) })
  }

  @Test func width_countsWideCharactersTwiceAndCombiningMarksNotAtAll() {
    #expect(TerminalText.width("abc") == 3)
    #expect(TerminalText.width("日本語のタスク") == 14)
    #expect(TerminalText.width("🎉 Party 🎉") == 11)
    #expect(TerminalText.width("e\u{301}") == 1)
    #expect(TerminalText.width("👩‍💻") == 2)
    #expect(TerminalText.width("ＡＢ") == 4)
    #expect(TerminalText.width("a\u{1B}") == 7)
    #expect(TerminalText.width(String((0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) })) == 95)
    #expect(TerminalText.width("a\u{7F}b") == 8)
    #expect(TerminalText.width("a\r\nb") == 6)
    #expect(TerminalText.width("Pérez, Zoë, Łódź") == 16)
    #expect(TerminalText.width("soft\u{AD}hyphen") == 10)
  }

  @Test func width_ofLatinWithAccents_isWhatCharacterByCharacterMeasuringGives() {
    // "日" sends the text down the character-by-character path; alone, Latin takes the quick one.
    // U+0300…U+036F are combining marks (after a letter, alone at the start, or two in a row);
    // U+0370…U+037F, just past them, are not.
    for value in 0xA0..<0x380 {
      let scalar = String(Unicode.Scalar(value)!)
      for text in ["a" + scalar + "b", scalar + "b", "é" + scalar + scalar] {
        #expect(
          TerminalText.width(text) == TerminalText.width(text + "日") - 2, "U+\(String(value, radix: 16)) in \(text)")
      }
    }
  }

  @Test func width_ofDecomposedLatin_isThatOfThePrecomposed() {
    let decomposed = "Pe\u{301}rez \u{141}o\u{301}dz\u{301} Zoe\u{308} N\u{303}u\u{301}n\u{303}ez"
    #expect(decomposed.unicodeScalars.count == 27)
    #expect(TerminalText.width(decomposed) == TerminalText.width("Pérez Łódź Zoë Ñúñez"))
    #expect(TerminalText.width(decomposed) == 20)
  }

  @MainActor
  @Test func tableColumns_lineUpByDisplayWidth() {
    let table = TableView(rows: [
      Row(title: "日本語のタスク", detail: "Today"), Row(title: "🎉 Party 🎉", detail: "Today"),
      Row(title: "Cafe\u{301}", detail: "Today"),
    ])

    #expect(table.lines == ["1. 日本語のタスク  Today", "2. 🎉 Party 🎉     Today", "3. Cafe\u{301}            Today"])
  }

  @Test func labeledFields_alignByDisplayWidth() {
    let fields = LabeledFields([(label: "名前", value: "a"), (label: "Due", value: "b")])

    #expect(fields.lines == ["名前: a", "Due:  b"])
  }

  @Test func frame_escapesItsTitleAndLinesButKeepsItsOwnLineBreaks() {
    let frame = Frame(title: "T\u{1B}]0;x\u{07}", lines: ["Eve\n└─ Fake frame end", "ok"])

    #expect(frame.rendered() == "┌─ T\\u{1B}]0;x\\u{7}\n│ Eve\\n└─ Fake frame end\n│ ok\n└─\n")
  }
}
