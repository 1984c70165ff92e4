//! CuTe's `TiledMMA`: an MMA atom repeated over a layout of atoms (`AtomLayoutMNK`) and an
//! optional permutation of M, N and K, and the thread-value layouts that say which thread of the
//! CTA holds which element of the A, B and C tiles (CuTe's `get_layoutA_TV`, `get_layoutB_TV`,
//! `get_layoutC_TV`, built by `thrfrg_A/B/C`). Every step is an operation of the algebra, so
//! the compiler computes the layouts.

use super::operand::{PartitionInput, PartitionOutput};
use super::thread_part::ThreadPart;
use super::MmaAtom;
use crate::list::{Internal, ProductOf, Repr};
use crate::swizzle::ComposedLayout;
use crate::tuple::Underscore;
use crate::{
    Complement, ComplementOp, Composition, CompositionOp, Layout, LogicalDivide, LogicalDivideOp,
    MakeLayout, MakeLayoutOp, ModeSizeOp, RightInverse, RightInverseOp, StaticLayout, TiledProduct,
    TiledProductOp, ZippedDivide, ZippedDivideOp,
};
use core::marker::PhantomData;
use typenum::{Prod, Unsigned, U0, U1, U2, U3};

/// CuTe's `TiledMMA<Atom, AtomLayoutMNK, PermutationMNK>` (made by `make_tiled_mma`): `Atom`
/// repeated over the layout `AtomLayout` of atoms in M, N and K (default: one atom; a layout of
/// rank 1 or 2 is padded with `_1:_0` modes, as `make_tiled_mma` does), each mode of the tile
/// permuted by `Perm` (a triple of tilers: [`Underscore`] for none, an extent, or a layout).
/// Its layouts are [`TiledMmaOp`]'s.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{TiledMMA, TiledMmaOp, SM80_16x8x16_F32F16F16F32_TN};
/// type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
/// assert_eq!(<<Mma as TiledMmaOp>::TileShape as IntTuple>::to_cute_string(), "(_32,_16,_16)");
/// assert_eq!(
///     <Mma as TiledMmaOp>::LayoutC_TV::default().to_string(),
///     "((_4,_8,_2,_2),((_2,_2),(_1,_1))):((_64,_1,_16,_256),((_32,_8),(_0,_0)))"
/// );
/// // A rank-2 layout of atoms is the same TiledMMA.
/// type Mma2 = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2):(1,2))>;
/// assert_eq!(
///     <Mma2 as TiledMmaOp>::LayoutC_TV::default().to_string(),
///     <Mma as TiledMmaOp>::LayoutC_TV::default().to_string()
/// );
/// ```
pub struct TiledMMA<
    Atom,
    AtomLayout = Layout<(U1, U1, U1), (U0, U0, U0)>,
    Perm = (Underscore, Underscore, Underscore),
>(PhantomData<(Atom, AtomLayout, Perm)>);

crate::arity::zero_sized!(TiledMMA<A, L, P>);

/// The layouts of a [`TiledMMA`].
#[diagnostic::on_unimplemented(
    message = "make_tiled_mma: cannot tile the MMA atom of `{Self}`",
    note = "a TiledMMA is an MMA atom, a static layout of atoms of rank 1 to 3 (along M, N and K; missing modes are `_1:_0`) and a triple of permutation tilers (`Underscore`, an extent or a layout)"
)]
#[allow(non_camel_case_types)] // CuTe's names
pub trait TiledMmaOp: Copy + Default {
    /// The MMA atom.
    type Atom: MmaAtom;
    /// (thread in atom, atom m, atom n, atom k) -> thread index: CuTe's `thr_layout_vmnk_`.
    type ThrLayoutVMNK: StaticLayout;
    /// The tile `(M, N, K)` the whole TiledMMA computes: CuTe's `tile_shape`.
    type TileShape: crate::IntTuple;
    /// (thread, value) -> index into the column-major `M x K` tile of A.
    type LayoutA_TV: StaticLayout;
    /// (thread, value) -> index into the column-major `N x K` tile of B.
    type LayoutB_TV: StaticLayout;
    /// (thread, value) -> index into the column-major `M x N` tile of C.
    type LayoutC_TV: StaticLayout;
    /// The extents of [`ThrLayoutVMNK`](TiledMmaOp::ThrLayoutVMNK)'s modes: threads of an
    /// atom, atoms along M, N and K.
    const VMNK: [usize; 4];
    /// The number of threads.
    const THREADS: usize = Self::VMNK[0] * Self::VMNK[1] * Self::VMNK[2] * Self::VMNK[3];
}

