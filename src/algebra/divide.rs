//! Divides: logical, zipped, tiled and flat; and the regroupings they share with the products.

use typenum::{IsEqual, B0, U0, U1};

use crate::algebra::coalesce::detail::Coalescer;
use crate::algebra::complement::ComplementT;
use crate::algebra::composition::detail::{ComposeWith, CuTe, Exact};
use crate::algebra::slice::detail::{SliceT, UnderLike};
use crate::int::{If, IfThen};
use crate::layout::{Concatenated, Layout, MakeLayout, Modes, ModesOf, ShapeStride};
use crate::list::{self, Apply2, Internal, Public, TransformModes, C, E};
use crate::tiler::{kind, Tiler, Underscore};

/// CuTe's `logical_divide(a, tiler)`: `A o (B, complement(B, shape(coalesce(A))))`, mode by mode
/// for a tuple tiler (modes past the tiler are kept). The result's mode 0 is the tile, mode 1
/// the tiles' arrangement.
///
/// Post-condition (the law, tested on the run-time engine): `logical_divide(A, B) ==
/// composition(A, make_layout(B, complement(B, shape(coalesce(A)))))`. A layout tiler is checked
/// like [`Composition`](crate::Composition) of two layouts (exactly); other tilers as CuTe checks.
///
/// ```
/// use cute_layout::prelude::*;
/// type T = LogicalDivide<layout!(16:3), layout!((2,2):(4,1))>;
/// assert_eq!(T::default().to_string(), "((_2,_2),(_2,_2)):((_12,_3),(_6,_24))");
/// type S = LogicalDivide<layout!((12,32,6):(1,128,0)), shape!((4,8))>;
/// assert_eq!(S::default().to_string(), "((_4,_3),(_8,_4),_6):((_1,_4),(_128,_1024),_0)");
/// ```
#[diagnostic::on_unimplemented(
    message = "logical_divide: cannot divide `{Self}` by `{T}`",
    note = "the tiler is a layout, an extent, or a tuple of at most rank(A) tilers; the failing rule is named in the errors below"
)]
pub trait LogicalDivideOp<T> {
    /// The divided layout.
    type Output;
}

/// `logical_divide(A, Tiler)`
pub type LogicalDivide<A, T> = <A as LogicalDivideOp<T>>::Output;

/// CuTe's `zipped_divide(a, tiler)`: `((tile modes...), (rest modes...))`.
///
/// ```
/// use cute_layout::prelude::*;
/// type Z = ZippedDivide<layout!((12,32,6):(1,128,0)), shape!((4,8))>;
/// assert_eq!(Z::default().to_string(), "((_4,_8),(_3,_4,_6)):((_1,_128),(_4,_1024,_0))");
/// ```
#[diagnostic::on_unimplemented(message = "zipped_divide: cannot divide `{Self}` by `{T}`")]
pub trait ZippedDivideOp<T> {
    /// The divided layout.
    type Output;
}

/// `zipped_divide(A, Tiler)`
pub type ZippedDivide<A, T> = <A as ZippedDivideOp<T>>::Output;

/// CuTe's `tiled_divide(a, tiler)`: `((tile modes...), rest modes...)`.
///
/// ```
/// use cute_layout::prelude::*;
/// type T = TiledDivide<layout!((12,32,6):(1,128,0)), shape!((4,8))>;
/// assert_eq!(T::default().to_string(), "((_4,_8),_3,_4,_6):((_1,_128),_4,_1024,_0)");
/// ```
#[diagnostic::on_unimplemented(message = "tiled_divide: cannot divide `{Self}` by `{T}`")]
pub trait TiledDivideOp<T> {
    /// The divided layout.
    type Output;
}

/// `tiled_divide(A, Tiler)`
pub type TiledDivide<A, T> = <A as TiledDivideOp<T>>::Output;

/// CuTe's `flat_divide(a, tiler)`: `(tile modes..., rest modes...)`.
///
/// ```
/// use cute_layout::prelude::*;
/// type F = FlatDivide<layout!((12,32,6):(1,128,0)), shape!((4,8))>;
/// assert_eq!(F::default().to_string(), "(_4,_8,_3,_4,_6):(_1,_128,_4,_1024,_0)");
/// ```
#[diagnostic::on_unimplemented(message = "flat_divide: cannot divide `{Self}` by `{T}`")]
pub trait FlatDivideOp<T> {
    /// The divided layout.
    type Output;
}

/// `flat_divide(A, Tiler)`
pub type FlatDivide<A, T> = <A as FlatDivideOp<T>>::Output;

/// The check a top-level logical_divide uses for tiler `T` (internal form).
pub type DivideCheck<T> = <<T as Tiler>::Kind as detail::DivideCheckFor>::Check;

macro_rules! public_op {
    ($trait:ident, $detail:ident) => {
        impl<L: Internal, T: Internal> $trait<T> for L
        where
            T::Repr: Tiler,
            L::Repr: detail::$detail<T::Repr>,
            <L::Repr as detail::$detail<T::Repr>>::Output: Public,
        {
            type Output = list::Pub<<L::Repr as detail::$detail<T::Repr>>::Output>;
        }
    };
}

