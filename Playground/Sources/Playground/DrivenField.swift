import InputFormatKit

/// One field of the page: an id, and a ``FormField`` that takes the page's events.
protocol DrivenField: Sendable {
    var id: String { get }
    /// What the page shows of the field now.
    var state: FieldState { get }
    /// Does what the page's message asks of the field.
    mutating func handle(_ message: ClientMessage)
}

/// A ``DrivenField`` of any formatter: the page's events go through ``TextInputEvent``, as a
/// UIKit delegate's or a SwiftUI binding's would.
struct Driven<Formatter: InputFormatter>: DrivenField {
    let id: String
    var field: FormField<Formatter>

    var state: FieldState { FieldState(id: id, field: field) }

    /// The selection a page's two offsets name, in either order, clamped to the text: a page
    /// never sends one past it, but a message that does is no reason to trap.
    private func selection(_ bounds: [Int]?) -> Range<Int>? {
        guard let bounds, bounds.count == 2 else { return nil }
        let count = field.text.utf16Count
        let ends = bounds.map { min(max($0, 0), count) }
        return ends.min()!..<ends.max()!
    }

    mutating func handle(_ message: ClientMessage) {
        if let input = message.input {
            if let range = selection(input.range), range != field.text.selection { field.select(range) }
            // An input type that is no edit of a one-line field (formatBold…) changes nothing.
            if let event = TextInputEvent(inputType: input.inputType, data: input.data, range: field.text.selection) {
                field.apply(event)
            }
        } else if let range = selection(message.select) {
            field.select(range)
        } else if message.compositionEnd == true {
            // The text committed may differ from the last one marked (an input method that commits
            // its conversion without showing it first): the field takes what the control shows.
            if let committed = message.data {
                field.apply(TextInputEvent(.compose(committed), range: field.text.selection))
            }
            field.apply(TextInputEvent(.commitComposition, range: field.text.selection))
        } else if message.focus == true {
            field.focus()
        } else if message.blur == true {
            field.blur()
        }
    }
}
