#!/usr/bin/env python3
"""Writes the keystroke sessions in Fixtures/currency/*.steps.jsonl and sessions.json.

The sessions are inputs: the same script of keystrokes for every locale, with the offsets of
each locale's first grouping mark. Their expected states (*.expected.jsonl) are written by the
code (IFK_REGENERATE_FIXTURES=1 swift test --filter Fixture) and then checked: the fixture
test compares every focused state with ICU's own number fields and every finished state with
ICU's display, and a person read the rendered sessions (see Fixtures/currency/README.md).
"""
import json
import pathlib

# name, locale, currency, negatives, offset just after the first grouping mark of "1234567",
# a paste written the locale's way, a paste written another way. The decimal key and the
# grouping key are the locale's (CurrencyFields article), the grouping key typed where the
# locale groups (a `.` or `,` is read by the digits after it: a full group groups).
KEYS = {"de_DE": (",", "."), "fr_FR": (",", " "), "de_CH": (".", "'"), "ar_EG": ("٫", "٬"), "fa_IR": ("٫", "٬"),
        "pt_BR": (",", "."), "es_ES": (",", ".")}
SESSIONS = [
    ("en_US-USD", "en_US", "USD", True, 2, "$1,234.56", "1.234,56 €"),
    ("de_DE-EUR", "de_DE", "EUR", True, 2, "1.234,56 €", "€1,234.56"),
    ("fr_FR-EUR", "fr_FR", "EUR", False, 2, "1\u202f234,56\u00a0€", "1,234.56"),
    ("de_CH-CHF", "de_CH", "CHF", True, 2, "CHF 1’234.56", "1.234,56"),
    ("en_IN-INR", "en_IN", "INR", True, 3, "₹12,34,567.50", "1 234 567,5"),
    ("hi_IN-INR", "hi_IN", "INR", False, 3, "₹12,34,567.50", "१२३४"),
    ("ar_EG-EGP", "ar_EG", "EGP", True, 2, "١٬٢٣٤٫٥٦ ج.م.\u200f", "1,234.56"),
    ("fa_IR-IRR", "fa_IR", "IRR", False, 2, "ریال ۱۲۳٬۴۵۶", "123,456"),
    ("he_IL-ILS", "he_IL", "ILS", True, 2, "\u200f1,234.56\u00a0\u200f₪", "-1.234,56"),
    ("ja_JP-JPY", "ja_JP", "JPY", False, 2, "￥1,234", "123.45"),
    ("pt_BR-BRL", "pt_BR", "BRL", True, 2, "R$\u00a01.234,56", "1,234.56"),
    ("en_US-BHD", "en_US", "BHD", False, 2, "BHD 1.234", "1,234.567"),
    ("es_ES-EUR", "es_ES", "EUR", False, 2, "1234,56 €", "12.345,6"),
]


def steps(locale, after, native_paste, foreign_paste, negatives):
    decimal_key, grouping_key = KEYS.get(locale, (".", ","))
    groups = ["12", "34", "567"] if locale in ("en_IN", "hi_IN") else ["1", "234", "567"]
    lines = [{"type": d} for d in groups[0]]
    for group in groups[1:]:
        lines += [{"type": grouping_key}] + [{"type": d} for d in group]
    lines += [{"select": [after, after]}, {"backspace": 1}]          # over a grouping mark
    lines += [{"type": "9"}]                                           # caret after the new digit
    lines += [{"select": [after - 1, after - 1]}, {"delete": 1}]       # forward over a grouping mark
    lines += [{"blur": True}, {"focus": True}]
    lines += [{"type": decimal_key}, {"type": "5"}, {"type": "0"}, {"type": "1"}, {"type": "2"}]
    lines += [{"backspace": 2}]
    lines += [{"select": [0, after]}, {"type": "8"}]                   # selection replacement
    lines += [{"select": [0, 1]}, {"paste": "00"}]
    if negatives:
        lines += [{"select": [0, 0]}, {"type": "-"}, {"type": "-"}]
    lines += [{"clear": True}, {"paste": native_paste}, {"blur": True}, {"focus": True}]
    lines += [{"clear": True}, {"paste": foreign_paste}, {"type": "x"}, {"backspace": 1}, {"blur": True}]
    return lines


def main():
    root = pathlib.Path(__file__).resolve().parent.parent / "Fixtures" / "currency"
    root.mkdir(parents=True, exist_ok=True)
    manifest = []
    for name, locale, currency, negatives, after, native, foreign in SESSIONS:
        path = root / f"{name}.steps.jsonl"
        with path.open("w", encoding="utf-8") as out:
            for line in steps(locale, after, native, foreign, negatives):
                out.write(json.dumps(line, ensure_ascii=False, separators=(",", ":")) + "\n")
        manifest.append({"name": name, "field": "currency", "locale": locale, "currency": currency,
                         "allowNegative": negatives})
    (root / "sessions.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