public_op!(ZippedDivideOp, Zipped);
public_op!(TiledDivideOp, Tiled);
public_op!(FlatDivideOp, Flat);

impl<L: Internal, T: Internal> LogicalDivideOp<T> for L
where
    T::Repr: Tiler,
    <T::Repr as Tiler>::Kind: detail::DivideCheckFor,
    L::Repr: detail::Divide<T::Repr, <T::Repr as Tiler>::Kind, DivideCheck<T::Repr>>,
    <L::Repr as detail::Divide<T::Repr, <T::Repr as Tiler>::Kind, DivideCheck<T::Repr>>>::Output:
        Public,
{
    type Output = list::Pub<<L::Repr as detail::Divide<T::Repr, <T::Repr as Tiler>::Kind, DivideCheck<T::Repr>>>::Output>;
}

#[doc(hidden)]
pub mod detail {
    use super::*;

    pub trait DivideCheckFor {
        type Check;
    }
    impl DivideCheckFor for kind::LayoutTiler {
        type Check = Exact;
    }
    impl DivideCheckFor for kind::Extent {
        type Check = CuTe;
    }
    impl DivideCheckFor for kind::ByMode {
        type Check = CuTe;
    }
    impl DivideCheckFor for kind::Skip {
        type Check = CuTe;
    }

    /// `logical_divide(Self, T)` for a tiler of kind `K`, composition checked by `Chk`.
    pub trait Divide<T, K, Chk> {
        type Output;
    }

    impl<L, Chk> Divide<Underscore, kind::Skip, Chk> for L {
        type Output = L;
    }

    impl<L, N, Chk> Divide<N, kind::Extent, Chk> for L
    where
        N: IsEqual<U1>,
        typenum::Eq<N, U1>: If<Layout<U1, U0>, Layout<N, U1>>,
        L: Divide<ColumnMajor<N>, kind::LayoutTiler, Chk>,
    {
        type Output = <L as Divide<ColumnMajor<N>, kind::LayoutTiler, Chk>>::Output;
    }

    /// CuTe's `make_layout(n)`: `n:1`, or `_1:_0` for `n == 1`.
    pub type ColumnMajor<N> = IfThen<typenum::Eq<N, U1>, Layout<U1, U0>, Layout<N, U1>>;

    impl<S, D, TS, TD, Chk> Divide<Layout<TS, TD>, kind::LayoutTiler, Chk> for Layout<S, D>
    where
        Layout<S, D>: Coalescer<B0>,
        <Layout<S, D> as Coalescer<B0>>::Output: ShapeStride,
        Layout<TS, TD>: crate::algebra::complement::detail::ComplementIn<
            <<Layout<S, D> as Coalescer<B0>>::Output as ShapeStride>::Shape,
        >,
        ComplementT<
            Layout<TS, TD>,
            <<Layout<S, D> as Coalescer<B0>>::Output as ShapeStride>::Shape,
        >: ShapeStride,
        Layout<S, D>: ComposeWith<
            TileAndRest<
                Layout<TS, TD>,
                ComplementT<
                    Layout<TS, TD>,
                    <<Layout<S, D> as Coalescer<B0>>::Output as ShapeStride>::Shape,
                >,
            >,
            kind::LayoutTiler,
            Chk,
        >,
    {
        type Output = <Layout<S, D> as ComposeWith<
            TileAndRest<
                Layout<TS, TD>,
                ComplementT<
                    Layout<TS, TD>,
                    <<Layout<S, D> as Coalescer<B0>>::Output as ShapeStride>::Shape,
                >,
            >,
            kind::LayoutTiler,
            Chk,
        >>::Output;
    }

    /// `make_layout(tile, rest)`
    pub type TileAndRest<T, R> = Layout<
        C<<T as ShapeStride>::Shape, C<<R as ShapeStride>::Shape, E>>,
        C<<T as ShapeStride>::Stride, C<<R as ShapeStride>::Stride, E>>,
    >;

    impl<S, D, T, Chk> Divide<T, kind::ByMode, Chk> for Layout<S, D>
    where
        Layout<S, D>: Modes,
        ModesOf<Layout<S, D>>: TransformModes<T, DivideF>,
        <ModesOf<Layout<S, D>> as TransformModes<T, DivideF>>::Output: MakeLayout,
    {
        type Output = Concatenated<<ModesOf<Layout<S, D>> as TransformModes<T, DivideF>>::Output>;
    }

    /// By-mode logical_divide of one mode by one tiler (CuTe's checks).
    pub struct DivideF;

    impl<L, T: Tiler> Apply2<L, T> for DivideF
    where
        L: Divide<T, T::Kind, CuTe>,
    {
        type Output = L::Output;
    }

    /// CuTe's `zip2_by(t, guide)`: the rank-2 modes found at the leaves of the tiler `G` split
    /// into `((firsts...), (seconds..., rest...))`.
    pub trait Zip2By<G> {
        type Output;
    }

    impl<T, G: Tiler> Zip2By<G> for T
    where
        T: Zip2ByKind<G, G::Kind>,
    {
        type Output = <T as Zip2ByKind<G, G::Kind>>::Output;
    }