/// A mode of the permutation: `_` becomes the extent the atoms cover (atom extent times atoms).
#[doc(hidden)]
pub trait PermMode<AtomExtent, Atoms> {
    type Tiler;
    type Size;
}
impl<E: core::ops::Mul<N>, N> PermMode<E, N> for Underscore {
    type Tiler = Prod<E, N>;
    type Size = Prod<E, N>;
}
impl<S, D, E, N> PermMode<E, N> for Layout<S, D>
where
    S: Internal,
    Repr<S>: crate::list::Product,
{
    type Tiler = Layout<S, D>;
    type Size = ProductOf<Repr<S>>;
}
impl<U: typenum::Unsigned, B: typenum::Bit, E, N> PermMode<E, N> for typenum::UInt<U, B> {
    type Tiler = Self;
    type Size = Self;
}

/// CuTe's `thrfrg_X(ref)`: the reference tile `Self` permuted (`P`), split into atoms (`E`),
/// each atom's (m, k) turned into (thread, value) (`Tv`), and the atoms split among threads
/// (`T`).
#[doc(hidden)]
pub trait Thrfrg<P, E, Tv, T> {
    type Output;
    fn thrfrg(self) -> Self::Output;
}
type Permuted<R, P> = LogicalDivide<R, P>;
type Atoms<R, P, E> = ZippedDivide<Permuted<R, P>, E>;
type AtomTv<R, P, E, Tv> = Composition<Atoms<R, P, E>, (Tv, Underscore)>;
impl<R, P, E, Tv, T> Thrfrg<P, E, Tv, T> for R
where
    R: LogicalDivideOp<P>,
    Permuted<R, P>: ZippedDivideOp<E>,
    Atoms<R, P, E>: CompositionOp<(Tv, Underscore)>,
    AtomTv<R, P, E, Tv>: ZippedDivideOp<(Underscore, T)>,
    P: Default,
    E: Default,
    Tv: Default,
    T: Default,
{
    type Output = ZippedDivide<AtomTv<R, P, E, Tv>, (Underscore, T)>;
    fn thrfrg(self) -> Self::Output {
        let permuted = self.apply(P::default());
        let atoms = permuted.apply(E::default());
        let tv = atoms.apply((Tv::default(), Underscore));
        tv.apply((Underscore, T::default()))
    }
}

/// The layout of atoms as CuTe's `make_tiled_mma` takes it: a layout of rank 1, 2 or 3,
/// padded to rank 3 (M, N, K) with `_1:_0` modes.
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "make_tiled_mma: the layout of atoms `{Self}` is not a static layout of rank 1, 2 or 3 (atoms along M, N and K)"
)]
pub trait AtomLayoutMnk {
    /// The rank-3 layout.
    type Mnk;
}
impl<A, B, C, X, Y, Z> AtomLayoutMnk for Layout<(A, B, C), (X, Y, Z)> {
    type Mnk = Self;
}
impl<A, B, X, Y> AtomLayoutMnk for Layout<(A, B), (X, Y)> {
    type Mnk = Layout<(A, B, U1), (X, Y, U0)>;
}
impl<A, X> AtomLayoutMnk for Layout<(A,), (X,)> {
    type Mnk = Layout<(A, U1, U1), (X, U0, U0)>;
}
impl<U: Unsigned, B: typenum::Bit, X> AtomLayoutMnk for Layout<typenum::UInt<U, B>, X> {
    type Mnk = Layout<(typenum::UInt<U, B>, U1, U1), (X, U0, U0)>;
}

/// A layout of atoms of four or more modes: an error naming `make_tiled_mma`.
macro_rules! more_than_three_modes {
    () => {};
    ($t0:ident $v0:ident) => {};
    ($t0:ident $v0:ident, $t1:ident $v1:ident) => {};
    ($t0:ident $v0:ident, $t1:ident $v1:ident, $t2:ident $v2:ident) => {};
    ($($t:ident $v:ident),+) => {
        #[allow(non_camel_case_types)]
        impl<$($t, $v),+> AtomLayoutMnk for Layout<($($t,)+), ($($v,)+)>
        where
            Self: Internal,
            typenum::B0: AtomModesMnk<<Self as Internal>::Repr>,
        {
            type Mnk = Self;
        }
    };
}
crate::arity::for_arities_named!(more_than_three_modes);

crate::decimal::decimal_check! {
    /// A layout of atoms with at most three modes.
    #[diagnostic::on_unimplemented(
        message = "make_tiled_mma: the layout of atoms {L} has more than three modes",
        label = "a layout of atoms has a mode for each of M, N and K",
        note = "Num<N> is the number N"
    )]
    AtomModesMnk / AtomModesMnkFails<L>
}

type V<A, L> = TiledProduct<<A as MmaAtom>::ThrID, <L as AtomLayoutMnk>::Mnk>;
type Ms<X, I> = <X as ModeSizeOp<I>>::Output;
type Compact<X, Y> = Layout<(X, Y), (U1, X)>;
type Line<N> = Layout<N, U1>;
type Tiler<P, E, N> = <P as PermMode<E, N>>::Tiler;
type Size<P, E, N> = <P as PermMode<E, N>>::Size;
type VSize<A, L> = ProductOf<Repr<<V<A, L> as crate::AnyLayout>::Shape>>;
type Both<A, L> = MakeLayout<(V<A, L>, Complement<V<A, L>>)>;
type ToThrId<A, L> = Composition<Layout<(VSize<A, L>, U1), (U1, U0)>, RightInverse<Both<A, L>>>;
type Frg<R, P, E, Tv, T> = <R as Thrfrg<P, E, Tv, T>>::Output;
type Then<X, T> = Composition<X, (T, Underscore)>;

