import Testing
import TextUI

@Suite("Small widgets: search field, alert, banner, labelled fields and layout")
struct SmallWidgetsTests {
  @Test func emptySearchField_saysSo() {
    #expect(SearchField().lines == ["Search: (empty)"])
    #expect(SearchField(text: "").lines == ["Search: (empty)"])
  }

  @Test func searchField_quotesTheQuery() {
    #expect(SearchField(text: "ham").lines == ["Search: \"ham\""])
    #expect(SearchField(text: " ham ").lines == ["Search: \" ham \""])
  }

  @Test func alert_showsTitleThenIndentedMessage() {
    // given
    let alert = Alert(title: "Error", message: "Could not reach the server.")

    // then
    #expect(alert.lines == ["[!] Error", "    Could not reach the server."])
  }

  @Test func banner_isOneLineInParentheses() {
    #expect(Banner("Offline — showing saved melodies").lines == ["(Offline — showing saved melodies)"])
  }

  @Test func labeledFields_alignValuesAfterTheLongestLabel() {
    // given
    let fields = LabeledFields([("Title", "Swift 6"), ("Author", "Jane Doe"), ("Date", "17 Sep 2024")])

    // then
    #expect(fields.lines == ["Title:  Swift 6", "Author: Jane Doe", "Date:   17 Sep 2024"])
  }

  @Test func emptyValue_showsTheLabelAlone() {
    // given
    let fields = LabeledFields([("Name", "Buy milk"), ("Due", "")])

    // then
    #expect(fields.lines == ["Name: Buy milk", "Due:"])
  }

  @Test func noLabeledFields_renderNothing() {
    #expect(LabeledFields([]).lines.isEmpty)
  }

  @Test func labeledFields_areEqualWhenLabelsAndValuesAre() {
    // given
    let fields = LabeledFields([("Name", "Buy milk"), ("Due", "")])

    // then
    #expect(fields == LabeledFields([("Name", "Buy milk"), ("Due", "")]))
    #expect(fields.hashValue == LabeledFields([("Name", "Buy milk"), ("Due", "")]).hashValue)
    #expect(fields != LabeledFields([("Name", "Buy milk"), ("Due", "today")]))
    #expect(fields != LabeledFields([("Name", "Buy milk")]))
    #expect(fields != LabeledFields([("Title", "Buy milk"), ("Due", "")]))
  }

  @Test func stack_putsABlankLineBetweenNonEmptyBlocks() {
    // when
    let lines = Layout.stack(["Search: \"ham\""], [], ["1. Lewis HAMILTON", "2. Nico"], [])

    // then
    #expect(lines == ["Search: \"ham\"", "", "1. Lewis HAMILTON", "2. Nico"])
  }

  @Test func stackOfNothing_isEmpty() {
    #expect(Layout.stack([], []).isEmpty)
    #expect(Layout.stack([[String]]()).isEmpty)
  }

  @Test func stackOfAnArray_isTheSameAsVariadic() {
    #expect(Layout.stack([["a"], ["b", "c"]]) == Layout.stack(["a"], ["b", "c"]))
    #expect(Layout.stack([["a"], ["b", "c"]]) == ["a", "", "b", "c"])
  }

  @Test func blockWithABlankLine_keepsIt() {
    #expect(Layout.stack(["a", ""], ["b"]) == ["a", "", "", "b"])
  }
}
