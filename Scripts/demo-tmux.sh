#!/usr/bin/env bash
# Types into `inputfmt demo` in a real terminal (tmux) and checks what a person would see:
# grouping while typing, the caret and a selection (reverse video), the counter, inline
# messages and their colour, a refused key's reason under its field, the banner and the refused
# submit, bracketed paste, wrapping on a narrow terminal, undo and redo (Ctrl-Z, Ctrl-Y), and the
# terminal restored on exit; at 80×24, that the fields scroll under the fixed title and keys
# line to the focused one (the last, after tabbing to it) and that a 100,000-character paste
# into the note is drawn, and the next key answered, in time; in a pipe, that an unknown
# --locale is refused; then, in de_DE, ar_EG and ja_JP, that the form speaks the locale's
# language and no English word of its is on screen.                                Scripts/demo-tmux.sh
# DEMO_TMUX_SCRATCH names another build directory than .build (a build of one's own).
set -euo pipefail
cd "$(dirname "$0")/.."
export TERM="${TERM:-xterm-256color}"
if ! command -v tmux >/dev/null; then
    apt-get update -qq && apt-get install -y -qq tmux >/dev/null
fi
scratch="${DEMO_TMUX_SCRATCH:-.build}"
swift build --scratch-path "$scratch" --product inputfmt >/dev/null
bin="$PWD/$scratch/debug/inputfmt"
started=$SECONDS
session="ifk-demo-$$"
work="$(mktemp -d)"
# A tmux server of this run's own, kept alive by a session that only waits: killing one
# locale's demo must not end the server while the next one's session is being created (CI once
# failed there with "server exited unexpectedly").
tmux() { command tmux -L "ifk-demo-$$" "$@"; }
tmux new-session -d -s keeper "sleep 3600"
trap 'tmux kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
tmux new-session -d -s "$session" -x 100 -y 50 "$bin demo; stty -a > $work/stty; echo DEMO-EXITED; sleep 60"
failures=0
screen() { tmux capture-pane -p -t "$session"; }
styled() { tmux capture-pane -e -p -t "$session"; }
keys() { tmux send-keys -t "$session" "$@"; sleep 0.2; }
check() {   # description, text that must be on screen [styled]
    local capture="screen"; [ "${3:-}" = styled ] && capture="styled"
    for _ in $(seq 1 40); do
        if $capture | grep -qF -- "$2"; then echo "ok - $1"; return; fi
        sleep 0.1
    done
    echo "not ok - $1: “$2” is not on the screen"; screen | sed 's/^/    | /'; failures=$((failures + 1))
}
absent() {  # description, text that must not be on screen
    if screen | grep -qF -- "$2"; then echo "not ok - $1: “$2” is still on the screen"; failures=$((failures + 1)); else echo "ok - $1"; fi
}
ESC=$'\e'

check "the form opens with its labels, required marks and the note's counter" "Asterisks (*) mark required fields"
check "the amount's label carries the ISO code and the asterisk" "Amount (USD)*"
check "the counter starts at 0/200" "0/200"

keys 1 2 3 4 5 6 7
check "the amount groups as it is typed" "▌ 1,234,567"
keys Left Left
check "the caret is drawn on the 6 after two Left keys" "1,234,5${ESC}[7m6" styled
keys End . 5 0 9
check "a third fraction digit is refused, the text kept" "▌ 1,234,567.50"
check "… and the field says why, under it" "▲ At most 2 digits after the decimal separator"
keys Left
check "… until the next key: the helper text is back, naming the locale as ICU names it" "Amounts as written in English (United States)"
keys End
keys Tab
check "leaving the amount shows the symbol and minor units" "\$1,234,567.50"

