import LCoordinator

/// The first screen: a form whose first field is the app's own `DatePicker`; Book says what
/// was booked, read back typed from the form's values. `l` pushes the Load screen.
@MainActor
public final class BookingCoordinator: BaseRouterCoordinator {
    override public func start() {
        let form = FormView([
            .control(Booking.checkIn, label: "Check-in", value: Booking.firstDate,
                     validate: { $0 < Booking.firstDate ? "Pick \(Booking.firstDate) or later" : nil }) { DatePicker() },
            .number(Booking.nights, label: "Nights", value: 2, range: 1...14),
        ], submitTitle: "Book", hint: "↑↓ change the date; Tab moves; l shows the load.")
        let screen = FormViewController(title: "Booking", form: form)
        form.onSubmit = { [weak screen] values in
            let checkIn: CalendarDate? = values[Booking.checkIn]
            screen?.window?.showStatus("Booked \(values[Booking.nights]) nights from \(checkIn.map(String.init(describing:)) ?? "?")")
        }
        screen.keyBindings = [KeyBinding(.char("l"), title: "Load") { [weak self] in self?.showLoad() }]
        perform(screen, from: self)
    }

    func showLoad() {
        let load = LoadCoordinator(router: router)   // pushed; Esc pops it and releases it
        addChildCoordinator(load)
        load.start()
    }
}
