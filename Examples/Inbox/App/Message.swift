/// One message of the store.
struct Message: Hashable, Sendable {
    let id: Int
    let folder: Folder
    let from: String
    let subject: String
    let body: String
}
