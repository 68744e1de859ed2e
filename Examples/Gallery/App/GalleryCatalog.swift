/// The widgets the gallery lists, in order: one line per widget screen.
@MainActor
enum GalleryCatalog {
    static let screens: [any GalleryScreen] = [
        SwitchScreen(),
        CheckboxScreen(),
        RadioGroupScreen(),
        StepperScreen(),
        ProgressBarScreen(),
        SegmentedControlScreen(),
        SelectScreen(),
        SecureFieldScreen(),
        TextAreaScreen(),
        FormScreen(),
        DataTableScreen(),
        TreeScreen(),
        ScrollViewScreen(),
        LogViewScreen(),
        ListFilterScreen(),
        BasicsScreen(),
        CustomWidgetsScreen(),
        MillionRowsScreen(),
    ]
}