    #[diagnostic::on_unimplemented(
        message = "the mode `{Self}` is not of rank 2 where the tiler `{G}` has a leaf",
        note = "zipped/tiled/flat divides and products regroup the (tile, rest) modes that logical_divide/logical_product produce; CuTe's zip2_by requires them"
    )]
    pub trait Zip2ByKind<G, K> {
        type Output;
    }

    // A leaf of the guide: the mode must be rank 2 and stays as it is.
    impl<X, Y, G> Zip2ByKind<G, kind::LayoutTiler> for C<X, C<Y, E>> {
        type Output = C<X, C<Y, E>>;
    }
    impl<X, Y, G> Zip2ByKind<G, kind::Extent> for C<X, C<Y, E>> {
        type Output = C<X, C<Y, E>>;
    }
    impl<X, Y, G> Zip2ByKind<G, kind::Skip> for C<X, C<Y, E>> {
        type Output = C<X, C<Y, E>>;
    }

    // A tuple guide: split the guided modes, keep the rest in the second half.
    impl<T, G> Zip2ByKind<G, kind::ByMode> for T
    where
        T: Split2<G>,
        <T as Split2<G>>::Seconds: list::Concat<<T as Split2<G>>::Rest>,
    {
        type Output = C<
            <T as Split2<G>>::Firsts,
            C<list::Cat<<T as Split2<G>>::Seconds, <T as Split2<G>>::Rest>, E>,
        >;
    }

    /// The guided modes of `Self` split in firsts and seconds, and the unguided rest.
    pub trait Split2<G> {
        type Firsts;
        type Seconds;
        type Rest;
    }

    impl<T> Split2<E> for T {
        type Firsts = E;
        type Seconds = E;
        type Rest = T;
    }

    impl<H: Zip2By<GH>, T: Split2<GT>, GH, GT> Split2<C<GH, GT>> for C<H, T>
    where
        H::Output: Pair,
    {
        type Firsts = C<<H::Output as Pair>::First, T::Firsts>;
        type Seconds = C<<H::Output as Pair>::Second, T::Seconds>;
        type Rest = T::Rest;
    }

    pub trait Pair {
        type First;
        type Second;
    }

    impl<X, Y> Pair for C<X, C<Y, E>> {
        type First = X;
        type Second = Y;
    }

    /// CuTe's `tile_unzip`: [`Zip2By`] on shape and stride.
    pub trait TileUnzip<G> {
        type Output;
    }

    impl<S: Zip2By<G>, D: Zip2By<G>, G> TileUnzip<G> for Layout<S, D> {
        type Output = Layout<S::Output, D::Output>;
    }

    /// `zipped_divide(Self, T)` on internal forms (CuTe's checks throughout).
    pub trait Zipped<T> {
        type Output;
    }

    impl<L, T: Tiler> Zipped<T> for L
    where
        L: Divide<T, T::Kind, CuTe>,
        <L as Divide<T, T::Kind, CuTe>>::Output: TileUnzip<T>,
    {
        type Output = <<L as Divide<T, T::Kind, CuTe>>::Output as TileUnzip<T>>::Output;
    }

    /// `tiled_divide`: zipped, then the second mode's modes spread out.
    pub trait Tiled<T> {
        type Output;
    }

    impl<L: Zipped<T>, T> Tiled<T> for L
    where
        L::Output: Unpack<B0>,
    {
        type Output = <L::Output as Unpack<B0>>::Output;
    }

    /// `flat_divide`: zipped, then both modes' modes spread out.
    pub trait Flat<T> {
        type Output;
    }

    impl<L: Zipped<T>, T> Flat<T> for L
    where
        L::Output: Unpack<typenum::B1>,
    {
        type Output = <L::Output as Unpack<typenum::B1>>::Output;
    }

    /// `result(_, repeat<R1>(_))` (`B0`) or `result(repeat<R0>(_), repeat<R1>(_))` (`B1`) of a
    /// rank-2 result.
    pub trait Unpack<Both> {
        type Output;
    }

    impl<S0, S1, D0, D1, Both> Unpack<Both> for Layout<C<S0, C<S1, E>>, C<D0, C<D1, E>>>
    where
        S0: UnderLike,
        S1: UnderLike,
        Both: If<<S0 as UnderLike>::Output, Underscore>,
        C<IfThen<Both, <S0 as UnderLike>::Output, Underscore>, C<<S1 as UnderLike>::Output, E>>:
            SliceT<C<S0, C<S1, E>>, Underscore> + SliceT<C<D0, C<D1, E>>, Underscore>,
    {
        type Output =
            Layout<
                <C<
                    IfThen<Both, <S0 as UnderLike>::Output, Underscore>,
                    C<<S1 as UnderLike>::Output, E>,
                > as SliceT<C<S0, C<S1, E>>, Underscore>>::Output,
                <C<
                    IfThen<Both, <S0 as UnderLike>::Output, Underscore>,
                    C<<S1 as UnderLike>::Output, E>,
                > as SliceT<C<D0, C<D1, E>>, Underscore>>::Output,
            >;
    }
}
