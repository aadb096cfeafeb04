#!/usr/bin/env python3
"""Writes the phone formats of every region, and the libphonenumber checks of them.

Source: Google's libphonenumber metadata as the PyPI package `phonenumbers` carries it
(`pip install phonenumbers==9.0.43`). The version used is written into every output.

Outputs (all committed):

* `Sources/InputFormatKit/Phones/PhoneFormatTable+Data.swift`: the formats and the number
  patterns (for validity) in our compact text form (documented in `PhoneFormatTable.swift`),
  one raw string literal.
* `Fixtures/phones/examples.tsv`: every example number of every region, typed digit by digit
  in its region (national: the digits of libphonenumber's national format; international: `+`,
  the country calling code and the national number), with the text libphonenumber's
  `AsYouTypeFormatter` shows after the last digit. The agreement test reads it.
* `Fixtures/phones/sessions.json`, `Fixtures/phones/*.steps.jsonl`: keystroke sessions for the
  regions that issue 3 names, national and international; `Fixtures/phones/oracle.tsv` holds
  libphonenumber's text for every raw input those sessions reach, so every state of a session
  is checked against libphonenumber itself, not against the code that produced it.
"""
import json
import pathlib
import re
import sys

import phonenumbers
from phonenumbers import AsYouTypeFormatter, PhoneNumberFormat, PhoneNumberType
from phonenumbers.phonemetadata import PhoneMetadata
from phonenumbers.phonenumberutil import (_formatting_rule_has_first_group_only,
                                          normalize_digits_only)
from phonenumbers.asyoutypeformatter import _ELIGIBLE_FORMAT_PATTERN as AYTF_ELIGIBLE

ROOT = pathlib.Path(__file__).resolve().parent.parent
VERSION = phonenumbers.__version__
ALLOWED = re.compile(r"^[0-9()?:|\[\]\-\\d{},$]*$")
PLACEHOLDER = "#"
# The number types whose patterns decide validity, in libphonenumber's order.
NUMBER_TYPES = ["premium_rate", "toll_free", "shared_cost", "voip", "personal_number", "pager", "uan",
                "voicemail", "fixed_line", "mobile"]
SESSION_REGIONS = ["US", "CA", "GB", "DE", "FR", "IT", "ES", "NL", "CH", "IN", "BR", "MX", "JP",
                   "CN", "KR", "RU", "AU", "ZA", "EG", "SA"]
TYPES = [PhoneNumberType.FIXED_LINE, PhoneNumberType.MOBILE, PhoneNumberType.TOLL_FREE,
         PhoneNumberType.PREMIUM_RATE, PhoneNumberType.SHARED_COST, PhoneNumberType.VOIP,
         PhoneNumberType.PERSONAL_NUMBER, PhoneNumberType.PAGER, PhoneNumberType.UAN,
         PhoneNumberType.VOICEMAIL]


def pattern(text):
    """A regular expression of the metadata, checked to use only what PhonePattern reads."""
    text = text or ""
    if not ALLOWED.match(text):
        sys.exit(f"pattern outside the supported syntax: {text!r}")
    return text


def template(number_format):
    """libphonenumber's formatting template: the pattern matched in fifteen 9s, then formatted."""
    number_re = re.compile(number_format.pattern)
    match = number_re.search("999999999999999")
    if match is None:
        return ""
    formatted = number_re.sub(number_format.format, match.group(0))
    if PLACEHOLDER in formatted:
        sys.exit(f"format uses the placeholder: {number_format.format!r}")
    return formatted.replace("9", PLACEHOLDER)


def format_line(kind, number_format):
    flags = ""
    rule = number_format.national_prefix_formatting_rule
    if re.fullmatch(AYTF_ELIGIBLE, number_format.format):
        flags += "e"
    if _formatting_rule_has_first_group_only(rule):
        flags += "g"
    if number_format.national_prefix_optional_when_formatting:
        flags += "o"
    if number_format.domestic_carrier_code_formatting_rule is not None:
        flags += "c"
    if rule is not None and re.search("[- ]", rule):
        flags += "s"
    output = re.sub(r"\\(\d)", r"$\1", number_format.format)
    fields = [kind, flags or "-", pattern(number_format.pattern), output, template(number_format)]
    fields += [pattern(p) for p in number_format.leading_digits_pattern]
    return "\t".join(fields)


def plan_lines(region, metadata, main):
    general = metadata.general_desc
    lengths = ",".join(str(n) for n in (general.possible_length or ()) if n > 0)
    fields = ["P", region, str(metadata.country_code),
              pattern(metadata.international_prefix) or "-",
              pattern(metadata.national_prefix_for_parsing) or "-",
              lengths or "-",
              pattern(metadata.leading_digits) or "-",
              pattern(general.national_number_pattern) or "-"]
    lines = ["\t".join(fields)]
    for name in NUMBER_TYPES:
        desc = getattr(metadata, name)
        if desc is None or not desc.national_number_pattern or tuple(desc.possible_length or ()) == (-1,):
            continue
        own = ",".join(str(n) for n in (desc.possible_length or ()) if n > 0) or lengths
        lines.append("\t".join(["T", name, own or "-", pattern(desc.national_number_pattern)]))
    if main:
        lines += [format_line("N", f) for f in metadata.number_format]
        lines += [format_line("I", f) for f in metadata.intl_number_format]
    return lines


