import CourseTestSupport
import Testing

/// The import check of the lessons that keep a role off the UI reads every form an import
/// takes: a learner who writes `import struct TextUI.Row` still imports TextUI.
@Suite("Reading a source's imports")
struct ImportReadingTests {
  @Test(arguments: [
    ("import TextUI", ["TextUI"]),
    ("import struct TextUI.Row", ["TextUI"]),
    ("import class TextUI.Window", ["TextUI"]),
    ("import protocol TextUI.View", ["TextUI"]),
    ("import func TextUI.draw", ["TextUI"]),
    ("import TextUI.Widgets", ["TextUI"]),
    ("@testable import TextUI", ["TextUI"]),
    ("@_exported public import TextUI", ["TextUI"]),
    ("@_spi(Internal) import TextUI", ["TextUI"]),
    ("@_spi( Internal ) @preconcurrency import TextUI", ["TextUI"]),
    ("\timport\tTextUI", ["TextUI"]),
    ("import Domain; import TextUI", ["Domain", "TextUI"]),
    ("internal import TextUI // the rows", ["TextUI"]),
  ])
  func everyFormOfImport_namesItsModule(line: String, modules: [String]) {
    #expect(importedModules(in: "// A file\n\(line)\n\nlet x = 1\n") == modules)
  }

  @Test(arguments: [
    "// import TextUI",
    "/* import TextUI */",
    "/*\n import TextUI\n /* nested */\n import TextUI\n*/",
    "let importTextUI = 1",
    "func `import`() {}",
  ])
  func whatIsNotAnImport_namesNothing(source: String) {
    #expect(importedModules(in: source).isEmpty)
  }
}
