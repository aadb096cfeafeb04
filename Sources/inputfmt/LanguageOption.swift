import ArgumentParser
import InputFormatKit

/// `--language`: the language of the built-in strings (messages, marks, banner) when it is not
/// that of `--locale`, as a language or locale identifier (`fr`, `pt_BR`, `zh_Hant`).
enum LanguageOption {
    static let help = ArgumentHelp(
        "The language of the field's words, such as fr or pt_BR (default: that of --locale).",
        valueName: "language")

    /// `language` names a language the library has strings for (English included).
    static func validate(_ language: String?) throws {
        guard let language, MessageTable.builtIn(for: language) == .english else { return }
        let code = language.prefix { $0 != "_" && $0 != "-" && $0 != "@" && $0 != "." }.lowercased()
        guard code != "en" else { return }
        let known = MessageTable.builtInLocales.joined(separator: ", ")
        throw ValidationError("--language \(EditRejection.quoted(language)): no built-in strings in that language; they are in \(known)")
    }

    /// The built-in strings for `language`, or for `locale` without one.
    static func messages(language: String?, locale: String) -> MessageTable {
        MessageTable.builtIn(for: language ?? locale)
    }
}

/// `--language` of the commands that print one field's refusals and errors (`format number`,
/// `format date`): English unless given.
struct RefusalLanguageOption: ParsableArguments {
    @Option(help: ArgumentHelp(
        "The language of the field's refusals and errors, such as de or pt_BR (default: English).",
        valueName: "language"))
    var language: String?

    func validate() throws {
        try LanguageOption.validate(language)
    }
}
