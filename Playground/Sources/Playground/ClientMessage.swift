/// One message of the page, as JSON over the WebSocket: the form's setup, or one field's event.
///
/// | JSON | what the page reports |
/// | --- | --- |
/// | `{"setup":{"locale":"de_DE","language":"de","currency":"EUR"}}` | the form, anew, in that locale and language |
/// | `{"field":"amount","input":{"inputType":"insertText","data":"5","range":[0,0]}}` | a `beforeinput` (W3C Input Events), over the selection it gives or else the field's |
/// | `{"field":"amount","select":[0,3]}` | the user moved the selection (UTF-16 offsets) |
/// | `{"field":"amount","compositionEnd":true,"data":"日本"}` | the input method committed this text |
/// | `{"field":"amount","focus":true}`, `{"field":"amount","blur":true}` | the field gained or lost focus |
struct ClientMessage: Decodable {
    struct Setup: Decodable {
        var locale: String
        var language: String?
        var currency: String
    }

    struct Input: Decodable {
        var inputType: String
        var data: String?
        /// The <input>'s selection when the event came, sent while the page shows the engine's
        /// text (no reply outstanding): a drop's caret, or a selection made without a
        /// `selectionchange` the page could report.
        var range: [Int]?
    }

    var setup: Setup?
    var field: String?
    var input: Input?
    var select: [Int]?
    var compositionEnd: Bool?
    /// The text a composition ended with (`compositionend`'s data).
    var data: String?
    var focus: Bool?
    var blur: Bool?
}
