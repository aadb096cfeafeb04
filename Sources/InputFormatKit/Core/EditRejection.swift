/// Why a field refused an edit. A refused edit leaves text and selection unchanged, so a UI can
/// give haptic feedback and, if it likes, show the reason.
///
/// ```swift
/// let result = try CurrencyFormatter(locale: "en_US", currency: "JPY").apply(
///     .typing(".", in: .empty), to: .empty)
/// result.rejection        // .noMinorUnits(currency: "JPY")
/// result.rejection?.description   // "Amounts in Japanese yen have no decimal places"
/// result.rejection?.message(locale: "de_DE")   // "Für Japanische Yen sind keine Nachkommastellen vorgesehen"
/// ```
public enum EditRejection: Error, Sendable, Hashable {
    /// The edit's range does not lie within the text.
    case rangeOutOfBounds(Range<Int>, length: Int)
    /// Backspace at the start of the value, or forward delete at its end.
    case nothingToDelete
    /// A character this field does not take in that place (a letter in an amount).
    case characterNotAccepted(Character)
    /// The field shows its finished (unfocused) form and takes no edits until it is focused.
    case notFocused
    /// A decimal mark while the amount already has one.
    case secondDecimalMark
    /// A decimal mark in a currency without minor units (JPY, KRW).
    case noMinorUnits(currency: String)
    /// More fraction digits than the currency's minor units.
    case tooManyFractionDigits(maximum: Int)
    /// More integer digits than the field allows.
    case tooManyIntegerDigits(maximum: Int)
    /// A minus sign in a field that takes no negative amounts (or numbers).
    case negativeNotAllowed(DecimalQuantity)
    /// Pasted text that is not an amount (or a number) at all.
    case notAQuantity(String, DecimalQuantity)
    /// Pasted text with an amount (or a number) and something around it that is not part of one
    /// (`kg` in `12 kg` in a currency field, `lb` in `12 lb` in a kilogram field, `abc` in
    /// `12abc`): the part that is not. A number field's unit or percent sign is part of it.
    case notPartOfQuantity(String, DecimalQuantity)
    /// Pasted text that names another currency than the field's (`£7` in a euro field): the
    /// text, the ISO code of the currency it names and that of the field's.
    case otherCurrency(String, found: String, expected: String)
    /// A decimal mark in a number field that takes whole numbers only.
    case wholeNumbersOnly
    /// More characters than the mask holds: a character past the end of a full mask, or a paste
    /// longer than the room there is.
    case maskFull(slots: Int)
    /// A deletion after which the characters left choose a mask that holds fewer of them (a
    /// card number whose brand, and so its length, changes).
    case wouldOverfillMask(count: Int, slots: Int)
    /// A deletion or insertion that would move a character into a slot that does not take it
    /// (a digit into a letter slot).
    case wouldMoveIntoWrongSlot(Character)
    /// More digits than any phone number has.
    case tooManyDigits(maximum: Int)
    /// Two digits that are no month (`13`, `00`).
    case notAMonth(String)
    /// Pasted text that is not an expiry date.
    case notAnExpiryDate(String)
    /// Two digits that are no day of a month (`32`, `00`).
    case notADay(String)
    /// Pasted text that is not a date.
    case notADate(String)
    /// A pasted date that the field's calendar writes with a year outside 1 to 9999, which the
    /// field cannot show (`9999-12-31` is 10542 in the Buddhist calendar).
    case dateOutsideCalendar(String)
    /// Two digits that are no hour of the field's clock (`24` on a 24-hour clock, `13` on a
    /// 12-hour one), and the first and last hour it has.
    case notAnHour(String, first: String, last: String)
    /// Two digits that are no minute (`60`).
    case notAMinute(String)
    /// Two digits that are no second (`60`).
    case notASecond(String)
    /// Pasted text that is not a time of day.
    case notATime(String)
    /// Pasted text that is no duration, or that reads two ways (`7.30`, which may be 7.3 hours).
    case notADuration(String)
    /// Two letters that are no IBAN country's code.
    case unknownIBANCountry(String)
    /// A `+` anywhere but at the start of a phone number.
    case plusNotAtStart
    /// Pasted text with no digit of a phone number in it (`hello`).
    case notAPhoneNumber(String)
    /// A service code (`*#06#`, `*100#`), which a phone number field does not take.
    case serviceCode(String)
    /// A phone number's extension (`ext. 12`, `x12`, `;ext=12`), which a phone number field does
    /// not take: its digits are not the number's.
    case phoneExtension(String)
    /// Nothing of the edit fits under a stop-at-limit character counter.
    case characterLimitReached(limit: Int)
    /// The field is read-only: its text cannot be changed.
    case readOnly
    /// The field is disabled: it takes no input.
    case disabled
}

