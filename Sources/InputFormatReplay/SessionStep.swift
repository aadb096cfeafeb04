#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import InputFormatKit

/// One step of a recorded keystroke session, as a line of the `inputfmt replay` protocol.
///
/// | JSON line | step |
/// | --- | --- |
/// | `{"type":"1"}` | types the text over the selection (one character is a keystroke) |
/// | `{"paste":"€1,234.56"}` | pastes over the selection, as one edit |
/// | `{"backspace":2}` | presses backspace that many times |
/// | `{"delete":1}` | presses forward delete that many times |
/// | `{"select":[0,3]}` | selects UTF-16 offsets 0 to 3 (`[2,2]` puts the caret at 2) |
/// | `{"replace":[0,3],"with":"9"}` | replaces a UTF-16 range, as a text field delegate reports it |
/// | `{"focus":true}`, `{"blur":true}`, `{"clear":true}` | focus, end of editing, clear button |
/// | `{"enabled":false}`, `{"readOnly":true}` | disables (enables) the field, makes it read-only (editable) |
/// | `{"validate":true}` | runs the validation rules now, as a form's submit does |
/// | `{"undo":1}`, `{"redo":1}` | undoes (redoes) that many groups of edits, as Ctrl-Z (Ctrl-Y) does |
/// | `{"compose":"にほ"}` | an input method sets (or replaces) the text it is composing, the caret at its end |
/// | `{"commit":true}`, `{"cancelCompose":true}` | the composition is committed (as a paste), or cancelled |
/// | `{"success":"…"}`, `{"warning":"…"}`, `{"error":"…"}` | the app shows that message (success and warning last until the next edit) |
///
/// ```swift
/// try SessionStep(jsonLine: #"{"backspace":2}"#)   // .backspace(2)
/// SessionStep.steps(typing: "12⌫3")                // [.type("1"), .type("2"), .backspace(1), .type("3")]
/// ```
public enum SessionStep: Sendable, Hashable {
    /// Text typed over the selection.
    case type(String)
    /// Text pasted over the selection.
    case paste(String)
    /// The backspace key, pressed this many times.
    case backspace(Int)
    /// The forward-delete key, pressed this many times.
    case deleteForward(Int)
    /// A selection set in UTF-16 offsets.
    case select(Range<Int>)
    /// A UTF-16 range replaced with text.
    case replace(Range<Int>, with: String)
    /// The field gains focus.
    case focus
    /// Editing ends.
    case blur
    /// The clear button.
    case clear
    /// The field is enabled (`true`) or disabled.
    case enabled(Bool)
    /// The field is made read-only (`true`) or editable.
    case readOnly(Bool)
    /// The validation rules run now (a form's submit).
    case validate
    /// The app shows a success, warning or error message.
    case show(InlineMessage)
    /// Undo, this many times.
    case undo(Int)
    /// Redo, this many times.
    case redo(Int)
    /// An input method's marked text, set or replaced.
    case compose(String)
    /// The composition committed.
    case commitComposition
    /// The composition cancelled.
    case cancelComposition

    /// The most times one step may press a key.
    public static let maximumRepeat = 100_000

