import Domain
import Foundation

/// The to-do store's file as read: the items the kit knows, and each item's JSON as it was, so
/// that a save rewrites only what it changes.
struct TodoDocument {
  var items: [TodoItem]
  var objects: [[String: JSONValue]]

  /// - Throws: ``StoreError/corrupt(path:detail:)`` for anything that is not a list of to-dos
  ///   with distinct ids.
  init(data: Data, path: String) throws(StoreError) {
    // A file made empty on purpose (`touch todos.json`) is an empty list, not a corrupt one.
    guard data.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
      (items, objects) = ([], [])
      return
    }
    do {
      items = try Self.decoder.decode([TodoItem].self, from: data)
      objects = try JSONDecoder().decode([[String: JSONValue]].self, from: data)
    } catch let error as DecodingError {
      throw .corrupt(path: path, detail: DocumentDecoder.describe(error))
    } catch {
      throw .corrupt(path: path, detail: "not valid JSON")
    }
    var seen: [UUID: Int] = [:]
    for (index, item) in items.enumerated() {
      if let first = seen[item.id] {
        throw .corrupt(path: path, detail: "items [\(first)] and [\(index)] have the same id \(item.id.uuidString)")
      }
      seen[item.id] = index
    }
  }

  /// Adds `item`, or updates the stored item with its id, keeping that item's other fields.
  mutating func upsert(_ item: TodoItem) throws(StoreError) {
    let fields: [String: JSONValue]
    do {
      fields = try JSONDecoder().decode([String: JSONValue].self, from: Self.encoder.encode(item))
    } catch {
      throw .unavailable("cannot encode the item")
    }
    if let index = items.firstIndex(where: { $0.id == item.id }) {
      items[index] = item
      objects[index].merge(fields) { _, new in new }
    } else {
      items.append(item)
      objects.append(fields)
    }
  }

  func encoded() throws(StoreError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return try encoder.encode(objects)
    } catch {
      throw .unavailable("cannot encode the list")
    }
  }

  /// Dates as ISO 8601, with or without fractional seconds.
  static let decoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let text = try decoder.singleValueContainer().decode(String.self)
      let whole = Date.ISO8601FormatStyle()
      let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
      guard let date = (try? whole.parse(text)) ?? (try? fractional.parse(text)) else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "not an ISO 8601 date"))
      }
      return date
    }
    return decoder
  }()

  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }()
}

/// Any JSON value, to carry fields the kit does not know through a save unchanged.
enum JSONValue: Codable, Hashable, Sendable {
  case null
  case bool(Bool)
  case integer(Int)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .null: try container.encodeNil()
    case .bool(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .string(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }
}
