import Foundation
@_spi(Internals) @testable import InputFormatKit
import Testing

/// What a paste costs a date field in ICU parses, counted by CICU (`ifk_calendar_parse_count`,
/// on the test's own thread), not timed; and that asking ICU of fewer of the locale's forms
/// reads what asking it of all of them read (the Performance article's budget). Texts are written by hand or by
/// ICU's C API (`udat_format` through CICU's `ifk_calendar_format`), never by the field.
@Suite("Date paste cost")
struct DatePasteCostTests {
    /// The ICU parses `body` makes on this thread.
    func parses(_ body: () -> Void) -> Int {
        let before = ICUCalendar.parseCount
        body()
        return ICUCalendar.parseCount - before
    }

    /// Locales across calendars, scripts, digits and orders; `IFK_ALL_LOCALES=1` takes every
    /// locale ICU has (about 800; a minute or two).
    static var locales: [String] {
        if ProcessInfo.processInfo.environment["IFK_ALL_LOCALES"] == "1" { return ICULocale.available }
        return ["en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "ast_ES", "it_IT", "pt_BR", "nl_NL", "sv_SE", "pl_PL", "cs_CZ",
                "hu_HU", "el_GR", "ru_RU", "uk_UA", "bg_BG", "tr_TR", "eu_ES", "he_IL", "ar_EG", "ar_SA", "fa_IR", "ps_AF",
                "ckb_IR", "th_TH", "lo_LA", "hi_IN", "bn_BD", "my_MM", "ja_JP", "zh_CN", "zh_TW", "ko_KR", "vi_VN", "lt_LT",
                "ca_ES", "mn_MN", "am_ET"]
    }

    /// What reading `text` as a paste gives: the raw digits, or the refusal.
    func reading(_ text: String, _ formatter: DateFieldFormatter, everyForm: Bool = false) -> String {
        do throws(EditRejection) {
            let read = try formatter.read(text, everyForm: everyForm)
            return String(decoding: read.digits, as: UTF8.self) + (read.asTyped ? " typed" : "")
        } catch {
            return "\(error)"
        }
    }

    static let dates = [(2026, 11, 25), (2024, 2, 29), (2026, 3, 5), (1999, 12, 31), (2026, 5, 2), (2026, 9, 13)]
        .compactMap { GregorianDate.valid(year: $0.0, month: $0.1, day: $0.2) }

    @Test("a paste that is no date costs at most two ICU parses, the field's reading of it included", arguments: [
        ("en_US", "Nov 31, 2026"), ("en_US", "Wednesday, Nov 31, 2026"), ("en_US", "Nov 31 2026 soon"), ("en_US", "hello"),
        ("en_US", "Meet me on Nov 25 at the office"), ("en_US", "25 * 11 * 2026"), ("de_DE", "31. November 2026"),
        ("de_DE", "Mittwoch, 31. Nov. 2026"), ("ru_RU", "31 ноября 2026 г."), ("es_ES", "31 de noviembre de 2026"),
        ("ja_JP", "2026年11月31日"), ("ar_EG", "٣١ نوفمبر ٢٠٢٦"), ("fa_IR", "۳۱ آذر ۱۴۰۵ فردا"), ("th_TH", "31 พฤศจิกายน 2569 x"),
        ("ko_KR", "2026년 11월 31일 수요일"),
    ])
    func noDateCostsTwoParses(locale: String, text: String) throws {
        let formatter = try DateFieldFormatter(locale: locale)
        _ = formatter.dateWords.words(of: formatter.icu)   // the locale's words, formatted once per formatter
        var result: EditResult<TypedDate>?
        let count = parses { result = formatter.apply(.paste(text, in: .empty), to: .empty) }
        #expect(count <= 2, "\(count) ICU parses")
        #expect(result?.value?.gregorian == nil)
        // Every form, of the text as pasted and trimmed, as before: eight.
        #expect(parses { _ = reading(text, formatter, everyForm: true) } == 8)
    }