// An operand: its reference tile (the modes `I`, `J` of the thread layout, the permutation
// modes `P`, `Q` and the atom's extents `E`, `F` along them), the permutation, the threads
// along the two modes, and `thrfrg` with the atom's TV layout `Tv`.
type RefOf<A, L, P, Q, E, F, I, J> =
    Compact<Size<P, E, Ms<V<A, L>, I>>, Size<Q, F, Ms<V<A, L>, J>>>;
type PermOf<A, L, P, Q, E, F, I, J> = (Tiler<P, E, Ms<V<A, L>, I>>, Tiler<Q, F, Ms<V<A, L>, J>>);
type ThrOf<A, L, I, J> = (Line<Ms<V<A, L>, I>>, Line<Ms<V<A, L>, J>>);
type FrgOf<R, A, L, P, Q, E, F, I, J, Tv> =
    Frg<R, PermOf<A, L, P, Q, E, F, I, J>, (Line<E>, Line<F>), Tv, ThrOf<A, L, I, J>>;

type RefC<A, L, P0, P1, AM, AN> = RefOf<A, L, P0, P1, AM, AN, U1, U2>;
type FrgC<A, L, P0, P1, AM, AN> =
    FrgOf<RefC<A, L, P0, P1, AM, AN>, A, L, P0, P1, AM, AN, U1, U2, <A as MmaAtom>::CLayout>;
type RefA<A, L, P0, P2, AM, AK> = RefOf<A, L, P0, P2, AM, AK, U1, U3>;
type FrgA<A, L, P0, P2, AM, AK> =
    FrgOf<RefA<A, L, P0, P2, AM, AK>, A, L, P0, P2, AM, AK, U1, U3, <A as MmaAtom>::ALayout>;
type RefB<A, L, P1, P2, AN, AK> = RefOf<A, L, P1, P2, AN, AK, U2, U3>;
type FrgB<A, L, P1, P2, AN, AK> =
    FrgOf<RefB<A, L, P1, P2, AN, AK>, A, L, P1, P2, AN, AK, U2, U3, <A as MmaAtom>::BLayout>;
