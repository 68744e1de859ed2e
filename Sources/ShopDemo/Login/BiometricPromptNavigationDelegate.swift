/// What the biometric prompt asks of its coordinator: the user touched the sensor.
@MainActor
protocol BiometricPromptNavigationDelegate: AnyObject {
    func biometricPromptDidConfirm()
}