    @Test("each of the four forms of a date, as ICU writes it, reads as that date when pasted, in each locale")
    func everyFormReads() throws {
        var failures: [String] = []
        for locale in Self.locales {
            guard let formatter = try? DateFieldFormatter(locale: locale) else { continue }
            for date in Self.dates {
                for style in ICUCalendar.Style.allCases {
                    guard let text = try? formatter.icu.format(date, style: style) else { continue }
                    for pasted in [text, " \(text) ", text.uppercased()] {
                        let old = reading(pasted, formatter, everyForm: true)
                        var result: EditResult<TypedDate>?
                        let count = parses { result = formatter.apply(.paste(pasted, in: .empty), to: .empty) }
                        let new = reading(pasted, formatter)
                        if new != old { failures.append("\(locale) \(style) “\(pasted)”: \(old) before, \(new) now") }
                        if count > 2 { failures.append("\(locale) \(style) “\(pasted)”: \(count) parses") }
                        // A date in words that read before reads as the date ICU wrote.
                        if pasted.contains(where: \.isLetter), old.count == 8, result?.value?.gregorian != date {
                            failures.append("\(locale) \(style) “\(pasted)”: \(String(describing: result?.value?.gregorian))")
                        }
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(20).joined(separator: "\n"))")
    }

    /// Texts near a date in each form: other case, whitespace around or doubled, a word more, a
    /// character less, a bidi mark before; and texts that are no date (`exact`). Then (not
    /// `exact`) another width or context of a month's or weekday's name than the form writes
    /// (`Nov` for `November`).
    func variants(of formatter: DateFieldFormatter, exact: Bool) -> [String] {
        var texts: [String] = []
        for date in Self.dates {
            let names = (try? formatter.icu.format(date, pattern: "MMMM|MMM|LLLL|LLL|EEEE|EEE|cccc|ccc"))?
                .split(separator: "|").map(String.init) ?? []
            for style in ICUCalendar.Style.allCases {
                guard let text = try? formatter.icu.format(date, style: style) else { continue }
                if exact {
                    texts += [text, text.uppercased(), text.lowercased(), " \(text) ", "\(text) soon", "hello \(text)",
                              String(text.dropLast()), "\u{200F}\(text)", text.replacingOccurrences(of: " ", with: "  ")]
                    continue
                }
                for kind in [names.prefix(4), names.dropFirst(4)] {
                    for name in kind where !name.isEmpty && text.contains(name) {
                        for other in kind where other != name && !other.isEmpty {
                            texts.append(text.replacingOccurrences(of: name, with: other))
                        }
                    }
                }
            }
        }
        return exact ? texts + ["hello", "Nov 31 2026 soon", "Nov 31, 2026", "tomorrow", "25 * 11 * 2026", "a"] : texts
    }

    /// The readings of `variants` that differ from asking ICU of every form, and the most parses
    /// one made.
    func differences(exact: Bool) -> (differences: [(text: String, old: String, new: String)], compared: Int, worst: Int) {
        var worst = 0, compared = 0, differences: [(text: String, old: String, new: String)] = []
        for locale in Self.locales {
            guard let formatter = try? DateFieldFormatter(locale: locale) else { continue }
            for text in variants(of: formatter, exact: exact) {
                let old = reading(text, formatter, everyForm: true)
                var new = ""
                let count = parses { new = reading(text, formatter) }
                worst = max(worst, count)
                compared += 1
                if old != new { differences.append(("\(locale) “\(text)”", old, new)) }
            }
        }
        if ProcessInfo.processInfo.environment["IFK_ALL_LOCALES"] == "1" {
            print("compared \(compared), worst \(worst), differences \(differences.count)")
            for difference in differences { print("\(difference.text): \(difference.old) before, \(difference.new) now") }
        }
        return (differences, compared, worst)
    }

    @Test("texts near a date in a form ICU writes read as they did when ICU was asked of every form, in at most two parses")
    func sameReadings() throws {
        let (differences, compared, worst) = differences(exact: true)
        #expect(worst <= 2)
        #expect(differences.isEmpty, "\(differences.count) of \(compared): \(differences.prefix(20).map { "\($0)" })")
    }

    /// ICU reads a month's name of any width in any form (even one that writes the month as a
    /// number), so such a text may fit more than two forms; only the first two in ICU's order are
    /// asked. Of 88,715 such texts in all of ICU's locales, 144 that read before are refused now (a
    /// wide name where the form abbreviates with a dot, nb `25. november. 2026`; Tibetan bo and
    /// dz; ast `31 d’avientu 1999`): never another date, never a text read that was refused.
    @Test("a month's or weekday's name in another width than the form writes: at most two parses, never another date")
    func otherWidths() throws {
        let (differences, compared, worst) = differences(exact: false)
        #expect(worst <= 2)
        let read = differences.filter { !$0.new.contains("is not a date") }
        #expect(read.isEmpty, "\(read.count) of \(compared): \(read.prefix(20).map { "\($0)" })")
        let allLocales = ProcessInfo.processInfo.environment["IFK_ALL_LOCALES"] == "1"
        #expect(differences.count <= (allLocales ? 144 : 2), "\(differences.count) refused of \(compared): \(differences.prefix(20).map { "\($0)" })")
    }
}
