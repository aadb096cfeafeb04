/// Every work item of a run: currency, number, date and time, and plural work in each chosen ICU
/// locale, each phone region, each card brand (with its security code and an expiry date), each
/// message language, the masks and each IBAN country.
enum StressCatalog {
    /// The items, family by family; `locales` is how many ICU locales (0: all).
    static func items(locales: Int) -> [WorkItem] {
        CurrencyWork.items(locales: CurrencyWork.locales(count: locales))
            + NumberWork.items(locales: CurrencyWork.locales(count: locales))
            + DateWork.items(locales: CurrencyWork.locales(count: locales))
            + PhoneWork.items() + CardWork.items() + MessageWork.items() + MaskWork.items() + IBANWork.items()
    }

    /// How many items of each family `items` has: `currency 1700, phones 245, …`.
    static func summary(of items: [WorkItem]) -> String {
        WorkItem.Family.allCases.map { family in
            "\(family.rawValue) \(items.count { $0.family == family })"
        }.joined(separator: ", ")
    }
}
