#!/usr/bin/env python3
"""Writes the edit entry points, compiled ahead for each of the library's own formatters.

    this script's FORMATTERS  ->  Sources/InputFormatKit/Core/EditEntryPoints.swift

An app's optimized build calls a generic function of the library through its generic code,
unless the library exports a version compiled for the types the app uses
(`@_specialize(exported: true, …)`). The three ways an edit comes in, `InputFormatter.apply(_:to:)`,
`InputField.apply(_:)` and `FormField.apply(_:)`, and the end of editing, `FormField.blur()`, are
therefore each given the whole list of the library's formatters. Swift cannot share a list of attributes between declarations, so this script
is the one place the list is kept: add a formatter to FORMATTERS and run it. Each entry point is a
thin public function that calls the generic code in the module, which the compiler specializes
with it. Their doc comments are written here too.

`Scripts/check-generated.sh` runs it and fails on any difference.

    python3 Scripts/make-prespecializations.py
"""
import os

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
OUTPUT = os.path.join(ROOT, "Sources", "InputFormatKit", "Core", "EditEntryPoints.swift")

# The formatters a keystroke is compiled for in the library (Performance.md, "Keep the field and
# mutate it"): every formatter the library offers, and the affixes a currency, a mask or a note wears.
FORMATTERS = [
    "MaskFormatter",
    "CardNumberFormatter",
    "PhoneFormatter",
    "CurrencyFormatter",
    "NumberFieldFormatter",
    "DateFieldFormatter",
    "TimeOfDayFormatter",
    "PlainTextFormatter",
    "IBANFormatter",
    "ExpiryDateFormatter",
    "SecurityCodeFormatter",
    "AffixedFormatter<CurrencyFormatter>",
    "AffixedFormatter<MaskFormatter>",
    "AffixedFormatter<PlainTextFormatter>",
]

# (the extended type, the name of the formatter in it, the doc comment, the attributes before the
# specializations, the declaration, the body)
ENTRY_POINTS = [
    ("InputFormatter", "Self", """\
Applies `edit` to `field` and returns what the field shows next, its value and whether
the edit was refused.

```swift
let formatter = try CurrencyFormatter(locale: "en_US", currency: "USD")
let field = FieldText("1,234.56", selection: 2..<2)          // 1,|234.56
formatter.apply(.backspace(in: field), to: field).field     // |234.56
```

- Complexity: O(*n*) in the length of the field's text and of a pasted text. A formatter that lays
  its text out reads the raw characters from the text and lays them out again; plain text is
  spliced where it changes, but into a copy of the text (the caller keeps its own) and after a
  scan of it from its nearer end to the edit. ``InputField`` keeps its state between edits
  instead.""",
     [], "public func apply(_ edit: Edit, to field: FieldText) -> EditResult<Value>",
     "applyDerivingLayout(edit, to: field)"),
    ("InputField", "Formatter", """\
Applies one edit and returns its result. An edit while the field is not focused is refused
with ``EditRejection/notFocused``.

```swift
field.apply(Edit(replacing: 0..<0, with: "5"))
```

- Complexity: O(*n*) in the length of the raw characters for a formatter that lays them out (the
  field keeps their layout, so they are not read from the text again), and of a pasted text.
  Plain text is edited in place: O(*m*) in the changed part, plus the bytes after it moved and
  the text scanned, eight bytes at a time, from its nearer end to the edit (O(*n*) in the middle
  of a long text); typing or deleting on in one undo group also copies what the group changed so
  far. Between affixes, the value read for the result and the raw characters the field keeps are
  copied too (O(*n*)).""",
     ["@discardableResult"], "public mutating func apply(_ edit: Edit) -> EditResult<Formatter.Value>",
     "apply(edit, memo: nil)"),
    ("FormField", "Formatter", """\
Applies one edit; refused while disabled or read-only, or when nothing of it fits under a
stop-at-limit counter.

```swift
field.apply(Edit(replacing: 0..<0, with: "Hi"))
```

- Complexity: that of `InputField.apply(_:)`, plus the counter updated from the change the edit
  reports (from the changed part alone for a character appended and for plain text; raw
  characters a formatter rewrote are scanned, O(*n*), and when they are not plain ASCII compared
  with the old ones) and the rules when they run on every edit. Near a stop-at-limit counter's
  limit the field before the edit is kept, so plain text is copied (O(*n*)); an edit that would
  pass the limit is tried again O(log *p*) times, *p* the clusters it inserts.""",
     ["@discardableResult"], "public mutating func apply(_ edit: Edit) -> EditResult<Formatter.Value>",
     "applyEdit(edit)"),
    ("FormField", "Formatter", """\
Ends editing: the value is tidied and the rules run.

```swift
field.blur()
```

- Complexity: O(*n*) in the length of the raw characters (finished, written as the finished text,
  counted where they changed), plus what the rules cost (a pattern rule compiles its regular
  expression and matches it).""",
     [], "public mutating func blur()", "endEditing()"),
]


def entry_point(extended, name, doc, attributes, declaration, body):
    lines = [f"extension {extended} {{"]
    lines += [f"    /// {line}".rstrip() for line in doc.split("\n")]
    lines += [f"    {attribute}" for attribute in attributes]
    lines += [f"    @_specialize(exported: true, where {name} == {formatter})" for formatter in FORMATTERS]
    lines += [f"    {declaration} {{", f"        {body}", "    }", "}"]
    return "\n".join(lines)


def main():
    header = ("// Generated by Scripts/make-prespecializations.py, which keeps the one list of the formatters\n"
              "// these entry points are compiled for. Do not edit; edit the script and run it again.\n")
    text = header + "\n" + "\n\n".join(entry_point(*point) for point in ENTRY_POINTS) + "\n"
    with open(OUTPUT, "w", encoding="utf-8") as file:
        file.write(text)


if __name__ == "__main__":
    main()
