import TerminalUI

/// `Stepper`: a quantity from 1 to 10, a volume in steps of 25, and a disabled one.
struct StepperScreen: GalleryScreen {
    var name: String { "Stepper" }

    func makeViewController() -> ViewController {
        let quantity = Stepper("Quantity", value: 1, range: 1...10)
        let volume = Stepper("Volume", value: 50, range: 0...100, step: 25)
        let seats = Stepper("Seats", value: 2, range: 1...4)
        seats.isEnabled = false
        for control in [quantity, volume, seats] { control.titleWidth = 8 }
        let status = Label("")
        let update = { [weak quantity, weak volume] in
            guard let quantity, let volume else { return }
            status.text = "\(quantity.value) at volume \(volume.value)"
        }
        update()
        quantity.onChange = { _ in update() }
        volume.onChange = { _ in update() }
        return PaddedScreen(title: name, spacing: 0, [
            quantity, volume, seats, Spacer(), status, Spacer(),
            HintLabel("← - and → + step, Home and End go to the ends; Seats is disabled."),
        ])
    }
}
