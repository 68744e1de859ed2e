/// What a piece of work added to resident memory (VmRSS read before and after it) and how long
/// it took: the key-memory and the large-list runs report it alike.
struct ResidentGrowth {
    let beforeKibibytes: Int
    let afterKibibytes: Int
    let duration: Duration

    var addedKibibytes: Int { afterKibibytes - beforeKibibytes }
}
