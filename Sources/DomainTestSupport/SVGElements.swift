import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The elements of an SVG document in document order, read with an XML parser, so a test that
/// reads a diagram also proves it is well-formed XML.
package final class SVGElements: NSObject, XMLParserDelegate {
  package struct Element {
    package var name: String
    package var attributes: [String: String]
    package var text = ""

    package subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// A whole-number attribute such as `x` or `y`.
    package func number(_ attribute: String) -> Int? { attributes[attribute].flatMap { Int($0) } }
  }

  private var elements: [Element] = []
  private var open: [Int] = []

  /// The document's elements, or `nil` when it is not well-formed.
  package static func parse(_ svg: String) -> [Element]? {
    let reader = SVGElements()
    let parser = XMLParser(data: Data(svg.utf8))
    parser.delegate = reader
    return parser.parse() ? reader.elements : nil
  }

  /// The `text` elements of one class, in document order.
  package static func texts(_ elements: [Element], class name: String) -> [Element] {
    elements.filter { $0.name == "text" && $0["class"] == name }
  }

  package func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    open.append(elements.count)
    elements.append(Element(name: elementName, attributes: attributes))
  }

  package func parser(_ parser: XMLParser, foundCharacters string: String) {
    if let index = open.last { elements[index].text += string }
  }

  package func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
  ) {
    open.removeLast()
  }
}
