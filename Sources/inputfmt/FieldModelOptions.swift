import ArgumentParser
import InputFormatKit

extension CountingUnit: ExpressibleByArgument {}
extension CharacterCounter.LimitMode: ExpressibleByArgument {}

/// The field model's options of `replay`: counter, required, helper, label, read-only, disabled.
struct FieldModelOptions: ParsableArguments {
    @Option(help: "The character limit of the counter.")
    var limit: Int?

    @Option(name: .customLong("over-limit"), help: "At the limit: stop (cut the edit to fit) or allow (an error until shortened).")
    var overLimit: CharacterCounter.LimitMode = .stopAtLimit

    @Option(help: "What the counter counts: graphemes, utf16, scalars or utf8.")
    var count: CountingUnit = .graphemes

    @Flag(help: "The field must be filled (an asterisk by its label, an error when left empty).")
    var required = false

    @Option(help: "Helper text shown under the field.")
    var helper: String?

    @Option(help: "The field's label (a currency field adds its ISO code).")
    var label: String?

    @Flag(name: .customLong("read-only"), help: "The field shows its value and refuses every edit.")
    var readOnly = false

    @Flag(help: "The field takes no input and no focus.")
    var disabled = false

    @Option(help: LanguageOption.help)
    var language: String?

    @Option(name: .customLong("text"), help: "The text the field holds at the start (read as a paste).")
    var initialText: String = ""

    @Flag(name: .customLong("hide-error-while-typing"), help: "An error disappears as soon as the user types.")
    var hidesErrorWhileTyping = false

    @Flag(name: .customLong("validate-every-edit"), help: "Run the rules after every edit, not only when editing ends.")
    var validatesEveryEdit = false

    @Option(name: .customLong("min-length"), help: "The fewest characters a value may have (in the --count unit).")
    var minimumLength: Int?

    @Option(name: .customLong("max-length"), help: "The most characters a value may have (in the --count unit).")
    var maximumLength: Int?

    @Option(help: "A regular expression the whole value must match (raw characters).")
    var match: String?

    /// `--limit` is not negative; `--language` is one the library has strings in.
    func validate() throws {
        if let limit, limit < 0 { throw ValidationError("--limit takes a number of 0 or more, not \(limit)") }
        try LanguageOption.validate(language)
    }

    /// The field model these options describe, on `formatter`, focused as the protocol starts,
    /// speaking the language of `--language` or of `locale`.
    func field<F: InputFormatter>(_ formatter: F, locale: String) throws -> FormField<F> {
        let digits = (try? LocaleDigits(locale: locale)) ?? .ascii
        var rules: [ValidationRule<F.Value>] = []
        if let minimumLength { rules.append(.minimumLength(minimumLength)) }
        if let maximumLength { rules.append(.maximumLength(maximumLength)) }
        if let match {
            do { rules.append(try .pattern(match)) } catch { throw CommandFailure(error.description) }
        }
        rules.append(.formatterVerdict())
        let configuration = FormField<F>.Configuration(
            label: label, isRequired: required, helperText: helper,
            counter: CharacterCounter(limit: limit, unit: count, mode: overLimit),
            rules: rules, timing: validatesEveryEdit ? .onEveryEdit : .onEndOfEditing,
            hidesErrorWhileTyping: hidesErrorWhileTyping,
            messages: LanguageOption.messages(language: language, locale: locale), digits: digits)
        var field = FormField(formatter: formatter, configuration: configuration, text: initialText, focused: true)
        if readOnly { field.setReadOnly(true) }
        if disabled { field.setEnabled(false) }
        return field
    }
}