def table():
    lines = []
    for code in sorted(phonenumbers.COUNTRY_CODE_TO_REGION_CODE):
        regions = phonenumbers.COUNTRY_CODE_TO_REGION_CODE[code]
        lines.append("\t".join(["C", str(code)] + list(regions)))
        for index, region in enumerate(regions):
            if region == "001":
                metadata = PhoneMetadata.metadata_for_nongeo_region(code)
                lines += plan_lines("001", metadata, True)
            else:
                metadata = PhoneMetadata.metadata_for_region(region)
                lines += plan_lines(region, metadata, index == 0)
    return lines


def write_table():
    lines = table()
    body = "\n".join(lines)
    if '"""#' in body:
        sys.exit("the data would end the raw string literal")
    swift = f'''// Generated by Scripts/make-phone-formats.py from libphonenumber's metadata as carried by
// the PyPI package phonenumbers {VERSION}. Do not edit; run the script again.

extension PhoneFormatTable {{
    /// The version of libphonenumber's metadata this table was generated from.
    ///
    /// ```swift
    /// PhoneFormatTable.sourceVersion   // "{VERSION}"
    /// ```
    public static let sourceVersion = "{VERSION}"

    /// The table in its compact text form; see ``PhoneFormatTable`` for the grammar.
    static let source = #"""
{body}
"""#
}}
'''
    path = ROOT / "Sources/InputFormatKit/Phones/PhoneFormatTable+Data.swift"
    path.write_text(swift, encoding="utf-8")
    print(f"{path.relative_to(ROOT)}: {len(lines)} lines, {len(body)} characters")


def as_you_type(region, typed):
    formatter = AsYouTypeFormatter(region)
    outputs = []
    for char in typed:
        outputs.append(formatter.input_digit(char))
    return outputs


def typed_forms(number):
    national = normalize_digits_only(phonenumbers.format_number(number, PhoneNumberFormat.NATIONAL))
    international = "+" + str(number.country_code) + phonenumbers.national_significant_number(number)
    return national, international


def examples():
    rows = []
    for region in sorted(phonenumbers.SUPPORTED_REGIONS):
        seen = set()
        for number_type in TYPES:
            number = phonenumbers.example_number_for_type(region, number_type)
            if number is None:
                continue
            national, international = typed_forms(number)
            for kind, typed in (("national", national), ("international", international)):
                if (kind, typed) in seen:
                    continue
                seen.add((kind, typed))
                rows.append("\t".join([region, kind, typed, as_you_type(region, typed)[-1]]))
    return rows


def write_examples():
    path = ROOT / "Fixtures/phones/examples.tsv"
    header = (f"# libphonenumber {VERSION} (PyPI phonenumbers): region, kind, digits typed one by one,"
              f" AsYouTypeFormatter's text after the last digit\n")
    rows = examples()
    path.write_text(header + "\n".join(rows) + "\n", encoding="utf-8")
    print(f"{path.relative_to(ROOT)}: {len(rows)} numbers")


def session_steps(national_digits, international_text):
    steps = [{"type": d} for d in national_digits]
    steps += [{"backspace": 1}, {"backspace": 1}, {"backspace": 1}]
    steps += [{"type": d} for d in national_digits[-3:]]
    steps += [{"blur": True}, {"focus": True}]
    steps += [{"select": [0, 0]}, {"delete": 1}]       # forward delete of the first digit
    steps += [{"clear": True}, {"paste": international_text}]
    steps += [{"backspace": 2}]
    steps += [{"clear": True}]
    steps += [{"type": d} for d in "+" + normalize_digits_only(international_text)]
    return steps


def validity(raw, region):
    """libphonenumber's verdict on digits typed in a region's field, and the number's region."""
    try:
        number = phonenumbers.parse(raw, region)
    except phonenumbers.NumberParseException:
        return ("false", "-")
    if not phonenumbers.is_valid_number(number):
        return ("false", "-")
    return ("true", phonenumbers.region_code_for_number(number) or "-")


def write_sessions():
    directory = ROOT / "Fixtures/phones"
    manifest = []
    oracle = {}
    for region in SESSION_REGIONS:
        number = phonenumbers.example_number_for_type(region, PhoneNumberType.MOBILE) \
            or phonenumbers.example_number(region)
        national, international = typed_forms(number)
        pasted = phonenumbers.format_number(number, PhoneNumberFormat.INTERNATIONAL)
        name = f"{region}"
        steps = session_steps(national, pasted)
        (directory / f"{name}.steps.jsonl").write_text(
            "".join(json.dumps(step, ensure_ascii=False) + "\n" for step in steps), encoding="utf-8")
        manifest.append({"name": name, "field": "phone", "region": region})
        # Every raw input the session reaches is a prefix of one of these, or the number with
        # its first digit deleted.
        for typed in (national, international, national[1:]):
            for end, text in enumerate(as_you_type(region, typed), start=1):
                oracle[(region, typed[:end])] = (text,) + validity(typed[:end], region)
    (directory / "sessions.json").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
    rows = ["\t".join((region, raw) + values) for (region, raw), values in sorted(oracle.items())]
    header = (f"# libphonenumber {VERSION} (PyPI phonenumbers): region, raw digits, AsYouTypeFormatter's text,"
              f" is_valid_number, region_code_for_number of a valid number\n")
    (directory / "oracle.tsv").write_text(header + "\n".join(rows) + "\n", encoding="utf-8")
    print(f"Fixtures/phones: {len(manifest)} sessions, {len(rows)} oracle texts")


def main():
    (ROOT / "Fixtures/phones").mkdir(parents=True, exist_ok=True)
    write_table()
    write_examples()
    write_sessions()


if __name__ == "__main__":
    main()
