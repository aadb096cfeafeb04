// The interactive demo runs in a terminal on macOS and Linux only: on iOS, tvOS, watchOS and
// visionOS there is no terminal, and `inputfmt demo` replays its built-in sessions instead.
#if os(macOS) || os(Linux)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The terminal the interactive demo draws on: raw mode in and out, bracketed paste, the
/// alternate screen, its size, and keys with a timeout. The terminal is restored on every way
/// out — normal exit, an error, SIGINT, SIGTERM, SIGHUP — and a resize (SIGWINCH) is noticed.
final class Terminal {
    /// Whether standard input and output are both terminals.
    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    private var decoder = KeyDecoder()

    /// Enters raw mode; ``restore()`` (or a signal, or exit) leaves it.
    init() throws {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { throw CommandFailure("cannot read the terminal's settings") }
        TerminalState.saved = settings
        var raw = settings
        cfmakeraw(&raw)
        raw.c_oflag |= tcflag_t(OPOST)   // keep \n → \r\n on output
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { throw CommandFailure("cannot put the terminal in raw mode") }
        TerminalState.active = true
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            installHandler(signal) { number in
                TerminalState.restoreNow()
                installHandler(number, SIG_DFL)
                raise(number)
            }
        }
        installHandler(SIGWINCH) { _ in TerminalState.resized = 1 }
        atexit { TerminalState.restoreNow() }
        draw(TerminalState.enterSequence)
    }

    /// Leaves raw mode, the alternate screen and bracketed paste.
    func restore() {
        TerminalState.restoreNow()
    }

    /// Columns and rows, or 80×24 when the terminal does not say.
    var size: (columns: Int, rows: Int) {
        var window = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0 else { return (80, 24) }
        return (Int(window.ws_col), Int(window.ws_row))
    }

    /// Whether the terminal was resized since the last call.
    func takeResize() -> Bool {
        defer { TerminalState.resized = 0 }
        return TerminalState.resized != 0
    }

    /// Keys read within `timeout` milliseconds (empty on timeout or resize).
    func keys(timeout: Int32 = 100) -> [TerminalKey] {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, timeout)
        guard ready > 0 else { return decoder.flush() }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        guard count > 0 else { return count == 0 ? [.interrupt] : [] }
        return decoder.feed(Array(buffer[0..<count]))
    }

    /// Writes text (with its escape sequences) as it is.
    func draw(_ text: String) {
        TerminalState.writeAll(Array(text.utf8))
    }
}

/// `signal(2)` under a name that no method shadows.
private func installHandler(_ number: Int32, _ handler: (@convention(c) (Int32) -> Void)?) {
    signal(number, handler)
}

/// What the signal handlers may touch: the saved settings and two flags.
enum TerminalState {
    nonisolated(unsafe) static var saved = termios()
    nonisolated(unsafe) static var active = false
    nonisolated(unsafe) static var resized: sig_atomic_t = 0

    /// Alternate screen, bracketed paste on, cursor hidden.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?2004h\u{1B}[?25l"
    /// Cursor shown, bracketed paste off, main screen back.
    static let leaveSequence = "\u{1B}[?25h\u{1B}[?2004l\u{1B}[?1049l"

    /// Restores the terminal; safe to call more than once and from a signal handler.
    static func restoreNow() {
        guard active else { return }
        active = false
        writeAll(Array(leaveSequence.utf8))
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
    }

    static func writeAll(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
    }
}
#endif
