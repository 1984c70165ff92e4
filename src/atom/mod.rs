//! CuTe's atoms: the MMA and copy instructions of NVIDIA GPUs, each described by layouts that
//! say which thread holds which element (CuTe's `MMA_Traits` and `Copy_Traits`).
//!
//! An MMA atom computes `D = A * B + C` for one small `M x N x K` tile across a group of
//! threads. Its layouts map a (thread, value) pair to an element of the tile:
//! - `ThrID`: logical thread index -> thread index in the warp (or warpgroup);
//! - `ALayout`: (thread, value) -> column-major index into the `M x K` tile of A;
//! - `BLayout`: (thread, value) -> index into `N x K` (B is stored `N x K`, CuTe's convention);
//! - `CLayout`: (thread, value) -> index into `M x N`.
//!
//! A copy atom moves bits: its `SrcLayout`/`DstLayout` map (thread, value) to a bit of the data
//! each thread contributes or receives, and `RefLayout` is the one the partitioning follows.
//!
//! The atoms are zero-sized types named as in CuTe (`SM80_16x8x16_F32F16F16F32_TN`,
//! `SM75_U32x4_LDSM_N`), their layouts static layouts of this crate, so everything built from
//! them is computed by the compiler. Results print exactly as CuTe prints them:
//!
//! ```
//! use cute_layout::prelude::*;
//! use cute_layout::atom::{MmaAtom, SM80_16x8x16_F32F16F16F32_TN as Atom};
//!
//! assert_eq!(
//!     <Atom as MmaAtom>::CLayout::default().to_string(),
//!     "((_4,_8),(_2,_2)):((_32,_1),(_16,_8))"
//! );
//! // Lane 5 holds C's values at (m, n) = (1, 2), (1, 3), (9, 2), (9, 3):
//! let c = <Atom as MmaAtom>::CLayout::default();
//! let mn = |v: usize| {
//!     let i = c.offset(5 + 32 * v);
//!     (i % 16, i / 16)
//! };
//! assert_eq!([mn(0), mn(1), mn(2), mn(3)], [(1, 2), (1, 3), (9, 2), (9, 3)]);
//! ```
//!
//! # From an MMA atom to a thread's fragment
//!
//! A GEMM kernel for SM80 tiles its CTA's `64 x 32` block of C with the `16x8x16` atom, 2 x 2
//! atoms of 32 threads each (128 threads), and asks: which elements of A, B and C does thread
//! 5 hold? Each step is CuTe's, with CuTe's answer.
//!
//! 1. The atom: a warp computes `16 x 8 x 16`; its `CLayout` maps (lane, value) to C's
//!    elements (shown above).
//! 2. The TiledMMA (`make_tiled_mma(atom, Layout<Shape<_2,_2,_1>>{})`): its tile is
//!    `32 x 16 x 16`, and its thread-value layouts map (thread, value) into that tile.
//!
//! ```
//! use cute_layout::prelude::*;
//! use cute_layout::atom::{TiledMMA, TiledMmaOp, SM80_16x8x16_F32F16F16F32_TN};
//! type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
//! assert_eq!(<<Mma as TiledMmaOp>::TileShape as IntTuple>::to_cute_string(), "(_32,_16,_16)");
//! assert_eq!(<Mma as TiledMmaOp>::THREADS, 128);
//! assert_eq!(
//!     <Mma as TiledMmaOp>::LayoutA_TV::default().to_string(),
//!     "((_4,_8,_2,_2),((_2,_2,_2),(_1,_1))):((_64,_1,_16,_0),((_32,_8,_256),(_0,_0)))"
//! );
//! ```
//!
//! 3. A thread's slice (`mma.get_slice(5)`) partitions the CTA's tiles: A (`64 x 32`, row-major
//!    in shared memory), B (`32 x 32`, `N x K`) and C (`64 x 32`, column-major in global
//!    memory). Each result is `(values of one atom, repeats along M or N, repeats along K or
//!    N)` and the offset of the thread's first element. The layouts can have run-time leaves
//!    (a run-time leading dimension) as well.
//!
//! ```
//! use cute_layout::prelude::*;
//! use cute_layout::atom::{TiledMMA, SM80_16x8x16_F32F16F16F32_TN};
//! type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
//! let thr = Mma::default().get_slice(5);
//! let (a, a0) = thr.partition_a(<layout!((64,32):(32,1))>::default());
//! assert_eq!((a.to_string(), a0), ("((_2,_2,_2),_2,_2):((_1,_256,_8),_1024,_16)".into(), 34));
//! let (b, b0) = thr.partition_b(<layout!((32,32):(32,1))>::default());
//! assert_eq!((b.to_string(), b0), ("((_2,_2),_2,_2):((_1,_8),_512,_16)".into(), 34));
//! let (c, c0) = thr.partition_c(<layout!((64,32):(1,64))>::default());
//! assert_eq!((c.to_string(), c0), ("((_2,_2),_2,_2):((_64,_8),_32,_1024)".into(), 129));
//! // The same C with a run-time leading dimension: the strides it touches become run-time.
//! let ld = 64;
//! let (c, c0) = thr.partition_c(make_layout!((_64, _32):(_1, ld)));
//! assert_eq!((c.to_string(), c0), ("((_2,_2),_2,_2):((64,_8),_32,1024)".into(), 129));
//! ```
//!
//! 4. The copies that feed the MMA follow its layouts: `make_tiled_copy_A(Copy_Atom<
//!    SM75_U32x4_LDSM_N, half_t>{}, mma)` loads A from shared memory with `ldmatrix` so that
//!    each thread receives exactly the values `partition_A` gives it.
//!
//! ```
//! use cute_layout::prelude::*;
//! use cute_layout::atom::*;
//! type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
//! let copy = make_tiled_copy_a(Copy_Atom::<SM75_U32x4_LDSM_N, Half>::default(), Mma::default());
//! fn tv<C: TiledCopyOp>(_: C) -> String {
//!     format!("{} ; {}", <C::Tiler as CopyTiler>::to_cute_string(), C::LayoutTv::default())
//! }
//! assert_eq!(
//!     tv(copy),
//!     "(_32,_16) ; ((_4,_8,_2,_2),((_2,_2,_2),(_1,_1))):((_64,_1,_16,_0),((_32,_8,_256),(_0,_0)))"
//! );
//! ```
//!
//! 5. The registers: `partition_fragment_A` gives the layout of the thread's register fragment
//!    for A, and `retile_D` regroups it by the `ldmatrix` atom, so that one `copy` call fills
//!    8 values; `partition_S` gives the matching source in shared memory.
//!
//! ```
//! use cute_layout::prelude::*;
//! use cute_layout::atom::*;
//! type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
//! let smem_a = <layout!((64,32):(32,1))>::default();
//! let frag = Mma::default().get_slice(5).partition_fragment_a(smem_a);
//! assert_eq!(frag.to_string(), "((_2,_2,_2),_2,_2):((_1,_2,_4),_16,_8)");
//! let copy = make_tiled_copy_a(Copy_Atom::<SM75_U32x4_LDSM_N, Half>::default(), Mma::default());
//! let thr = copy.get_slice(5);
//! assert_eq!(thr.retile_d(frag).to_string(), "((_8,_1),_2,_2):((_1,_0),_16,_8)");
//! assert_eq!(thr.partition_s(smem_a).0.to_string(), "((_8,_1),_2,_2):((_1,_0),_1024,_16)");
//! ```
//!
//! In a real kernel shared memory is swizzled (to avoid bank conflicts), and the same calls
//! take the swizzled layout. A thread's part of a swizzled tile depends on the thread, so it is
//! CuTe's slice at the thread's (run-time) coordinate: here thread 5's part of A decays to a
//! plain layout whose swizzled stride is a run-time `-8`, and `ldmatrix` reads thread 9's rows
//! through a composed layout with a [`MixedBits`](crate::swizzle::MixedBits) offset.
//!
//! ```
//! use cute_layout::prelude::*;
//! use cute_layout::atom::*;
//! use cute_layout::swizzle::Swizzle;
//! type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
//! let smem_a = <Composition<Swizzle<U3, U3, U3>, layout!((64,64):(64,1))>>::default();
//! let (part, start) = Mma::default().get_slice(5).partition_a(smem_a);
//! assert_eq!((part.to_string(), start), ("((_2,_2,_2),_2,(_2,_2)):((_1,_512,-8),_2048,(16,32))".into(), 74));
//! let copy = make_tiled_copy(
//!     Copy_Atom::<SM75_U32x4_LDSM_N, Half>::default(),
//!     <layout!((32,1):(1,0))>::default(),
//!     <layout!((1,8):(0,1))>::default(),
//! );
//! let (part, start) = copy.get_slice(9).partition_s(smem_a);
//! assert_eq!(part.to_string(), "Sw<3,3,3> o M_0|(256&256)=256 o (((_2,_4),_1),_2,_8):(((_1,_64),_0),_2048,_8)");
//! assert_eq!(start, 2);
//! ```
//!
//! 6. Pictures: `Mma::default().to_latex()` and `copy.to_latex()` are CuTe's `print_latex`
//!    text (which thread holds which value of A, B and C; of the source and the destination),
//!    `to_svg()` the same as SVG.
//!
//! 7. In rustdoc: [`layouts!`](crate::layouts) evaluates a TiledMMA's layouts
//!    (`layout_a_tv`, `layout_b_tv`, `layout_c_tv`, `tile_shape`) while the crate compiles, so
//!    an alias shows the resolved `Layout<...>` and CuTe's notation (see
//!    [`gallery::Sm80TvC`](crate::gallery::Sm80TvC)); the compiler checks it equals
//!    [`TiledMmaOp::LayoutC_TV`].
//!
//! ```
//! use cute_layout::atom::{TiledMMA, TiledMmaOp, SM80_16x8x16_F32F16F16F32_TN};
//! use cute_layout::prelude::*;
//! cute_layout::layouts! {
//!     /// Thread-value layout of C of a 2x2 SM80 TiledMMA.
//!     pub type TvC = layout_c_tv(SM80_16x8x16_F32F16F16F32_TN, (2,2,1):(1,2,0));
//! }
//! type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
//! let same: TvC = <Mma as TiledMmaOp>::LayoutC_TV::default();
//! assert_eq!(same.to_string(), "((_4,_8,_2,_2),((_2,_2),(_1,_1))):((_64,_1,_16,_256),((_32,_8),(_0,_0)))");
//! ```
//!
//! Beyond these: [`make_cotiled_copy`] builds a TiledCopy from where an atom's threads point in
//! memory and the data's layout (an epilogue's store that follows the shared-memory layout),
//! and a GMMA atom's operands in shared memory have descriptor fragments ([`Descriptors`]).
//!
//! Where it sits: above [`swizzle`](crate::swizzle) (the shared-memory layout atoms of GMMA
//! are swizzled layouts); nothing in the algebra depends on it.

