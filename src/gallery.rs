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

    /// [`SmemA`] divided into 32x8 blocks, mode by mode: mode 0 is the rows as (row in the
    /// block, block row) and mode 1 the columns as (column in the block, block column). The
    /// block itself is not one mode here; [`SmemAZipped`] gathers it.
    pub type SmemABlocks = logical_divide(SmemA, (32,8));

    /// The same division, with the block modes and the block-index modes gathered:
    /// `((32,8),(4,8))`: mode 0 is one block, mode 1 enumerates the 4x8 blocks. `local_tile` is
    /// this, indexed in mode 1.
    pub type SmemAZipped = zipped_divide(SmemA, (32,8));

    /// A 2x2 register tile per thread, repeated over a 4x8 row-major grid of threads with the
    /// tiles side by side: the 2x2 block at block row `a`, block column `b` of this 8x16 layout
    /// holds offsets `4t..4t+4`, the tile of thread `t = 8a + b`.
    pub type BlockedTiles = blocked_product((2,2):(1,2), (4,8):(8,1));

    /// The same tiles, interleaved instead ("raked"): each thread's four elements are 4 rows
    /// and 8 columns apart, and neighbouring columns belong to neighbouring threads.
    pub type RakedTiles = raked_product((2,2):(1,2), (4,8):(8,1));

    /// A row-major 16x16 tile seen transposed: composing with `(16,16):(16,1)` sends
    /// coordinate `(i, j)` to index `16i + j` of the tile, which is its element `(j, i)`. So
    /// `Transposed(i, j)` is the offset of element `(j, i)`, and the result is the column-major
    /// `(16,16):(1,16)`.
    pub type Transposed = composition((16,16):(16,1), (16,16):(16,1));

    /// The right inverse of the raked tiles: for each offset of [`RakedTiles`], the
    /// coordinate index that reaches it.
    pub type RakedInverse = right_inverse(RakedTiles);

    /// Which thread holds which element of C in a 2x2 TiledMMA of SM80 `16x8x16` atoms (a
    /// 32x16 tile, 128 threads): `(thread, value) -> index` into the column-major tile. CuTe's
    /// `get_layoutC_TV` of `make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN{}, Layout<Shape<_2,_2,_1>>{})`;
    /// the compiler checked it against [`TiledMmaOp::LayoutC_TV`](crate::atom::TiledMmaOp::LayoutC_TV).
    pub type Sm80TvC = layout_c_tv(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0));

    /// The same TiledMMA's A (`32 x 16`): the threads along N share A (stride 0 over them).
    pub type Sm80TvA = layout_a_tv(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0));

    /// B (`32 x 16`, N x K) with the permutation `<_32, (8,2,2):(1,16,8), _>` of CuTe's SM80
    /// examples: the two atoms along N interleave, so each thread holds B of two columns 8
    /// apart (the value mode `(_2,_1):(_8,_0)`).
    pub type Sm80TvBPermuted = layout_b_tv(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0), <_32, (8,2,2):(1,16,8), _>);
}
