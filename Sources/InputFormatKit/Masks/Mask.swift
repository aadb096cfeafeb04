/// A fixed input mask: `#` a digit, `A` a letter, `*` a letter or digit, `\` escapes the next
/// character, and every other character is a literal.
///
/// ```swift
/// let phone = try Mask("(###) ###-####")
/// phone.slotCount     // 10
/// try Mask("AA-####").elements.first   // .slot(.letter)
/// ```
///
/// A mask is immutable and shared: a class, so that a formatter (and every field that holds
/// one) copies a reference rather than the mask's arrays at each keystroke.
final class Mask: Sendable, Hashable, CustomStringConvertible {
    /// What a slot of a mask takes; a character or a byte says how the slot stores it
    /// (``MaskElement/stored(in:)``).
    ///
    /// ```swift
    /// Character("٣").stored(in: .digit)   // "3": digits of any script
    /// ```
    enum Slot: Sendable, Hashable {
        /// `#`: a decimal digit of any script, stored as ASCII.
        case digit
        /// `A`: a letter.
        case letter
        /// `*`: a letter or a digit.
        case letterOrDigit

        /// The slot a pattern's letter stands for (`#`, `A`, `*`), or `nil` for a literal.
        init?(patternLetter: Character) {
            switch patternLetter {
            case "#": self = .digit
            case "A": self = .letter
            case "*": self = .letterOrDigit
            default: return nil
            }
        }

        /// The letter a pattern writes the slot with.
        var patternLetter: Character {
            switch self {
            case .digit: "#"
            case .letter: "A"
            case .letterOrDigit: "*"
            }
        }

        /// The slot a byte of a mask's byte shape (``Mask/ascii``) stands for, or `nil` for a
        /// literal.
        init?(byteCode: UInt8) {
            switch byteCode {
            case 0: self = .digit
            case 1: self = .letter
            case 2: self = .letterOrDigit
            default: return nil
            }
        }

        /// The byte that stands for the slot in a mask's byte shape: below every printable
        /// byte, so that no literal is one.
        var byteCode: UInt8 {
            switch self {
            case .digit: 0
            case .letter: 1
            case .letterOrDigit: 2
            }
        }
    }

    /// One element of a mask.
    ///
    /// ```swift
    /// Mask.Element.literal("-")
    /// ```
    enum Element: Sendable, Hashable {
        /// A place for one raw character.
        case slot(Slot)
        /// Decoration shown between raw characters.
        case literal(Character)
    }

    /// The elements in order.
    let elements: [Element]
    /// The slots in order (the literals left out).
    let slots: [Slot]
    /// The pattern the mask was read from.
    let pattern: String
    /// The mask as bytes when every literal is ASCII (``isASCII``): the keystroke path's form
    /// of it. Not an optional: a shape read out of an optional is copied, both its arrays
    /// retained, on every keystroke.
    let ascii: Shape<UInt8>
    /// The mask as characters, whatever its literals: what a layout fills, and the literals a
    /// key may type ahead on the general path.
    let shape: Shape<Character>
    /// Whether every slot takes a digit only (a phone, a card, a date): the slots' check is then
    /// one comparison a character.
    let takesDigitsOnly: Bool

    /// Whether every literal is ASCII, so that ``ascii`` is the mask as bytes (else it is empty).
    var isASCII: Bool { !ascii.slotOffsets.isEmpty }

    /// Reads a mask pattern; throws ``ConfigurationError`` for an empty pattern, a trailing `\` or a
    /// pattern without slots.
    ///
    /// ```swift
    /// try Mask("\\#####")   // a literal "#" then four digits
    /// ```
    init(_ pattern: String) throws(ConfigurationError) {
        guard !pattern.isEmpty else { throw .emptyMask }
        var elements: [Element] = []
        var escaping = false
        for character in pattern {
            if escaping {
                elements.append(.literal(character))
                escaping = false
                continue
            }
            if character == "\\" {
                escaping = true
            } else {
                elements.append(Slot(patternLetter: character).map(Element.slot) ?? .literal(character))
            }
        }
        guard !escaping else { throw .maskEndsWithEscape(pattern) }
        let slots = elements.compactMap { element -> Slot? in
            if case let .slot(slot) = element { return slot } else { return nil }
        }
        guard !slots.isEmpty else { throw .maskWithoutSlot(pattern) }
        self.elements = elements
        self.slots = slots
        self.pattern = pattern
        self.ascii = Shape(ascii: elements) ?? .empty
        self.shape = Shape(characters: elements)
        self.takesDigitsOnly = slots.allSatisfy { $0 == .digit }
    }

    /// How many raw characters the mask holds.
    ///
    /// ```swift
    /// try Mask("####-####").slotCount   // 8
    /// ```
    var slotCount: Int { slots.count }

    /// The pattern.
    var description: String { pattern }

    /// A mask of digit groups separated by `separator` (`[4, 6, 5]` → `#### ###### #####`).
    ///
    /// ```swift
    /// Mask.digitGroups([4, 4, 4, 4]).pattern   // "#### #### #### ####"
    /// ```
    static func digitGroups(_ sizes: [Int], separator: Character = " ") -> Mask {
        let pattern = sizes.filter { $0 > 0 }.map { String(repeating: "#", count: $0) }.joined(separator: String(separator))
        // Groups of at least one digit always make a valid mask.
        return (try? Mask(pattern.isEmpty ? "#" : pattern)) ?? Mask(unchecked: [.slot(.digit)], pattern: "#")
    }

    /// A mask of digit slots and literals from a template in which `placeholder` marks a digit
    /// and every other character is a literal (`(###) ###-####`, whatever characters the
    /// literals are); `nil` for a template without a placeholder.
    ///
    /// ```swift
    /// Mask.digitTemplate("xx ### ###", placeholder: "#")?.slotCount   // 6 ("x" is a literal)
    /// ```
    static func digitTemplate(_ template: String, placeholder: Character) -> Mask? {
        let elements = template.map { $0 == placeholder ? Element.slot(.digit) : .literal($0) }
        guard elements.contains(.slot(.digit)) else { return nil }
        let pattern = template.map { character -> String in
            if character == placeholder { return "#" }
            // A character the pattern would read as a slot or an escape is escaped.
            return Slot(patternLetter: character) != nil || character == "\\" ? "\\\(character)" : String(character)
        }.joined()
        return Mask(unchecked: elements, pattern: pattern)
    }

    private init(unchecked elements: [Element], pattern: String) {
        self.elements = elements
        self.slots = elements.compactMap { if case let .slot(slot) = $0 { return slot } else { return nil } }
        self.pattern = pattern
        self.ascii = Shape(ascii: elements) ?? .empty
        self.shape = Shape(characters: elements)
        self.takesDigitsOnly = slots.allSatisfy { $0 == .digit }
    }

    /// Masks are equal when they have the same elements (whatever pattern spelled them).
    static func == (lhs: Mask, rhs: Mask) -> Bool {
        lhs === rhs || lhs.elements == rhs.elements
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(elements)
    }
}