mod copy;
mod copy_for;
mod cotile;
mod execute;
mod fragment;
mod gmma_desc;
mod mma;
mod mma_sm90;
mod numeric;
mod operand;
mod print;
mod retile;
mod smem_selector;
mod thread_part;
mod tiled_copy;
mod tiled_mma;
mod vectorize;

pub use copy::*;
#[doc(hidden)] // what the `gpu` module reads of a TiledMMA's tile
pub use copy_for::Nth;
pub use copy_for::{
    make_tiled_copy_a, make_tiled_copy_b, make_tiled_copy_c, make_tiled_copy_c_atom,
    make_tiled_copy_d, make_tiled_copy_s, TiledCopyCAtomOp,
};
pub use cotile::{make_cotiled_copy, CotileOp};
pub use execute::{copy_if_tiled, copy_tiled, gemm_tiled};
#[doc(hidden)] // the operations named in error messages
pub use fragment::op;
pub use fragment::{
    partition_fragment_c, partition_shape_a, partition_shape_b, partition_shape_c, FragmentA,
    FragmentB, FragmentC, PartitionA, PartitionB, PartitionC,
};
pub use mma::*;
pub use mma_sm90::*;
pub use numeric::{BFloat16, FloatE4M3, FloatE5M2, Half, Int4, Numeric, TFloat32, UInt1, UInt4};
pub use operand::{PartitionInput, PartitionOutput, RetileInput};
pub use print::TileModeAt;
pub use retile::{Retile, RetileOp};
#[doc(hidden)] // what the shared-memory analysis reads of a copy's side
pub use tiled_copy::Side;
pub use tiled_copy::{
    make_tiled_copy, CopyAtomOf, CopyTiler, CopyTv, Copy_Atom, PartitionD, PartitionS, ThrCopy,
    TiledCopy, TiledCopyOp,
};
pub use tiled_copy::{Dst, Src};
pub use tiled_mma::{
    make_tiled_mma, make_tiled_mma_permuted, MakeTiledMmaOp, PartitionAOp, PartitionBOp,
    PartitionCOp, ThrMMA, TiledMMA, TiledMmaOp,
};
pub use vectorize::{AsyncBits, AsyncVectorCopy, UintOfBits, VectorBits, VectorCopy, VectorElems};

