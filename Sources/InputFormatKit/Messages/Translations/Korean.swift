extension Translation {
    /// Korean: `ko` and every Korean locale (`ko_KR`, `ko_KP`); no plural forms.
    static let korean = Translation("ko", name: "Korean (한국어)", texts: [
        .characterLimitReached: "글자 수 제한에 도달했습니다",
        .reduceCharacters: "글자 수를 줄이세요",
        .readOnlyField: "읽기 전용 필드",
        .requiredFieldAccessibility: "{label}, 필수",
        .optionalFieldAccessibility: "{label}, 선택 사항",
        .emptyValueAccessibility: "비어 있음",
        .cardRecognized: "카드 인식됨: {brand}",
        .errorCorrected: "오류가 수정됨",
        .optionalMark: "(선택 사항)",
        .requiredFieldsNote: "별표(*)가 표시된 항목은 필수입니다",
        .remainingZero: "남은 글자가 없습니다",
        .valueRequired: "값을 입력하세요",
        .patternMismatch: "이 값의 형식을 확인하세요",
        .cardIncomplete: "카드 번호를 모두 입력하세요",
        .cardInvalidChecksum: "카드 번호를 확인하세요. 유효하지 않은 번호입니다",
        .cardUnsupportedLength: "카드 번호의 자릿수가 너무 많습니다",
        .cardUnknownBrand: "카드 번호를 확인하세요. 이 숫자로 시작하는 카드 브랜드가 없습니다",
        .amountAboveMaximum: "{maximum} 이하의 금액을 입력하세요",
        .phoneIncomplete: "전화번호를 모두 입력하세요",
        .phoneTooLong: "전화번호의 자릿수가 너무 많습니다",
        .securityCodeIncomplete: "{digits}자리 보안 코드를 입력하세요",
        .securityCodeTooLong: "이 카드의 보안 코드는 {digits}자리입니다",
        .expiryIncomplete: "월과 연도를 MM/YY 형식으로 입력하세요",
        .expiryInvalidMonth: "월을 확인하세요. 01에서 12 사이여야 합니다",
        .expiryExpired: "유효기간이 지난 카드입니다",
        .expiryTooFarAhead: "연도를 확인하세요. 너무 먼 미래입니다",
        .ibanIncomplete: "IBAN을 모두 입력하세요",
        .ibanInvalidChecksum: "IBAN을 확인하세요. 유효하지 않은 IBAN입니다",
        .ibanTooLong: "이 IBAN은 해당 국가의 IBAN보다 깁니다",
        .phoneInvalid: "전화번호를 확인하세요. {region}의 번호 형식과 일치하지 않습니다",
    ], counted: [
        .bannerOther: [
            .other: "{count}개 항목을 확인해야 합니다",
        ],
        .remainingOther: [
            .other: "{count}자 남음",
        ],
        .overOther: [
            .other: "{count}자 초과",
        ],
        .tooShortOther: [
            .other: "{limit}자 이상 입력하세요",
        ],
        .tooLongOther: [
            .other: "{limit}자 이하로 입력하세요",
        ],
    ])
}
