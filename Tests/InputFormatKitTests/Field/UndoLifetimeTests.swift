@testable import InputFormatKit
import Testing

/// What the undo history keeps is released once it is no longer needed: the memo of an open
/// group, of groups dropped past the limit and of undone groups a new edit clears.
@Suite("Undo history lifetimes")
struct UndoLifetimeTests {
    static func memo() -> FormUndoMemo {
        FormUndoMemo(.init(ruleError: nil, success: nil, warning: nil, validatesEveryEdit: false))
    }
    static func snapshot(_ text: String) -> UndoHistory.Snapshot {
        UndoHistory.Snapshot(text: text, selection: text.utf16.count..<text.utf16.count, raw: text)
    }

    @Test("an open group's memo is kept while it is open, and released once the group is gone")
    func openGroupReleased() {
        weak var weakOpen: FormUndoMemo?
        weak var weakSingle: FormUndoMemo?
        var history = UndoHistory(limit: 1)
        do {
            let open = Self.memo()
            weakOpen = open
            history.started(.typing, before: Self.snapshot(""), after: nil, memo: open)
        }
        #expect(weakOpen != nil)   // only the open group holds it
        do {
            let single = Self.memo()
            weakSingle = single
            // A group of its own closes the open one and replaces it (limit 1).
            history.started(.single, before: Self.snapshot("a"), after: Self.snapshot("ab"), memo: single)
        }
        #expect(weakOpen == nil)   // the typing group was dropped past the limit
        #expect(weakSingle != nil)
        history.started(.typing, before: Self.snapshot("ab"), after: nil, memo: nil)
        history.started(.deleting, before: Self.snapshot("abc"), after: nil, memo: nil)
        #expect(weakSingle == nil)
    }

    @Test("groups dropped past the limit, and undone groups a new edit clears, are released")
    func ringReleases() {
        var weaks: [() -> FormUndoMemo?] = []
        var history = UndoHistory(limit: 3)
        var text = ""
        for index in 0..<8 {
            let memo = Self.memo()
            weaks.append { [weak memo] in memo }
            let before = Self.snapshot(text)
            text += "w\(index) "
            history.started(.single, before: before, after: Self.snapshot(text), memo: memo)
        }
        #expect(weaks.map { $0() == nil } == [true, true, true, true, true, false, false, false])
        var now = Self.snapshot(text)
        for _ in 0..<2 {   // the redo keeps the memo handed to the undo
            let kept = Self.memo()
            weaks.append { [weak kept] in kept }
            now = history.undo(from: now, memo: kept)!.state
        }
        #expect(now.text == "w0 w1 w2 w3 w4 w5 ")
        #expect(weaks.map { $0() == nil } == [true, true, true, true, true, false, true, true, false, false])
        history.started(.single, before: now, after: Self.snapshot(now.text + "x"), memo: nil)
        #expect(weaks.map { $0() == nil } == [true, true, true, true, true, false, true, true, true, true])
    }
}
