/// The identifiers a locale's strings are looked up under, most specific first, as CLDR's
/// parent locales have it: `fr_CA` → `fr`; `zh_TW` and `zh_Hant_HK` → `zh_Hant` (never the
/// simplified `zh`); `zh_CN` and `zh_Hans_SG` → `zh_Hans` → `zh`; `pt_AO` → `pt_PT` → `pt`;
/// `nb_NO` → `nb` → `no` and `no` → `nb`. Keywords (`@numbers=…`), a POSIX encoding
/// (`de_DE.UTF-8`) and variants are ignored; BCP 47 hyphens read as underscores; the old codes
/// `iw` and `in` are Hebrew and Indonesian.
///
/// ```swift
/// LocaleFallback.identifiers(for: "zh-TW")        // ["zh_Hant_TW", "zh_TW", "zh_Hant"]
/// LocaleFallback.identifiers(for: "de_CH.UTF-8")  // ["de_CH", "de"]
/// ```
enum LocaleFallback {
    /// The regions whose Portuguese is European (CLDR's children of `pt_PT`).
    static let europeanPortuguese: Set<String> = ["PT", "AO", "CH", "CV", "GQ", "GW", "LU", "MO", "MZ", "ST", "TL"]
    /// The regions whose Chinese is written in traditional characters by default.
    static let traditionalChinese: Set<String> = ["TW", "HK", "MO"]

    static func identifiers(for locale: String) -> [String] {
        let stem = locale.prefix { $0 != "@" && $0 != "." }
        let parts = stem.split(whereSeparator: { $0 == "_" || $0 == "-" }).map(String.init)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy(\.isASCIILetter) else { return [] }
        let language = ["iw": "he", "in": "id"][first.lowercased()] ?? first.lowercased()
        var rest = parts.dropFirst()
        let explicitScript = rest.first.flatMap { part in
            part.count == 4 && part.allSatisfy(\.isASCIILetter) ? part.prefix(1).uppercased() + part.dropFirst().lowercased() : nil
        }
        if explicitScript != nil { rest = rest.dropFirst() }
        let region = rest.first.flatMap { part in
            (part.count == 2 && part.allSatisfy(\.isASCIILetter)) || (part.count == 3 && part.allSatisfy(\.isASCIIDigit))
                ? part.uppercased() : nil
        }
        // Chinese is told apart by script; a region names the script it writes by default.
        let impliedScript = language == "zh" ? (region.map(traditionalChinese.contains) == true ? "Hant" : "Hans") : nil
        let script = explicitScript ?? impliedScript
        var identifiers: [String] = []
        func add(_ identifier: String) { if !identifiers.contains(identifier) { identifiers.append(identifier) } }
        if let script, let region { add("\(language)_\(script)_\(region)") }
        if let region, explicitScript == nil || explicitScript == impliedScript { add("\(language)_\(region)") }
        if let script { add("\(language)_\(script)") }
        if language == "zh", script == "Hant" { return identifiers }   // traditional Chinese never falls back to simplified
        if language == "pt", let region, europeanPortuguese.contains(region) { add("pt_PT") }
        add(language)
        if language == "nb" || language == "nn" { add("no") }
        if language == "no" || language == "nn" { add("nb") }
        return identifiers
    }
}

extension Character {
    var isASCIILetter: Bool { isASCII && isLetter }
    var isASCIIDigit: Bool { isASCII && isNumber }
}
