/// A key, or a paste, as the interactive demo reads it from a terminal.
enum TerminalKey: Equatable, Sendable {
    /// Printable text typed (one grapheme cluster a key, as terminals send it).
    case text(String)
    /// A bracketed paste: the whole pasted text as one edit.
    case paste(String)
    case backspace, delete
    case left, right, home, end, up, down
    /// Shift with an arrow, Home or End: extends the selection.
    case selectLeft, selectRight, selectHome, selectEnd
    /// Ctrl-A.
    case selectAll
    /// Ctrl-U: the clear button.
    case clear
    /// Ctrl-Z.
    case undo
    /// Ctrl-Y, or Ctrl-Shift-Z where the terminal tells it from Ctrl-Z (a plain terminal sends
    /// the same byte for both: it is then undo).
    case redo
    case tab, backTab, enter
    /// Esc alone.
    case escape
    /// Ctrl-C or Ctrl-D.
    case interrupt
}