keys 2 0 1 5 5 5 0 1 2 3
check "the phone number groups as libphonenumber groups it" "(201) 555-0123"
keys Tab 3 7
keys Tab 1 2 3 4
check "the security code takes the brand's name and length: CID, four digits for Amex" "Security code (CID)"
check "… four digits typed" "▌ 1234"
keys BTab C-u 4 1 1 1 1 1 1 1 1 1 1 1 1 1 1 2 Tab
check "a card with a wrong check digit is an error once editing ends" "✖ Check the card number: it is not valid"
check "the error is red" "${ESC}[31m✖ Check the card number" styled
keys Tab
check "the code follows the card to Visa: CVV, and its fourth digit named, not dropped" "✖ This card's security code has 3 digits"
keys BTab BSpace Tab 8 0
check "the weight shows its suffix after the value" "▌ 80 kg"
keys Tab Tab H e l l o
check "the note's counter counts what is typed" "5/200"
keys Tab 4
check "an expiry date's first digit 4 is the month 04" "▌ 04/"
keys 2 0 Tab
check "a past expiry date is an error once editing ends" "✖ This card has expired"
keys d e 8 9 3 7 0 4
check "an IBAN is upper-cased and grouped by four as it is typed" "▌ DE89 3704"
keys 0 0 4 4 0 5 3 2 0 1 3 0 0 0 9
check "… up to its country's length" "▌ DE89 3704 0044 0532 0130 00"
absent "… and refuses a character past it" "0130 009"
keys BTab BTab
keys Enter
check "submit is refused while fields are in error" "Not submitted: 3 fields need attention"
check "the banner shows while any field is in error" "✖ 3 fields need attention"
check "the empty required title says so" "✖ Enter a value"

keys BTab H i
absent "the title's error goes the moment it is corrected" "✖ Enter a value"
check "the banner counts one field less now" "✖ 2 fields need attention"
keys S-Left
check "Shift+Left selects the last character (reverse video)" "H${ESC}[7mi" styled
keys C-a X
check "Ctrl-A then typing replaces the whole title" "▌ X"
keys C-z
check "Ctrl-Z undoes the replacement: the title is back, selected as it was" "▌ Hi"
keys C-y
check "Ctrl-Y redoes it" "▌ X"
keys C-z C-z
check "a second Ctrl-Z undoes the typing before it: the title is empty again" "✖ Enter a value"
keys C-y C-y
check "… and Ctrl-Y twice brings both back" "▌ X"

keys BTab BTab BTab BTab C-u
tmux set-buffer -- "+44 (0)20 7031 3000"
tmux paste-buffer -p -t "$session"; sleep 0.3
check "a bracketed paste is one edit, read as an international number" "▌ +44 20 7031 3000"

tmux resize-window -t "$session" -x 34; sleep 0.5
check "on a narrow terminal the card's message wraps under the field" "  ✖ Check the card number: it is"
check "… and goes on on the next line" "  not valid"
check "… and the keys line breaks between its items, not inside one" "Shift+arrows select · Ctrl-A all"
tmux resize-window -t "$session" -x 100; sleep 0.3

keys Escape
check "Esc leaves the demo" "DEMO-EXITED"
if grep -q -- " icanon" "$work/stty" && grep -q -- " echo" "$work/stty"; then
    echo "ok - the terminal is restored (canonical mode and echo back)"
else
    echo "not ok - the terminal is not restored"; failures=$((failures + 1))
fi

# At 80×24, CI's terminal, the form is taller than the screen: the fields scroll between the
# fixed title and keys line so that the focused one is on screen.
tmux kill-session -t "$session" 2>/dev/null || true
session="ifk-demo-$$-80x24"
tmux new-session -d -s "$session" -x 80 -y 24 "$bin demo; sleep 60"
check "80×24: the form opens at its top: the title" "InputFormatKit demo · en_US · USD"
check "… and the first field, the amount, under it" "Amount (USD)*"
check "80×24: the keys line wraps between its items" "Ctrl-Y redo · Enter submit · Esc quit"
if screen | grep -qE '·[[:space:]]*$'; then echo "not ok - … a line of keys ends in “·”"; failures=$((failures + 1)); else echo "ok - … no line ends in “·”"; fi
keys Tab Tab Tab Tab Tab Tab Tab Tab
keys 1
check "80×24: after tabbing to the last field (IBAN) its refused key's reason is on screen, under it" "▲ “1” can’t be entered here"
keys d e 8 9
check "80×24: … and what is typed into it" "▌ DE89"
keys Tab 4
check "80×24: the date of birth after it, in en_US's order: a first digit 4 is the month 04" "▌ 04/"
keys 2 0 2 0 9 9 BTab
check "… a date after today is an error once editing ends" "✖ Enter a date on or before"
first_line() { screen | head -1; }
if first_line | grep -qF "InputFormatKit demo · en_US · USD"; then echo "ok - 80×24: the title is still the first line"; else
    echo "not ok - 80×24: the title scrolled away: $(first_line)"; screen | sed 's/^/    | /'; failures=$((failures + 1)); fi
