extension DemoText {
    /// Korean.
    static let korean = DemoText(
        title: "InputFormatKit 데모 · {locale} · {currency}",
        amount: "금액",
        amountHelper: "{locale}의 금액 표기 방식",
        phone: "전화번호",
        phoneHelper: "다른 국가는 +로 시작하세요",
        cardNumber: "카드 번호",
        securityCode: "보안 코드",
        securityCodeHelper: "카드 뒷면 (American Express는 앞면)",
        weight: "무게",
        weightHelper: "킬로그램 단위, 소수점 이하 한 자리까지",
        titleLabel: "제목",
        note: "메모",
        noteHelper: "저희가 알아야 할 내용",
        expiryDate: "유효기간",
        expiryHelper: "MM/YY",
        birthDate: "생년월일",
        birthDateHelper: "예: {example}",
        iban: "IBAN",
        ibanHelper: "모든 국가, 공백 유무 상관없음",
        submitted: "제출됨: {values}",
        notSubmitted: "제출되지 않음: {reason}",
        keys: "Tab 다음 필드 · Shift+화살표 선택 · Ctrl-A 전체 · Ctrl-U 지우기 · Ctrl-Z 실행 취소 · Ctrl-Y 다시 실행 · Enter 제출 · Esc 종료")
}
