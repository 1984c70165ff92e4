//! A gallery of common GEMM tilings, written with [`layouts!`](crate::layouts).
//!
//! Every alias below was evaluated while this crate compiled: rustdoc shows the concrete
//! `Layout<...>` type, the layout in CuTe notation and its table, and the compiler has checked
//! that the trait-level algebra (`LogicalDivide<...>` etc.) resolves to exactly that type.

use crate::layouts;

layouts! {
    /// A 128x64 tile of a row-major matrix with leading dimension 64 (shared memory of a GEMM
    /// block, K contiguous).
    pub type SmemA = (128,64):(64,1);

    /// [`SmemA`] divided into 32x8 blocks: mode 0 is one block, mode 1 enumerates the 4x8 blocks.
    pub type SmemABlocks = logical_divide(SmemA, (32,8));

    /// The same division, with the block modes and the block-index modes gathered:
    /// `((32,8),(4,8))`. `local_tile` is this, indexed in mode 1.
    pub type SmemAZipped = zipped_divide(SmemA, (32,8));

    /// 256 threads arranged 32x8, row-major (thread `t` sits at row `t / 8`, column `t % 8`).
    pub type Threads = (32,8):(8,1);

    /// A 2x2 register tile per thread, repeated over a 4x8 grid of threads with the tiles
    /// side by side (each thread owns a contiguous 2x2 block).
    pub type BlockedTiles = blocked_product((2,2):(1,2), (4,8):(8,1));

    /// The same tiles, interleaved instead ("raked"): each thread's elements are 4 rows and
    /// 8 columns apart, so neighbouring threads touch neighbouring elements.
    pub type RakedTiles = raked_product((2,2):(1,2), (4,8):(8,1));

    /// A 64x64 column-major tile split into the 8x8 patches that 8x8 threads each own.
    pub type ThreadPatches = zipped_divide((64,64):(1,64), (8,8));

    /// The row-major layout of a 16x16 tile composed with a transposing layout: reading it in
    /// index order walks the tile column by column.
    pub type Transposed = composition((16,16):(16,1), (16,16):(16,1));

    /// The right inverse of the raked tiles: for each offset of [`RakedTiles`], the
    /// coordinate index that reaches it.
    pub type RakedInverse = right_inverse(RakedTiles);
}