    /// Reads one JSON line of the protocol; throws a ``SessionStepError`` that says what is wrong.
    ///
    /// ```swift
    /// try SessionStep(jsonLine: #"{"select":[1,3]}"#)   // .select(1..<3)
    /// ```
    public init(jsonLine: String) throws(SessionStepError) {
        let object: [String: JSONValue]
        do {
            object = try JSONDecoder().decode([String: JSONValue].self, from: Data(jsonLine.utf8))
            // Strict JSON: Foundation's reader takes a trailing comma (`{"type":"1",}`).
            if JSONText.hasTrailingComma(jsonLine) { throw SessionStepError.malformedJSON }
        } catch {
            if let escape = Self.unpairedSurrogate(in: jsonLine) { throw .unpairedSurrogate(escape) }
            throw Self.isObject(jsonLine) ? .malformedJSON : .notAnObject
        }
        let keys = Set(object.keys)
        func string(_ key: String) throws(SessionStepError) -> String {
            guard case let .string(value) = object[key] else { throw .wrongArgument(key: key, expected: "a string") }
            return value
        }
        func count(_ key: String) throws(SessionStepError) -> Int {
            guard case let .number(value) = object[key], value >= 1, value <= Double(Self.maximumRepeat),
                  value == value.rounded() else {
                throw .wrongArgument(key: key, expected: "a whole number from 1 to \(Self.maximumRepeat)")
            }
            return Int(value)
        }
        func range(_ key: String) throws(SessionStepError) -> Range<Int> {
            guard case let .array(values) = object[key], values.count == 2,
                  case let .number(lower) = values[0], case let .number(upper) = values[1],
                  lower >= 0, upper >= lower, upper <= Double(Int32.max),
                  lower == lower.rounded(), upper == upper.rounded() else {
                throw .wrongArgument(key: key, expected: "[start, end] with 0 ≤ start ≤ end (UTF-16 offsets)")
            }
            return Int(lower)..<Int(upper)
        }
        func flag(_ key: String) throws(SessionStepError) -> Void {
            guard case .bool(true) = object[key] else { throw .wrongArgument(key: key, expected: "true") }
        }
        func bool(_ key: String) throws(SessionStepError) -> Bool {
            guard case let .bool(value) = object[key] else { throw .wrongArgument(key: key, expected: "true or false") }
            return value
        }
        switch keys {
        case ["type"]: self = .type(try string("type"))
        case ["paste"]: self = .paste(try string("paste"))
        case ["backspace"]: self = .backspace(try count("backspace"))
        case ["delete"]: self = .deleteForward(try count("delete"))
        case ["select"]: self = .select(try range("select"))
        case ["replace", "with"]: self = .replace(try range("replace"), with: try string("with"))
        case ["focus"]: try flag("focus"); self = .focus
        case ["blur"]: try flag("blur"); self = .blur
        case ["clear"]: try flag("clear"); self = .clear
        case ["enabled"]: self = .enabled(try bool("enabled"))
        case ["readOnly"]: self = .readOnly(try bool("readOnly"))
        case ["validate"]: try flag("validate"); self = .validate
        case ["undo"]: self = .undo(try count("undo"))
        case ["redo"]: self = .redo(try count("redo"))
        case ["compose"]: self = .compose(try string("compose"))
        case ["commit"]: try flag("commit"); self = .commitComposition
        case ["cancelCompose"]: try flag("cancelCompose"); self = .cancelComposition
        case ["success"]: self = .show(InlineMessage(.success, try string("success")))
        case ["warning"]: self = .show(InlineMessage(.warning, try string("warning")))
        case ["error"]: self = .show(InlineMessage(.error, try string("error")))
        default: throw .unknownStep(keys: keys.sorted())
        }
    }

    /// The steps of typing `keys` one grapheme cluster a keystroke, where `⌫` is backspace and
    /// `⌦` forward delete.
    ///
    /// ```swift
    /// SessionStep.steps(typing: "1⌫")   // [.type("1"), .backspace(1)]
    /// ```
    public static func steps(typing keys: String) -> [SessionStep] {
        keys.map { key in
            switch key {
            case "⌫": return .backspace(1)
            case "⌦": return .deleteForward(1)
            default: return .type(String(key))
            }
        }
    }

