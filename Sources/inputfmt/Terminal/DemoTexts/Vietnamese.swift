extension DemoText {
    /// Vietnamese.
    static let vietnamese = DemoText(
        title: "Bản demo InputFormatKit · {locale} · {currency}",
        amount: "Số tiền",
        amountHelper: "Số tiền viết theo kiểu {locale}",
        phone: "Điện thoại",
        phoneHelper: "Bắt đầu bằng + cho quốc gia khác",
        cardNumber: "Số thẻ",
        securityCode: "Mã bảo mật",
        securityCodeHelper: "Ở mặt sau của thẻ (mặt trước với American Express)",
        weight: "Cân nặng",
        weightHelper: "Tính bằng kilôgam, tối đa một chữ số thập phân",
        titleLabel: "Tiêu đề",
        note: "Ghi chú",
        noteHelper: "Bất cứ điều gì chúng tôi cần biết",
        expiryDate: "Ngày hết hạn",
        expiryHelper: "MM/YY",
        birthDate: "Ngày sinh",
        birthDateHelper: "Ví dụ: {example}",
        iban: "IBAN",
        ibanHelper: "Của bất kỳ quốc gia nào, có hoặc không có dấu cách",
        submitted: "Đã gửi: {values}",
        notSubmitted: "Chưa gửi: {reason}",
        keys: "Tab trường tiếp theo · Shift+mũi tên chọn · Ctrl-A tất cả · Ctrl-U xóa · Ctrl-Z hoàn tác · Ctrl-Y làm lại · Enter gửi · Esc thoát")
}