// A is shared by the threads along N (stride 0 over them), B by those along M.
type SharedTile<A, L, D> = (
    Underscore,
    (Layout<(Ms<V<A, L>, U1>, Ms<V<A, L>, U2>), D>, Underscore),
);
type TileA<A, L> = SharedTile<A, L, (U1, U0)>;
type TileB<A, L> = SharedTile<A, L, (U0, U1)>;

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<A, L, P0, P1, P2, AM, AN, AK> TiledMmaOp for TiledMMA<A, L, (P0, P1, P2)>
where
    A: MmaAtom<ShapeMNK = (AM, AN, AK)> + super::MmaInstruction,
    L: StaticLayout + AtomLayoutMnk,
    <A as MmaAtom>::ThrID: TiledProductOp<L::Mnk>,
    V<A, L>: StaticLayout
        + ModeSizeOp<U0, Output: Unsigned>
        + ModeSizeOp<U1, Output: Unsigned>
        + ModeSizeOp<U2, Output: Unsigned>
        + ModeSizeOp<U3, Output: Unsigned>
        + ComplementOp,
    <V<A, L> as crate::AnyLayout>::Shape: Internal,
    Repr<<V<A, L> as crate::AnyLayout>::Shape>: crate::list::Product,
    P0: PermMode<AM, Ms<V<A, L>, U1>>,
    P1: PermMode<AN, Ms<V<A, L>, U2>>,
    P2: PermMode<AK, Ms<V<A, L>, U3>>,
    (V<A, L>, Complement<V<A, L>>): MakeLayoutOp,
    Both<A, L>: RightInverseOp,
    Layout<(VSize<A, L>, U1), (U1, U0)>: CompositionOp<RightInverse<Both<A, L>>>,
    RefC<A, L, P0, P1, AM, AN>: Thrfrg<
        PermOf<A, L, P0, P1, AM, AN, U1, U2>,
        (Line<AM>, Line<AN>),
        A::CLayout,
        ThrOf<A, L, U1, U2>,
    >,
    FrgC<A, L, P0, P1, AM, AN>: CompositionOp<(ToThrId<A, L>, Underscore)>,
    Then<FrgC<A, L, P0, P1, AM, AN>, ToThrId<A, L>>: StaticLayout,
    RefA<A, L, P0, P2, AM, AK>: Thrfrg<
        PermOf<A, L, P0, P2, AM, AK, U1, U3>,
        (Line<AM>, Line<AK>),
        A::ALayout,
        ThrOf<A, L, U1, U3>,
    >,
    FrgA<A, L, P0, P2, AM, AK>: CompositionOp<(TileA<A, L>, Underscore)>,
    Then<FrgA<A, L, P0, P2, AM, AK>, TileA<A, L>>: CompositionOp<(ToThrId<A, L>, Underscore)>,
    Then<Then<FrgA<A, L, P0, P2, AM, AK>, TileA<A, L>>, ToThrId<A, L>>: StaticLayout,
    RefB<A, L, P1, P2, AN, AK>: Thrfrg<
        PermOf<A, L, P1, P2, AN, AK, U2, U3>,
        (Line<AN>, Line<AK>),
        A::BLayout,
        ThrOf<A, L, U2, U3>,
    >,
    FrgB<A, L, P1, P2, AN, AK>: CompositionOp<(TileB<A, L>, Underscore)>,
    Then<FrgB<A, L, P1, P2, AN, AK>, TileB<A, L>>: CompositionOp<(ToThrId<A, L>, Underscore)>,
    Then<Then<FrgB<A, L, P1, P2, AN, AK>, TileB<A, L>>, ToThrId<A, L>>: StaticLayout,
    (
        Size<P0, AM, Ms<V<A, L>, U1>>,
        Size<P1, AN, Ms<V<A, L>, U2>>,
        Size<P2, AK, Ms<V<A, L>, U3>>,
    ): crate::IntTuple,
{
    type Atom = A;
    type ThrLayoutVMNK = V<A, L>;
    type TileShape = (
        Size<P0, AM, Ms<V<A, L>, U1>>,
        Size<P1, AN, Ms<V<A, L>, U2>>,
        Size<P2, AK, Ms<V<A, L>, U3>>,
    );
    type LayoutA_TV = Then<Then<FrgA<A, L, P0, P2, AM, AK>, TileA<A, L>>, ToThrId<A, L>>;
    type LayoutB_TV = Then<Then<FrgB<A, L, P1, P2, AN, AK>, TileB<A, L>>, ToThrId<A, L>>;
    type LayoutC_TV = Then<FrgC<A, L, P0, P1, AM, AN>, ToThrId<A, L>>;
    const VMNK: [usize; 4] = [
        Ms::<V<A, L>, U0>::USIZE,
        Ms::<V<A, L>, U1>::USIZE,
        Ms::<V<A, L>, U2>::USIZE,
        Ms::<V<A, L>, U3>::USIZE,
    ];
}

/// CuTe's `ThrMMA`: a [`TiledMMA`] seen from one thread (`tiled_mma.get_slice(thr)`), which
/// partitions the A, B and C tiles of a CTA into the elements that thread holds.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{TiledMMA, SM80_16x8x16_F32F16F16F32_TN};
/// type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
/// let thr = Mma::default().get_slice(5);
/// // Thread 5's part of a 64x32 C tile in column-major global memory:
/// let (c, start) = thr.partition_c(<layout!((64,32):(1,64))>::default());
/// assert_eq!(c.to_string(), "((_2,_2),_2,_2):((_64,_8),_32,_1024)");
/// assert_eq!(start, 129); // row 1, column 2
/// ```
#[derive(Clone, Copy, Debug)]
pub struct ThrMMA<T> {
    vmnk: [usize; 4],
    mma: T,
}

/// CuTe's `make_tiled_mma(atom, atom_layout)`: the atom repeated over the layout of atoms
/// (rank 1 to 3, padded to `(M, N, K)`), without permutation. With a permutation it is
/// [`make_tiled_mma_permuted`]; the [`make_tiled_mma!`](crate::make_tiled_mma!) macro takes
/// every argument list CuTe's function does (the atom alone, too).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{make_tiled_mma, TiledMMA, TiledMmaOp, SM80_16x8x16_F32F16F16F32_TN};
/// let mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, <layout!((2,2,1):(1,2,0))>::default());
/// let _: TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))> = mma;
/// assert_eq!(mma.get_slice(0).coord(), [0, 0, 0, 0]);
/// ```
pub fn make_tiled_mma<A, L>(
    atom: A,
    atom_layout: L,
) -> <L as MakeTiledMmaOp<A, (Underscore, Underscore, Underscore)>>::Output
where
    L: MakeTiledMmaOp<A, (Underscore, Underscore, Underscore)>,
{
    make_tiled_mma_permuted(atom, atom_layout, (Underscore, Underscore, Underscore))
}