use crate::{IntTuple, StaticLayout};

/// An MMA instruction as CuTe describes it (`MMA_Traits`): the value types of its operands, the
/// shape of its tile, and the layouts from (thread, value) to the elements of A, B and C.
///
/// The layouts are CuTe's, so the crate's algebra builds a CTA's partitioning from them as
/// CuTe's `TiledMMA` does. Implement it for an instruction of your own as you would specialize
/// `MMA_Traits`.
pub trait MmaAtom: Copy + Default + 'static {
    /// The type of D, the result.
    type ValD: Numeric;
    /// The type of A's elements.
    type ValA: Numeric;
    /// The type of B's elements.
    type ValB: Numeric;
    /// The type of C, the accumulator.
    type ValC: Numeric;
    /// The tile `(M, N, K)` one instruction computes.
    type ShapeMNK: IntTuple;
    /// Logical thread index -> thread index.
    type ThrID: StaticLayout;
    /// (thread, value) -> index into the column-major `M x K` tile of A.
    type ALayout: StaticLayout;
    /// (thread, value) -> index into the column-major `N x K` tile of B.
    type BLayout: StaticLayout;
    /// (thread, value) -> index into the column-major `M x N` tile of C.
    type CLayout: StaticLayout;
    /// How a thread holds its part of A: [`Registers`] (a fragment of values) or
    /// [`Descriptors`] (GMMA reads A from shared memory through descriptors).
    type FragmentA: FragmentKind;
    /// How a thread holds its part of B.
    type FragmentB: FragmentKind;
}

