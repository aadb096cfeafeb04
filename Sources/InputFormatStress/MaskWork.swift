import InputFormatKit

/// Mask work, one item per pattern: characters typed, refused, typed over literals, deleted
/// and pasted, in a formatter shared by every thread and in a fresh one.
enum MaskWork {
    /// Patterns and what is typed into each (`#` a digit, `A` a letter, `*` either).
    static let patterns: [(pattern: String, typed: String)] = [
        ("(###) ###-####", "(555) 123-4567"),
        ("+7 (###) ###-##-##", "+79161234567"),
        ("AA-####", "ab-1234"),
        ("##/##", "1225"),
        ("***-***-***", "a1b2c3d4e"),
        ("#### #### #### ####", "4111 1111 1111 1111"),
        ("A#A #A#", "k1a0b1"),
        ("##.##.####", "٠١٠٢٢٠٢٦"),
    ]

    /// The item of each pattern.
    static func items() -> [WorkItem] {
        patterns.map { pattern, typed in
            let shared = try? MaskFormatter(pattern: pattern)
            return WorkItem(family: .masks, name: "mask \(pattern)") {
                var digest = Digest()
                let script: [Keystroke] = [
                    .type(typed), .type("9"), .backspace, .backspace, .select(2..<4), .type("x"), .type("8"), .deleteForward,
                    .select(0..<99), .paste(typed.uppercased()), .blur,
                ]
                for (label, formatter) in [("shared", shared), ("fresh", try? MaskFormatter(pattern: pattern))] {
                    guard let formatter else { digest.record(label, Optional("refused")); continue }
                    let configuration = FormField<MaskFormatter>.Configuration(label: "Mask", counter: CharacterCounter(limit: 8))
                    FieldSession.record(script, formatter: formatter, configuration: configuration, label: "\(label) field", into: &digest)
                    FieldSession.recordStateless(script, formatter: formatter, label: "\(label) delegate", into: &digest)
                }
                return digest.text
            }
        }
    }
}