/// CuTe's `make_tiled_mma(atom, atom_layout, permutation)`, implemented by the layout of atoms
/// `Self` for the atom `A` and the permutation `P` (`(_, _, _)` for none): the TiledMMA it
/// makes. The layout is static (a TiledMMA's layouts are types); one with run-time leaves is
/// refused with that rule first. The bound of [`make_tiled_mma`] and
/// [`make_tiled_mma_permuted`] in generic code. Sealed.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{MakeTiledMmaOp, TiledMMA, SM80_16x8x16_F32F16F16F32_TN as Atom};
/// type Mma = <layout!((2,2,1)) as MakeTiledMmaOp<Atom, (U32, U32, U16)>>::Output;
/// let _: TiledMMA<Atom, layout!((2,2,1)), (U32, U32, U16)> = Mma::default();
/// ```
pub trait MakeTiledMmaOp<A, P>: make_seal::Sealed {
    /// The TiledMMA.
    type Output: Default;
}

mod make_seal {
    pub trait Sealed {}
    impl<L: crate::AnyLayout> Sealed for L {}
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<A, P, L: crate::AnyLayout> MakeTiledMmaOp<A, P> for L
where
    L::Stride: crate::tuple::AllStatic,
    L::Shape: crate::tuple::AllStatic,
    crate::tuple::BothStatic<L::Stride, L::Shape>: AtomLayoutGate<A, L, P>,
{
    type Output =
        <crate::tuple::BothStatic<L::Stride, L::Shape> as AtomLayoutGate<A, L, P>>::Output;
}

/// [`MakeTiledMmaOp`] by the static-ness of the layout: `B1` makes the TiledMMA, `B0` states the
/// rule.
#[doc(hidden)]
pub trait AtomLayoutGate<A, L, P> {
    type Output: Default;
}

impl<A, L, P> AtomLayoutGate<A, L, P> for typenum::B1
where
    TiledMMA<A, L, P>: TiledMmaOp,
{
    type Output = TiledMMA<A, L, P>;
}

impl<A, L, P> AtomLayoutGate<A, L, P> for typenum::B0
where
    L: StaticAtomLayout,
{
    type Output = TiledMMA<A, L, P>;
}

/// Never implemented: the rule a layout of atoms with run-time leaves breaks.
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "make_tiled_mma: the layout of atoms has run-time (Dyn) leaves; a TiledMMA's layout of atoms is static",
    label = "write the layout of atoms with static extents and strides",
    note = "`<layout!((2,2,1))>::new()` or `make_layout!((_2,_2,_1))`; CuTe accepts a run-time layout of atoms, here the TiledMMA's layouts are types"
)]
pub trait StaticAtomLayout {}

/// CuTe's `make_tiled_mma(atom, atom_layout, permutation)`: the permutation (CuTe's
/// `Tile<PermM, PermN, PermK>`) gives, mode by mode, an extent, a layout or `_`
/// ([`make_tile!`](crate::make_tile!) or [`make_shape!`](crate::make_shape!) write one). The
/// TiledMMA is its type, `TiledMMA<Atom, AtomLayout, Permutation>`, which may be written
/// instead.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{make_tiled_mma_permuted, TiledMMA, TiledMmaOp, SM80_16x8x16_F16F16F16F16_TN};
/// // CuTe's sgemm_sm80 tutorial: make_tiled_mma(SM80_16x8x16_F16F16F16F16_TN{},
/// //     Layout<Shape<_2,_2>>{}, Tile<_32,_32,_16>{})
/// let mma = make_tiled_mma_permuted(
///     SM80_16x8x16_F16F16F16F16_TN,
///     <layout!((2, 2))>::default(),
///     make_shape!((_32, _32, _16)),
/// );
/// let _: TiledMMA<SM80_16x8x16_F16F16F16F16_TN, layout!((2, 2)), (U32, U32, U16)> = mma;
/// assert_eq!(
///     <TiledMMA<SM80_16x8x16_F16F16F16F16_TN, layout!((2, 2)), (U32, U32, U16)> as TiledMmaOp>::ThrLayoutVMNK::default().to_string(),
///     "(_32,_2,_2,_1):(_1,_32,_64,_0)"
/// );
/// ```
pub fn make_tiled_mma_permuted<A, L, P>(
    _atom: A,
    _atom_layout: L,
    _permutation: P,
) -> <L as MakeTiledMmaOp<A, P>>::Output
where
    L: MakeTiledMmaOp<A, P>,
{
    Default::default()
}