if [ "$(screen | wc -l)" -le 24 ] && screen | tail -2 | grep -qF "Esc quit"; then echo "ok - 80×24: the keys line is still the last"; else
    echo "not ok - 80×24: the keys line is not at the bottom"; screen | sed 's/^/    | /'; failures=$((failures + 1)); fi

# A 100,000-character paste into the note: drawn in seconds, and each key after it answered at
# once (drawing a field costs what is shown, not the square of its length).
millis() { date +%s%3N; }
within() {  # description, text that must be on screen, seconds allowed
    local from; from=$(millis)
    while [ $(( $(millis) - from )) -le $(( $3 * 1000 )) ]; do
        if screen | grep -qF -- "$2"; then echo "ok - $1 ($(( $(millis) - from )) ms)"; return; fi
        sleep 0.02
    done
    echo "not ok - $1: “$2” is not on the screen after $3 s"; screen | sed 's/^/    | /'; failures=$((failures + 1))
}
keys BTab BTab
awk 'BEGIN { for (i = 0; i < 20000; i++) printf "w%04d", i % 10000 }' > "$work/paste"   # 100,000 characters
tmux load-buffer "$work/paste"
tmux paste-buffer -p -t "$session"
within "80×24: a 100,000-character paste into the note is drawn, counted" "100000/200" 5
within "… its last row shown, the caret after it" "w9999" 1
tmux send-keys -t "$session" x
within "… the next key is answered" "100001/200" 2
tmux send-keys -t "$session" BSpace
within "… and the one after it" "100000/200" 2
keys Escape

# Replayed (standard input not a terminal), the demo refuses an unknown --locale as the form does.
if "$bin" demo --locale xx_YY < /dev/null > "$work/pipe.out" 2> "$work/pipe.err"; then status=0; else status=$?; fi
if [ "$status" = 2 ] && grep -qF "unknown locale “xx_YY”" "$work/pipe.err" && [ ! -s "$work/pipe.out" ]; then
    echo "ok - in a pipe, an unknown --locale ends the demo with status 2 and says so"
else
    echo "not ok - in a pipe, --locale xx_YY: status $status, $(cat "$work/pipe.err")"; failures=$((failures + 1))
fi

# The demo speaks the language of --locale: after typing that shows every kind of message
# (a phone number, a card number and an expiry date too short or wrong, an empty required
# title, a note past its limit, a refused submit), no English word of the form's is on screen.
english=(Amount Phone Card number Security code Weight Title Note Expiry date Whole kilograms Anything know
         Start another country spaces Submitted submitted Asterisks mark required optional field fields need needs
         attention value Check valid whole Reduce characters Character limit left Read-only select clear
         submit quit next arrows all writes amounts demo back front month year undo redo)
printf '%s\n' "${english[@]}" > "$work/english"
for case in "de_DE EUR Verringern Sie die Zeichenanzahl" "ar_EG EGP قلّل عدد الأحرف" "ja_JP JPY 文字数を減らしてください"; do
    read -r locale currency reduce <<< "$case"
    tmux kill-session -t "$session" 2>/dev/null || true
    session="ifk-demo-$$-$locale"
    tmux new-session -d -s "$session" -x 100 -y 50 "$bin demo --locale $locale --currency $currency; sleep 60"
    check "$locale: the demo opens in its language" "· $locale · $currency"
    keys 1 2 3 4 Tab 1 2 3 Tab 4 1 1 1 1 1 1 1 1 1 1 1 1 1 1 2 Tab Tab Tab Tab
    tmux send-keys -t "$session" -l "$(printf 'x%.0s' $(seq 1 201))"; sleep 0.3
    keys Tab 4 Tab d e 1 2 Tab Enter
    check "$locale: the note past its limit says so in its language" "$reduce"
    found="$(screen | grep -owF -f "$work/english" | sort -u | tr '\n' ' ' || true)"
    if [ -z "$found" ]; then
        echo "ok - $locale: no English word of the form's on the screen"
    else
        echo "not ok - $locale: English on the screen: $found"; screen | sed 's/^/    | /'; failures=$((failures + 1))
    fi
done

echo "demo-tmux: $failures failure(s) in $((SECONDS - started)) s"
exit $((failures > 0))