/// An MMA operation an instruction carries out: what CuTe's operation structs assert when an
/// `MMA_Atom` or a TiledMMA instantiates them (a GMMA `_RS` atom takes a K-major A); every
/// other MMA atom is one. [`MMA_Atom`] and [`TiledMMA`] need it, while the traits alone
/// ([`MmaAtom`], the layouts CuTe's `MMA_Traits` print) do not. Implemented by the library.
#[diagnostic::on_unimplemented(
    message = "MMA_Atom: `{Self}` is not an MMA operation an instruction carries out",
    note = "a GMMA atom with A in registers (`_RS`) takes a K-major A"
)]
pub trait MmaInstruction: MmaAtom {}

/// CuTe's `MMA_Atom<Op>`: the MMA instruction `Op` as an atom. It is `Op` under another
/// name (every [`MmaAtom`] is usable as it is, `TiledMMA<Op, ..>`), kept for ports of CuTe
/// code and for CuTe's `print(MMA_Atom<Op>{})`.
///
/// ```
/// use cute_layout::atom::{MMA_Atom, SM80_16x8x16_F32F16F16F32_TN};
/// let text = MMA_Atom::<SM80_16x8x16_F32F16F16F32_TN>::default().to_string();
/// assert_eq!(text.lines().nth(2), Some("  Shape_MNK:  (_16,_8,_16)"));
/// ```
#[allow(non_camel_case_types)] // CuTe's name
pub struct MMA_Atom<Op>(core::marker::PhantomData<Op>);
crate::arity::zero_sized!(MMA_Atom<Op>);