/// CuTe's `make_tiled_mma` with any of its argument lists: the atom alone (one atom, CuTe's
/// default `Layout<Shape<_1,_1,_1>>`), the atom and its layout
/// ([`make_tiled_mma`](crate::atom::make_tiled_mma)), or those and a permutation
/// ([`make_tiled_mma_permuted`](crate::atom::make_tiled_mma_permuted)).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{gmma, TiledMMA, SM80_16x8x8_F32TF32TF32F32_TN, SM90_64x64x16_F16F16F16_SS};
/// use cute_layout::make_tiled_mma;
/// // CuTe's wgmma_sm90 tutorial: make_tiled_mma(SM90_64x64x16_F16F16F16_SS<GMMA::Major::K,GMMA::Major::K>{})
/// let one = make_tiled_mma!(SM90_64x64x16_F16F16F16_SS::<gmma::MajorK, gmma::MajorK>::default());
/// assert_eq!(one.tile_size::<1>().to_string(), "_64");
/// let two = make_tiled_mma!(SM80_16x8x8_F32TF32TF32F32_TN, <layout!((2, 1, 1))>::default());
/// let perm = make_tiled_mma!(SM80_16x8x8_F32TF32TF32F32_TN, <layout!((2, 1, 1))>::default(), make_tile!(_, _16, _));
/// assert_eq!((two.tile_size::<1>().to_string(), perm.tile_size::<1>().to_string()), ("_8".into(), "_16".into()));
/// let _: TiledMMA<SM80_16x8x8_F32TF32TF32F32_TN> = make_tiled_mma!(SM80_16x8x8_F32TF32TF32F32_TN);
/// ```
#[macro_export]
macro_rules! make_tiled_mma {
    ($atom:expr $(,)?) => {
        $crate::atom::make_tiled_mma(
            $atom,
            <$crate::Layout<
                (
                    $crate::typenum::U1,
                    $crate::typenum::U1,
                    $crate::typenum::U1,
                ),
                (
                    $crate::typenum::U0,
                    $crate::typenum::U0,
                    $crate::typenum::U0,
                ),
            > as ::core::default::Default>::default(),
        )
    };
    ($atom:expr, $atom_layout:expr $(,)?) => {
        $crate::atom::make_tiled_mma($atom, $atom_layout)
    };
    ($atom:expr, $atom_layout:expr, $permutation:expr $(,)?) => {
        $crate::atom::make_tiled_mma_permuted($atom, $atom_layout, $permutation)
    };
}

impl<A, L, P> TiledMMA<A, L, P> {
    /// The view of thread `thr` (CuTe's `get_slice`, `get_thread_slice`): its coordinate in
    /// [`ThrLayoutVMNK`](TiledMmaOp::ThrLayoutVMNK).
    pub fn get_slice(self, thr: usize) -> ThrMMA<Self>
    where
        Self: TiledMmaOp,
    {
        ThrMMA::new(self, thr)
    }

    /// CuTe's other name of [`get_slice`](Self::get_slice).
    pub fn get_thread_slice(self, thr: usize) -> ThrMMA<Self>
    where
        Self: TiledMmaOp,
    {
        self.get_slice(thr)
    }
}

impl<A, L, P> TiledMMA<A, L, P>
where
    Self: TiledMmaOp,
{
    /// CuTe's `get_layoutA_TV()`: (thread, value) -> index into the column-major `M x K` tile
    /// of A ([`TiledMmaOp::LayoutA_TV`] as a value).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::atom::{make_tiled_mma, SM80_16x8x16_F32F16F16F32_TN};
    /// use cute_layout::IntTupleValue;
    /// let mma = make_tiled_mma(SM80_16x8x16_F32F16F16F32_TN, <layout!((2,2,1):(1,2,0))>::default());
    /// assert_eq!(
    ///     mma.layout_a_tv().to_string(),
    ///     "((_4,_8,_2,_2),((_2,_2,_2),(_1,_1))):((_64,_1,_16,_0),((_32,_8,_256),(_0,_0)))"
    /// );
    /// assert_eq!(mma.layout_c_tv().to_string(), "((_4,_8,_2,_2),((_2,_2),(_1,_1))):((_64,_1,_16,_256),((_32,_8),(_0,_0)))");
    /// assert_eq!(mma.layout_b_tv().to_string(), "((_4,_8,_2,_2),((_2,_2),(_1,_1))):((_32,_1,_0,_8),((_16,_128),(_0,_0)))");
    /// assert_eq!(mma.thr_layout_vmnk().to_string(), "(_32,_2,_2,_1):(_1,_32,_64,_0)");
    /// assert_eq!(mma.tile_shape().cute_string(), "(_32,_16,_16)");
    /// assert_eq!(mma.size(), 128);
    /// ```
    pub fn layout_a_tv(&self) -> <Self as TiledMmaOp>::LayoutA_TV {
        Default::default()
    }

    /// CuTe's `get_layoutB_TV()`: (thread, value) -> index into the column-major `N x K` tile
    /// of B.
    pub fn layout_b_tv(&self) -> <Self as TiledMmaOp>::LayoutB_TV {
        Default::default()
    }

    /// CuTe's `get_layoutC_TV()`: (thread, value) -> index into the column-major `M x N` tile
    /// of C.
    pub fn layout_c_tv(&self) -> <Self as TiledMmaOp>::LayoutC_TV {
        Default::default()
    }

    /// CuTe's `size(mma)`: the threads the TiledMMA takes (128 in the example above).
    pub fn size(&self) -> usize {
        <Self as TiledMmaOp>::THREADS
    }

    /// CuTe's `get_thr_layout_vmnk()`: (thread in atom, atom m, atom n, atom k) -> thread.
    pub fn thr_layout_vmnk(&self) -> <Self as TiledMmaOp>::ThrLayoutVMNK {
        Default::default()
    }

    /// CuTe's `tile_shape(tiled_mma)`: the `(M, N, K)` tile the whole TiledMMA computes.
    pub fn tile_shape(&self) -> <Self as TiledMmaOp>::TileShape
    where
        <Self as TiledMmaOp>::TileShape: Default,
    {
        Default::default()
    }
}