    /// The step as a line of the protocol.
    ///
    /// ```swift
    /// SessionStep.backspace(1).jsonLine   // {"backspace":1}
    /// ```
    public var jsonLine: String {
        switch self {
        case let .type(text): return "{\"type\":\(JSONText.quoted(text))}"
        case let .paste(text): return "{\"paste\":\(JSONText.quoted(text))}"
        case let .backspace(count): return "{\"backspace\":\(count)}"
        case let .deleteForward(count): return "{\"delete\":\(count)}"
        case let .select(range): return "{\"select\":[\(range.lowerBound),\(range.upperBound)]}"
        case let .replace(range, text):
            return "{\"replace\":[\(range.lowerBound),\(range.upperBound)],\"with\":\(JSONText.quoted(text))}"
        case .focus: return "{\"focus\":true}"
        case .blur: return "{\"blur\":true}"
        case .clear: return "{\"clear\":true}"
        case let .enabled(enabled): return "{\"enabled\":\(enabled)}"
        case let .readOnly(readOnly): return "{\"readOnly\":\(readOnly)}"
        case .validate: return "{\"validate\":true}"
        case let .show(message): return "{\(JSONText.quoted(message.kind.rawValue)):\(JSONText.quoted(message.text))}"
        case let .undo(count): return "{\"undo\":\(count)}"
        case let .redo(count): return "{\"redo\":\(count)}"
        case let .compose(text): return "{\"compose\":\(JSONText.quoted(text))}"
        case .commitComposition: return "{\"commit\":true}"
        case .cancelComposition: return "{\"cancelCompose\":true}"
        }
    }

    /// The first `\uD800`–`\uDFFF` escape of `line` that is not half of a pair, if any.
    static func unpairedSurrogate(in line: String) -> String? {
        let bytes = Array(line.utf8)
        func escape(at index: Int) -> UInt16? {
            guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { return nil }
            return UInt16(String(decoding: bytes[(index + 2)..<(index + 6)], as: UTF8.self), radix: 16)
        }
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if let unit = escape(at: index), (0xD800...0xDFFF).contains(unit) {
                if unit <= 0xDBFF, let next = escape(at: index + 6), (0xDC00...0xDFFF).contains(next) {
                    index += 12
                    continue
                }
                return String(decoding: bytes[index..<(index + 6)], as: UTF8.self)
            }
            index += 1
        }
        return nil
    }

    private static func isObject(_ line: String) -> Bool {
        line.drop { $0.isWhitespace }.first == "{"
    }
}

/// Why a line of a keystroke session could not be read.
///
/// ```swift
/// SessionStepError.unknownStep(keys: ["tpye"]).description
/// // "unknown step with keys “tpye”: expected one of type, paste, backspace, delete, select, replace+with, focus, blur, clear, enabled, readOnly, validate, success, warning, error, undo, redo, compose, commit, cancelCompose"
/// ```
public enum SessionStepError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The line is not valid JSON.
    case malformedJSON
    /// The line is JSON, but not an object.
    case notAnObject
    /// The object's keys name no step.
    case unknownStep(keys: [String])
    /// A step's argument has the wrong type or value.
    case wrongArgument(key: String, expected: String)
    /// A `\uD800`–`\uDFFF` escape that is not half of a surrogate pair: no text can hold it.
    case unpairedSurrogate(String)

    /// A sentence that says what is wrong with the line.
    ///
    /// ```swift
    /// SessionStepError.malformedJSON.description   // "not valid JSON"
    /// ```
    public var description: String {
        switch self {
        case .malformedJSON: return "not valid JSON"
        case .notAnObject: return "not a JSON object"
        case let .unknownStep(keys):
            // Each key quoted as a message quotes input (short, control characters escaped: a
            // key cannot drive the terminal), and at most five of them.
            let shown = keys.prefix(5).map { EditRejection.quoted($0) } + (keys.count > 5 ? ["and \(keys.count - 5) more"] : [])
            let named = keys.isEmpty ? "no keys" : "keys " + shown.joined(separator: ", ")
            return "unknown step with \(named): expected one of type, paste, backspace, delete, select, replace+with, focus, blur, clear, enabled, readOnly, validate, success, warning, error, undo, redo, compose, commit, cancelCompose"
        case let .wrongArgument(key, expected): return "\(EditRejection.quoted(key)) takes \(expected)"
        case let .unpairedSurrogate(escape): return "“\(escape)” is half of a surrogate pair without its other half; no text can hold it"
        }
    }
}

/// A JSON value, as much of it as the replay protocol reads.
enum JSONValue: Decodable, Hashable {
    case string(String), number(Double), bool(Bool), array([JSONValue]), object([String: JSONValue]), null

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }
}