impl<Op: MmaInstruction> MmaInstruction for MMA_Atom<Op> {}

impl<Op: MmaInstruction> MmaAtom for MMA_Atom<Op> {
    type ValD = Op::ValD;
    type ValA = Op::ValA;
    type ValB = Op::ValB;
    type ValC = Op::ValC;
    type ShapeMNK = Op::ShapeMNK;
    type ThrID = Op::ThrID;
    type ALayout = Op::ALayout;
    type BLayout = Op::BLayout;
    type CLayout = Op::CLayout;
    type FragmentA = Op::FragmentA;
    type FragmentB = Op::FragmentB;
}

/// How a thread holds an operand of an MMA atom (CuTe's `FrgTypeA`/`FrgTypeB`): sealed, one of
/// [`Registers`] and [`Descriptors`].
pub trait FragmentKind: sealed::Sealed + 'static {}
/// The operand is in registers: its fragment is a new register tensor.
#[derive(Clone, Copy, Debug, Default)]
pub struct Registers;
/// The operand stays in shared memory, read through GMMA descriptors of the major `Mj`
/// ([`gmma::MajorK`], [`gmma::MajorMN`]) over values of type `V`: its fragment is one
/// descriptor per MMA of the thread's part (CuTe's `GMMA::smem_desc<Major>`).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{gmma, TiledMMA, SM90_64x64x16_F32F16F16_SS};
/// type Mma = TiledMMA<SM90_64x64x16_F32F16F16_SS<gmma::MajorK, gmma::MajorK>, layout!((2,1,1):(1,0,0))>;
/// // A 128x32 tile of halves in 8x8 core matrices (rows 16 bytes apart), K-major, unswizzled:
/// // two MMAs along K, their descriptors 16 units of 128 bits apart.
/// let a = <layout!(((8,16),(8,4)):((8,128),(1,64)))>::default();
/// let frg = Mma::default().get_slice(5).partition_fragment_a(a);
/// assert_eq!(frg.to_string(), "(_1,_1,_2):(_0,_0,_16)");
/// ```
pub struct Descriptors<Mj, V>(core::marker::PhantomData<(Mj, V)>);
crate::arity::zero_sized!(Descriptors<Mj, V>);
impl<Mj, V> core::fmt::Debug for Descriptors<Mj, V> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("Descriptors")
    }
}
impl FragmentKind for Registers {}
impl<Mj: gmma::Major, V: Numeric> FragmentKind for Descriptors<Mj, V> {}
mod sealed {
    pub trait Sealed {}
    impl Sealed for super::Registers {}
    impl<Mj, V> Sealed for super::Descriptors<Mj, V> {}
}

/// A copy instruction as CuTe describes it (`Copy_Traits`): its threads and the layouts from
/// (thread, value) to the bits it reads and writes.
pub trait CopyAtom: Copy + Default + 'static {
    /// Logical thread index -> thread index.
    type ThrID: StaticLayout;
    /// (thread, value) -> bit of the source.
    type SrcLayout: StaticLayout;
    /// (thread, value) -> bit of the destination.
    type DstLayout: StaticLayout;
    /// (thread, value) -> bit of the reference the partitioning follows.
    type RefLayout: StaticLayout;
    /// The lanes of a warp whose shared-memory addresses the instruction reads: all 32, but
    /// `8 * N` for `ldmatrix`/`stmatrix` of `N` matrices (lane `8 * j + r` names row `r` of
    /// matrix `j`; the other lanes' addresses are ignored). The bank-conflict count uses it.
    const ADDRESS_LANES: u32 = 32;
}