/// CuTe's `get_flat_coord(thr)` of the thread layout `(V, M, N, K)`: the layout inverted leaf
/// by leaf (`(thr / stride) % extent`, a leaf of extent 1 giving 0), each top-level mode's
/// coordinate then as one index into that mode (column-major).
fn flat_coord(vmnk: &cute_layout_dynamic::Layout, thr: usize) -> [usize; 4] {
    let mut out = [0; 4];
    for (i, mode) in vmnk.modes().iter().take(4).enumerate() {
        let (shape, stride) = (mode.shape().leaves(), mode.stride().leaves());
        let (mut index, mut scale) = (0, 1);
        for (&s, &d) in shape.iter().zip(&stride) {
            let (s, d) = (s as usize, d as usize);
            if s > 1 && d > 0 {
                index += (thr / d % s) * scale;
            }
            scale *= s;
        }
        out[i] = index;
    }
    out
}

impl<T: TiledMmaOp> ThrMMA<T> {
    pub(super) fn new(mma: T, thr: usize) -> ThrMMA<T> {
        ThrMMA {
            vmnk: flat_coord(&T::ThrLayoutVMNK::to_dynamic(), thr),
            mma,
        }
    }
}

impl<T: Copy> ThrMMA<T> {
    /// The TiledMMA.
    pub fn tiled_mma(&self) -> T {
        self.mma
    }

    /// The thread's coordinate `(v, m, n, k)`: its thread in the atom, and which atom along
    /// M, N and K.
    pub fn coord(&self) -> [usize; 4] {
        self.vmnk
    }
}

/// The slice of `thrfrg`'s result that keeps a thread's values: the thread mode fixed, the
/// value and tile modes kept (CuTe's `(thr, (_, (_, _)))` for a rank-2 tensor, one more `_`
/// per further mode, e.g. a pipeline's stages), the tiles flattened beside the values as
/// CuTe's slice does.
type PartCrd<L> = (U0, PartRest<L>);
/// The kept modes of that slice, for a tensor of layout `L`.
type PartRest<L> = (Underscore, <L as KeptModes>::Output);

/// One `_` per mode of a tensor's layout: the tile modes a thread keeps of `thrfrg`'s rest,
/// the first two divided by the TiledMMA's tile, the others (CuTe allows any rank from 2) as
/// they are.
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "partition_A/B/C: the argument is not a layout or tensor of two or more modes, nor an identity tensor of rank 2 (CuTe: a TiledMMA partitions a tensor of rank 2 or more)",
    note = "a thread's `partition_*` takes a layout, a `&Tensor`, a `&mut Tensor`, a rank-2 `&IdentityTensor` (for predicates: `make_identity_tensor(shape)`; identity tensors of rank 3 are not partitioned here) or a tile of one (`&CoordTensor`)"
)]
pub trait KeptModes {
    type Output: Copy;
    fn kept() -> Self::Output;
}
/// `_` for any mode.
#[doc(hidden)]
pub trait Kept {
    type Output;
    fn value() -> Self::Output;
}
impl<T> Kept for T {
    type Output = Underscore;
    fn value() -> Underscore {
        Underscore
    }
}
macro_rules! kept_modes {
    () => {};
    ($t0:ident) => {};
    ($($t:ident)+) => {
        impl<$($t,)+ D> KeptModes for Layout<($($t,)+), D> {
            type Output = ($(<$t as Kept>::Output,)+);
            fn kept() -> Self::Output {
                ($(<$t as Kept>::value(),)+)
            }
        }
    };
}
crate::arity::for_arities!(kept_modes);
impl<A, O, L: KeptModes> KeptModes for ComposedLayout<A, O, L> {
    type Output = L::Output;
    fn kept() -> Self::Output {
        L::kept()
    }
}
/// A thread's coordinate in a TiledMMA's thread layout, `(v, (i, j))`.
type Thr = (usize, (usize, usize));

