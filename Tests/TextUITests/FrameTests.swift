import Testing
import TextUI

@Suite("Frame: a title and body lines, rendered for the terminal")
struct FrameTests {
  @Test func plainRendering_drawsHeaderBodyAndRule() {
    // given
    let frame = Frame(title: "Users", lines: ["1. Iyad Agha  36 years", "", "(note)"])

    // when
    let text = frame.rendered()

    // then
    #expect(text == "┌─ Users\n│ 1. Iyad Agha  36 years\n│\n│ (note)\n└─\n")
  }

  @Test func coloredRendering_makesOnlyTheTitleBold() {
    // given
    let frame = Frame(title: "Users", lines: ["Loading…"])

    // when
    let text = frame.rendered(colored: true)

    // then
    #expect(text == "┌─ \u{1B}[1mUsers\u{1B}[0m\n│ Loading…\n└─\n")
  }

  @Test func trailingSpaces_areDropped() {
    // given
    let frame = Frame(title: "Add", lines: ["Name:   ", "   ", "  indented  "])

    // when
    let text = frame.rendered()

    // then
    #expect(text == "┌─ Add\n│ Name:\n│\n│   indented\n└─\n")
  }

  @Test func frameWithoutLines_isHeaderAndRule() {
    #expect(Frame(title: "Empty", lines: []).rendered() == "┌─ Empty\n└─\n")
  }

  @Test func plainRendering_hasNoEscapes() {
    #expect(!Frame(title: "Users", lines: ["a"]).rendered(colored: false).contains("\u{1B}"))
  }

  @MainActor
  @Test func screenFrame_isItsTitleAndBody() async {
    // given
    let screen = FruitDetailScreen(fruit: "Kiwi")

    // then
    #expect(screen.frame == Frame(title: "Kiwi", lines: ["Name: Kiwi"]))
  }
}
