import ShopDemo
import TerminalCore
import TerminalUI
import Testing

/// The Shop as an SSH session (`--serve-ssh`): it greets the connected user by name; a local
/// run greets nobody.
@MainActor
struct ShopConnectedUserTests {
    @Test func theShopGreetsTheConnectedUserByName() async {
        let terminal = HeadlessTerminal()
        let shop = ShopApp(terminal: terminal, clock: VirtualClock(),
                           environment: [ConnectedUser.userVariable: "alice", ConnectedUser.fingerprintVariable: "SHA256:x"])
        shop.start(route: .home)
        await shop.application.waitForWork()
        #expect(shop.connectedUser?.name == "alice")
        #expect(terminal.contains("Hello, alice! Welcome to the Shop over SSH; q leaves."), "\(terminal)")
    }

    @Test func aLocalRunGreetsNobody() async {
        let terminal = HeadlessTerminal()
        let shop = ShopApp(terminal: terminal, clock: VirtualClock())
        shop.start(route: .home)
        await shop.application.waitForWork()
        #expect(shop.connectedUser == nil)
        #expect(!terminal.contains("over SSH"), "\(terminal)")
    }
}
