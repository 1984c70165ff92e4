//! CuTe's `TiledMMA`: an MMA atom repeated over a layout of atoms (`AtomLayoutMNK`) and an
//! optional permutation of M, N and K, and the thread-value layouts that say which thread of the
//! CTA holds which element of the A, B and C tiles (CuTe's `get_layoutA_TV`, `get_layoutB_TV`,
//! `get_layoutC_TV`, built by `thrfrg_A/B/C`). Every step is an operation of the algebra, so
//! the compiler computes the layouts.

use super::MmaAtom;
use crate::list::{Internal, ProductOf, Repr};
use crate::tuple::Underscore;
use crate::{
    Complement, ComplementOp, Composition, CompositionOp, Layout, LogicalDivide, LogicalDivideOp,
    MakeLayout, MakeLayoutOp, ModeSizeOp, RightInverse, RightInverseOp, StaticLayout, TiledProduct,
    TiledProductOp, ZippedDivide, ZippedDivideOp,
};
use core::marker::PhantomData;
use typenum::{Prod, U0, U1, U2, U3};

/// CuTe's `TiledMMA<Atom, AtomLayoutMNK, PermutationMNK>` (made by `make_tiled_mma`): `Atom`
/// repeated over the layout `AtomLayout` of atoms in M, N and K (default: one atom), each mode
/// of the tile permuted by `Perm` (a triple of tilers: [`Underscore`] for none, an extent, or a
/// layout). Its layouts are [`TiledMmaOp`]'s.
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
/// ```
pub struct TiledMMA<
    Atom,
    AtomLayout = Layout<(U1, U1, U1), (U0, U0, U0)>,
    Perm = (Underscore, Underscore, Underscore),
>(PhantomData<(Atom, AtomLayout, Perm)>);

impl<A, L, P> Clone for TiledMMA<A, L, P> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<A, L, P> Copy for TiledMMA<A, L, P> {}
impl<A, L, P> Default for TiledMMA<A, L, P> {
    fn default() -> Self {
        TiledMMA(PhantomData)
    }
}

/// The layouts of a [`TiledMMA`].
#[diagnostic::on_unimplemented(
    message = "make_tiled_mma: cannot tile the MMA atom of `{Self}`",
    note = "a TiledMMA is an MMA atom, a static rank-3 layout of atoms (M, N, K) and a triple of permutation tilers (`Underscore`, an extent or a layout)"
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
{
    type Output = ZippedDivide<AtomTv<R, P, E, Tv>, (Underscore, T)>;
}

type V<A, L> = TiledProduct<<A as MmaAtom>::ThrID, L>;
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

// The three operands: the reference tile, the permutation of its modes, the atom's extents,
// its TV layout, and the threads along the modes.
type RefC<A, L, P0, P1, AM, AN> =
    Compact<Size<P0, AM, Ms<V<A, L>, U1>>, Size<P1, AN, Ms<V<A, L>, U2>>>;
type PermC<A, L, P0, P1, AM, AN> = (
    Tiler<P0, AM, Ms<V<A, L>, U1>>,
    Tiler<P1, AN, Ms<V<A, L>, U2>>,
);
type ThrC<A, L> = (Line<Ms<V<A, L>, U1>>, Line<Ms<V<A, L>, U2>>);
type FrgC<A, L, P0, P1, AM, AN> = Frg<
    RefC<A, L, P0, P1, AM, AN>,
    PermC<A, L, P0, P1, AM, AN>,
    (Line<AM>, Line<AN>),
    <A as MmaAtom>::CLayout,
    ThrC<A, L>,
>;
type RefA<A, L, P0, P2, AM, AK> =
    Compact<Size<P0, AM, Ms<V<A, L>, U1>>, Size<P2, AK, Ms<V<A, L>, U3>>>;
type PermA<A, L, P0, P2, AM, AK> = (
    Tiler<P0, AM, Ms<V<A, L>, U1>>,
    Tiler<P2, AK, Ms<V<A, L>, U3>>,
);
type ThrA<A, L> = (Line<Ms<V<A, L>, U1>>, Line<Ms<V<A, L>, U3>>);
type FrgA<A, L, P0, P2, AM, AK> = Frg<
    RefA<A, L, P0, P2, AM, AK>,
    PermA<A, L, P0, P2, AM, AK>,
    (Line<AM>, Line<AK>),
    <A as MmaAtom>::ALayout,
    ThrA<A, L>,
