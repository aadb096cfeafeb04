/// A failure the CLI reports as one line on standard error with exit status 2 (see
/// ``Inputfmt/main()``): input the library refuses, such as an unknown locale or a value a
/// field does not take. A wrong or missing argument is a `ValidationError` of a `validate()`.
///
/// ```swift
/// throw CommandFailure("unknown locale “xx”")
/// ```
struct CommandFailure: Error {
    let message: String

    init(_ message: String) { self.message = message }
}
