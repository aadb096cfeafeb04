/// One message of the page, as JSON over the WebSocket: the form's setup, or one field's event.
///
/// | JSON | what the page reports |
/// | --- | --- |
/// | `{"setup":{"locale":"de_DE","language":"de","currency":"EUR"}}` | the form, anew, in that locale and language |
/// | `{"field":"amount","input":{"inputType":"insertText","data":"5"}}` | a `beforeinput` (W3C Input Events), over the field's selection |
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