>;
// A is shared by the threads along N (stride 0 over them), B by those along M.
type TileA<A, L> = (
    Underscore,
    (
        Layout<(Ms<V<A, L>, U1>, Ms<V<A, L>, U2>), (U1, U0)>,
        Underscore,
    ),
);
type RefB<A, L, P1, P2, AN, AK> =
    Compact<Size<P1, AN, Ms<V<A, L>, U2>>, Size<P2, AK, Ms<V<A, L>, U3>>>;
type PermB<A, L, P1, P2, AN, AK> = (
    Tiler<P1, AN, Ms<V<A, L>, U2>>,
    Tiler<P2, AK, Ms<V<A, L>, U3>>,
);
type ThrB<A, L> = (Line<Ms<V<A, L>, U2>>, Line<Ms<V<A, L>, U3>>);
type FrgB<A, L, P1, P2, AN, AK> = Frg<
    RefB<A, L, P1, P2, AN, AK>,
    PermB<A, L, P1, P2, AN, AK>,
    (Line<AN>, Line<AK>),
    <A as MmaAtom>::BLayout,
    ThrB<A, L>,
>;
type TileB<A, L> = (
    Underscore,
    (
        Layout<(Ms<V<A, L>, U1>, Ms<V<A, L>, U2>), (U0, U1)>,
        Underscore,
    ),
);

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<A, L, P0, P1, P2, AM, AN, AK> TiledMmaOp for TiledMMA<A, L, (P0, P1, P2)>
where
    A: MmaAtom<ShapeMNK = (AM, AN, AK)>,
    L: StaticLayout,
    <A as MmaAtom>::ThrID: TiledProductOp<L>,
    V<A, L>: StaticLayout + ModeSizeOp<U1> + ModeSizeOp<U2> + ModeSizeOp<U3> + ComplementOp,
    <V<A, L> as crate::AnyLayout>::Shape: Internal,
    Repr<<V<A, L> as crate::AnyLayout>::Shape>: crate::list::Product,
    P0: PermMode<AM, Ms<V<A, L>, U1>>,
    P1: PermMode<AN, Ms<V<A, L>, U2>>,
    P2: PermMode<AK, Ms<V<A, L>, U3>>,
    (V<A, L>, Complement<V<A, L>>): MakeLayoutOp,
    Both<A, L>: RightInverseOp,
    Layout<(VSize<A, L>, U1), (U1, U0)>: CompositionOp<RightInverse<Both<A, L>>>,
    RefC<A, L, P0, P1, AM, AN>:
        Thrfrg<PermC<A, L, P0, P1, AM, AN>, (Line<AM>, Line<AN>), A::CLayout, ThrC<A, L>>,
    FrgC<A, L, P0, P1, AM, AN>: CompositionOp<(ToThrId<A, L>, Underscore)>,
    Then<FrgC<A, L, P0, P1, AM, AN>, ToThrId<A, L>>: StaticLayout,
    RefA<A, L, P0, P2, AM, AK>:
        Thrfrg<PermA<A, L, P0, P2, AM, AK>, (Line<AM>, Line<AK>), A::ALayout, ThrA<A, L>>,
    FrgA<A, L, P0, P2, AM, AK>: CompositionOp<(TileA<A, L>, Underscore)>,
    Then<FrgA<A, L, P0, P2, AM, AK>, TileA<A, L>>: CompositionOp<(ToThrId<A, L>, Underscore)>,
    Then<Then<FrgA<A, L, P0, P2, AM, AK>, TileA<A, L>>, ToThrId<A, L>>: StaticLayout,
    RefB<A, L, P1, P2, AN, AK>:
        Thrfrg<PermB<A, L, P1, P2, AN, AK>, (Line<AN>, Line<AK>), A::BLayout, ThrB<A, L>>,
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
}
