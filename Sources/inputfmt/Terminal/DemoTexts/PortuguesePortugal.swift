extension DemoText {
    /// European Portuguese: the Brazilian words where they are the same.
    static let portuguesePortugal: DemoText = {
        var text = portugueseBrazil
        text.amount = "Montante"
        text.amountHelper = "Montantes escritos como em {locale}"
        text.phoneHelper = "Comece por + para outro país"
        text.note = "Nota"
        text.noteHelper = "Algo que devamos saber"
        text.keys = "Tab campo seguinte · Shift+setas selecionar · Ctrl-A tudo · Ctrl-U limpar · Ctrl-Z anular · Ctrl-Y refazer · Enter enviar · Esc sair"
        return text
    }()
}