/// Declares the partitioning of one operand: the trait, its impl for every TiledMMA whose
/// layouts the operand's tensor layout `L` can be divided into, and the `ThrMMA` method.
macro_rules! partition {
    ($(#[$doc:meta])* $trait:ident, $method:ident, $msg:literal,
     ($p:ident, $e:ident, $ie:ty, $q:ident, $f:ident, $if_:ty), $tv:ident,
     [$i0:literal, $i1:literal]) => {
        $(#[$doc])*
        #[diagnostic::on_unimplemented(
            message = $msg,
            note = "the tensor's layout must be divisible by the TiledMMA's tile: logical_divide by the permutation, zipped_divide by the atom's tile and by the threads"
        )]
        pub trait $trait<L>: TiledMmaOp {
            /// The layout of a thread's part: `(values, tiles along the first mode, tiles along
            /// the second)`.
            type Output: crate::AnyLayout;
            /// The part of the thread at `(v, (i, j))` (its coordinates in the TiledMMA's
            /// thread layout), and the offset of its first element.
            #[doc(hidden)]
            fn partition(layout: L, thr: Thr) -> (Self::Output, isize);
            /// The strides of the thread mode of the partition (see `mode_strides`).
            #[doc(hidden)]
            fn thread_strides(layout: L) -> Vec<i64>;
        }

        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<A, AL, P0, P1, P2, AM, AN, AK, L> $trait<L> for TiledMMA<A, AL, (P0, P1, P2)>
        where
            Self: TiledMmaOp,
            A: MmaAtom<ShapeMNK = (AM, AN, AK)>,
            AL: StaticLayout + AtomLayoutMnk,
            <A as MmaAtom>::ThrID: TiledProductOp<AL::Mnk>,
            V<A, AL>: ModeSizeOp<$ie> + ModeSizeOp<$if_>,
            $p: PermMode<$e, Ms<V<A, AL>, $ie>>,
            $q: PermMode<$f, Ms<V<A, AL>, $if_>>,
            L: Thrfrg<
                PermOf<A, AL, $p, $q, $e, $f, $ie, $if_>,
                (Line<$e>, Line<$f>),
                <A as MmaAtom>::$tv,
                ThrOf<A, AL, $ie, $if_>,
            >,
            <L as Thrfrg<
                PermOf<A, AL, $p, $q, $e, $f, $ie, $if_>,
                (Line<$e>, Line<$f>),
                <A as MmaAtom>::$tv,
                ThrOf<A, AL, $ie, $if_>,
            >>::Output: ThreadPart<PartCrd<L>, Thr, (Thr, PartRest<L>)> + crate::AnyLayout,
            L: KeptModes,
        {
            type Output = <<L as Thrfrg<
                PermOf<A, AL, $p, $q, $e, $f, $ie, $if_>,
                (Line<$e>, Line<$f>),
                <A as MmaAtom>::$tv,
                ThrOf<A, AL, $ie, $if_>,
            >>::Output as ThreadPart<PartCrd<L>, Thr, (Thr, PartRest<L>)>>::Output;
            fn partition(layout: L, thr: Thr) -> (Self::Output, isize) {
                layout.thrfrg().part(thr, (thr, (Underscore, L::kept())))
            }
            fn thread_strides(layout: L) -> Vec<i64> {
                super::operand::mode_strides(&layout.thrfrg(), &[0])
            }
        }

        impl<T: Copy> ThrMMA<T> {
            $(#[$doc])*
            ///
            /// Takes a tensor (`&Tensor`, `&mut Tensor`) and returns the view of the thread's
            /// part, or takes a layout and returns the layout of the part and the offset of its
            /// first element ([`PartitionInput`](super::PartitionInput)).
            #[track_caller]
            pub fn $method<X>(
                &self,
                x: X,
            ) -> <X as PartitionOutput<<T as $trait<<X as PartitionInput>::Layout>>::Output>>::Output
            where
                X: PartitionInput + PartitionOutput<<T as $trait<<X as PartitionInput>::Layout>>::Output>,
                T: $trait<<X as PartitionInput>::Layout>,
            {
                let thr = (self.vmnk[0], (self.vmnk[$i0], self.vmnk[$i1]));
                let (part, offset) = T::partition(x.partitioned(), thr);
                let layout = x.partitioned();
                x.into_part(part, offset, || T::thread_strides(layout))
            }
        }
    };
}

partition!(
    /// CuTe's `partition_A`: the elements of an `M x K` tile of A that the thread reads.
    PartitionAOp, partition_a,
    "partition_A: the TiledMMA cannot partition a tensor with layout `{L}`",
    (P0, AM, U1, P2, AK, U3), ALayout, [1, 3]
);
partition!(
    /// CuTe's `partition_B`: the elements of an `N x K` tile of B that the thread reads.
    PartitionBOp, partition_b,
    "partition_B: the TiledMMA cannot partition a tensor with layout `{L}`",
    (P1, AN, U2, P2, AK, U3), BLayout, [2, 3]
);
partition!(
    /// CuTe's `partition_C`: the elements of an `M x N` tile of C that the thread computes.
    PartitionCOp, partition_c,
    "partition_C: the TiledMMA cannot partition a tensor with layout `{L}`",
    (P0, AM, U1, P1, AN, U2), CLayout, [1, 2]
);
