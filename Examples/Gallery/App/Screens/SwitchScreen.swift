import TerminalUI

/// `Switch`: two switches and a disabled one; a line says what they are set to.
struct SwitchScreen: GalleryScreen {
    var name: String { "Switch" }

    func makeViewController() -> ViewController {
        let wifi = Switch("Wi-Fi", value: true)
        let bluetooth = Switch("Bluetooth")
        let airplane = Switch("Airplane mode")
        airplane.isEnabled = false
        for control in [wifi, bluetooth, airplane] { control.titleWidth = 13 }
        let status = Label("")
        let update = { [weak wifi, weak bluetooth] in
            guard let wifi, let bluetooth else { return }
            status.text = "Wi-Fi \(wifi.value ? "on" : "off"), Bluetooth \(bluetooth.value ? "on" : "off")"
        }
        update()
        wifi.onChange = { _ in update() }
        bluetooth.onChange = { _ in update() }
        return PaddedScreen(title: name, [
            wifi, bluetooth, airplane, status,
            HintLabel("Space or a click flips a switch; Tab moves; Airplane mode is disabled."),
        ])
    }
}
