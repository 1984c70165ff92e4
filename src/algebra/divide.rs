//! Divides: logical, zipped, tiled and flat; and the regroupings they share with the products.

use crate::int::IsEqual;
use typenum::{B0, U0, U1};

use crate::algebra::coalesce::detail::Coalescer;
use crate::algebra::complement::detail::ComplementIn;
use crate::algebra::compose::detail::{Check, ComposedBy, CuTe, TopCheck};
use crate::algebra::compose::op;
use crate::algebra::compose::CheckOf;
use crate::algebra::slice::detail::{SliceT, UnderLike};
use crate::int::{If, IfThen};
use crate::layout::{Concatenated, FromModes, Layout, Modes, ModesOf, ShapeStride};
use crate::list::{self, Apply2, Public, TransformModes, C, E};
use crate::tiler::Underscore;

operation! {
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
        note = "the tiler is a layout, an extent, or a tuple of at most rank(A) tilers; in generic code, add this trait as a bound; for concrete layouts, another error names the rule that fails"
    )]
    pub trait LogicalDivideOp<T> { fn logical_divide(self, tiler) / try_logical_divide -> "divided layout"; }
    /// `logical_divide(A, Tiler)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type T = LogicalDivide<layout!(16:3), layout!((2,2):(4,1))>;
    /// assert_eq!(T::default().to_string(), "((_2,_2),(_2,_2)):((_12,_3),(_6,_24))");
    /// type S = LogicalDivide<layout!((12,32,6):(1,128,0)), shape!((4,8))>;
    /// assert_eq!(S::default().to_string(), "((_4,_3),(_8,_4),_6):((_1,_4),(_128,_1024),_0)");
    /// ```
    pub type LogicalDivide<A, T>;
}

operation! {
    /// CuTe's `zipped_divide(a, tiler)`: `((tile modes...), (rest modes...))`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type Z = ZippedDivide<layout!((12,32,6):(1,128,0)), shape!((4,8))>;
    /// assert_eq!(Z::default().to_string(), "((_4,_8),(_3,_4,_6)):((_1,_128),(_4,_1024,_0))");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "zipped_divide: cannot divide `{Self}` by `{T}`",
        note = "in generic code, add this trait as a bound on the layout; for concrete layouts, another error names the rule that fails"
    )]
    pub trait ZippedDivideOp<T> { fn zipped_divide(self, tiler) / try_zipped_divide -> "divided layout"; }
    /// `zipped_divide(A, Tiler)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type Z = ZippedDivide<layout!((12,32,6):(1,128,0)), shape!((4,8))>;
    /// assert_eq!(Z::default().to_string(), "((_4,_8),(_3,_4,_6)):((_1,_128),(_4,_1024,_0))");
    /// ```
    pub type ZippedDivide<A, T>;
}

operation! {
    /// CuTe's `tiled_divide(a, tiler)`: `((tile modes...), rest modes...)`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type T = TiledDivide<layout!((12,32,6):(1,128,0)), shape!((4,8))>;
    /// assert_eq!(T::default().to_string(), "((_4,_8),_3,_4,_6):((_1,_128),_4,_1024,_0)");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "tiled_divide: cannot divide `{Self}` by `{T}`",
        note = "in generic code, add this trait as a bound on the layout; for concrete layouts, another error names the rule that fails"
    )]
    pub trait TiledDivideOp<T> { fn tiled_divide(self, tiler) / try_tiled_divide -> "divided layout"; }
    /// `tiled_divide(A, Tiler)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type T = TiledDivide<layout!((12,32,6):(1,128,0)), shape!((4,8))>;
    /// assert_eq!(T::default().to_string(), "((_4,_8),_3,_4,_6):((_1,_128),_4,_1024,_0)");
    /// ```
    pub type TiledDivide<A, T>;
}

operation! {
    /// CuTe's `flat_divide(a, tiler)`: `(tile modes..., rest modes...)`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type F = FlatDivide<layout!((12,32,6):(1,128,0)), shape!((4,8))>;
    /// assert_eq!(F::default().to_string(), "(_4,_8,_3,_4,_6):(_1,_128,_4,_1024,_0)");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "flat_divide: cannot divide `{Self}` by `{T}`",
        note = "in generic code, add this trait as a bound on the layout; for concrete layouts, another error names the rule that fails"
    )]
    pub trait FlatDivideOp<T> { fn flat_divide(self, tiler) / try_flat_divide -> "divided layout"; }
    /// `flat_divide(A, Tiler)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type F = FlatDivide<layout!((12,32,6):(1,128,0)), shape!((4,8))>;
    /// assert_eq!(F::default().to_string(), "(_4,_8,_3,_4,_6):(_1,_128,_4,_1024,_0)");
    /// ```
    pub type FlatDivide<A, T>;
}

internal_op!(
    ZippedDivideOp<_>,
    zipped_divide / try_zipped_divide,
    zipped_divide,
    Zipped
);
internal_op!(
    TiledDivideOp<_>,
    tiled_divide / try_tiled_divide,
    tiled_divide,
    Tiled
);
internal_op!(
    FlatDivideOp<_>,
    flat_divide / try_flat_divide,
    flat_divide,
    Flat
);

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D, T> crate::mixed::route::StaticEngine<Layout<S, D>, T> for op::logical_divide
where
    T: TopCheck<op::logical_divide> + detail::Divides<Layout<S, D>, CheckOf<T, op::logical_divide>>,
    <T as detail::Divides<Layout<S, D>, CheckOf<T, op::logical_divide>>>::Output: Public,
    list::Pub<<T as detail::Divides<Layout<S, D>, CheckOf<T, op::logical_divide>>>::Output>:
        crate::StaticLayout,
{
    type Output =
        list::Pub<<T as detail::Divides<Layout<S, D>, CheckOf<T, op::logical_divide>>>::Output>;
}

routed!(
    LogicalDivideOp<_>,
    logical_divide / try_logical_divide,
    logical_divide
);

pub(crate) mod detail {
    use super::*;

    /// `logical_divide(A, Self)` for the tiler `Self`, composition checked by `Chk`.
    #[diagnostic::on_unimplemented(
        message = "divide: `{Self}` is not a tiler for `{A}`",
        note = "a tiler is a layout, a positive extent, a tuple of tilers (at most one per mode of A), or `Underscore`"
    )]
    pub trait Divides<A, Chk> {
        type Output;
    }

    impl<A, Chk> Divides<A, Chk> for Underscore {
        type Output = A;
    }

    crate::arity::for_unsigned!([__A, __Chk] Divides<__A, __Chk> where [
        Self: IsEqual<U1>,
        crate::int::Eq<Self, U1>: If<Layout<U1, U0>, Layout<Self, U1>>,
        ColumnMajor<Self>: Divides<__A, __Chk>,
    ] {
        type Output = <ColumnMajor<Self> as Divides<__A, __Chk>>::Output;
    });

    /// CuTe's `make_layout(n)`: `n:1`, or `_1:_0` for `n == 1`.
    pub type ColumnMajor<N> = IfThen<crate::int::Eq<N, U1>, Layout<U1, U0>, Layout<N, U1>>;

    /// The shape of `coalesce(A)`: the cotarget of the tiler's complement.
    pub type CoShape<A> = <<A as Coalescer<B0>>::Output as ShapeStride>::Shape;
    /// `make_layout(T, complement(T, shape(coalesce(A))))`, reported under `Op`.
    pub type Divisor<T, A, Op> = TileAndRest<T, <T as ComplementIn<CoShape<A>, Op>>::Output>;

    impl<S, D, TS, TD, Chk: Check> Divides<Layout<S, D>, Chk> for Layout<TS, TD>
    where
        Layout<S, D>: Coalescer<B0>,
        <Layout<S, D> as Coalescer<B0>>::Output: ShapeStride,
        Layout<TS, TD>: ComplementIn<CoShape<Layout<S, D>>, Chk::Op>,
        <Layout<TS, TD> as ComplementIn<CoShape<Layout<S, D>>, Chk::Op>>::Output: ShapeStride,
        Divisor<Layout<TS, TD>, Layout<S, D>, Chk::Op>: ComposedBy<Layout<S, D>, Chk>,
    {
        type Output = <Divisor<Layout<TS, TD>, Layout<S, D>, Chk::Op> as ComposedBy<
            Layout<S, D>,
            Chk,
        >>::Output;
    }

    /// `make_layout(tile, rest)`
    pub type TileAndRest<T, R> = Layout<
        C<<T as ShapeStride>::Shape, C<<R as ShapeStride>::Shape, E>>,
        C<<T as ShapeStride>::Stride, C<<R as ShapeStride>::Stride, E>>,
    >;

    impl<S, D, Chk> Divides<Layout<S, D>, Chk> for E {
        type Output = Layout<S, D>;
    }

    impl<S, D, H, T, Chk> Divides<Layout<S, D>, Chk> for C<H, T>
    where
        Layout<S, D>: Modes,
        Chk: Check,
        ModesOf<Layout<S, D>>: TransformModes<C<H, T>, DivideF<Chk::Op>, Chk::Op>,
        <ModesOf<Layout<S, D>> as TransformModes<C<H, T>, DivideF<Chk::Op>, Chk::Op>>::Output:
            FromModes,
    {
        type Output = Concatenated<
            <ModesOf<Layout<S, D>> as TransformModes<C<H, T>, DivideF<Chk::Op>, Chk::Op>>::Output,
        >;
    }

    /// By-mode logical_divide of one mode by one tiler (CuTe's checks).
    pub struct DivideF<Op>(core::marker::PhantomData<Op>);

    impl<L, T, Op> Apply2<L, T> for DivideF<Op>
    where
        T: Divides<L, CuTe<Op>>,
    {
        type Output = T::Output;
    }

    /// CuTe's `zip2_by(t, guide)`: the rank-2 modes found at the leaves of the tiler `G` split
    /// into `((firsts...), (seconds..., rest...))`.
    /// `zip2_by(T, Self)` for the guide (tiler) `Self`.
    pub trait Zip2By<T, Op> {
        type Output;
    }

    // A leaf of the guide: the mode must be rank 2 and stays as it is.
    impl<T: Rank2Mode<Op>, S, D, Op> Zip2By<T, Op> for Layout<S, D> {
        type Output = C<T::First, C<T::Second, E>>;
    }
    crate::arity::for_unsigned!([__T: Rank2Mode<__Op>, __Op] Zip2By<__T, __Op> {
        type Output = C<__T::First, C<__T::Second, E>>;
    });
    impl<T: Rank2Mode<Op>, Op> Zip2By<T, Op> for Underscore {
        type Output = C<T::First, C<T::Second, E>>;
    }

    /// A mode of rank 2, where the guide of `zip2_by` has a leaf: its two halves. Other modes
    /// report the failure (and give empty halves, so nothing else fails after it).
    pub trait Rank2Mode<Op> {
        type First;
        type Second;
    }
    impl<X, Y, Op> Rank2Mode<Op> for C<X, C<Y, E>> {
        type First = X;
        type Second = Y;
    }
    /// The modes of other ranks: `$mode` with its generics.
    macro_rules! not_rank2 {
        ($([$($g:tt)*] $mode:ty),*) => {$(
            impl<Op, $($g)*> Rank2Mode<Op> for $mode
            where
                B0: ModeIsRank2<$mode, Op>,
            {
                type First = E;
                type Second = E;
            }
        )*};
    }
    not_rank2!([] E, [X] C<X, E>, [X, Y, Z, W] C<X, C<Y, C<Z, W>>>);
    crate::arity::with_leaves!(not_rank2);

    cute_layout_macros::op_checks! {
        ops crate::algebra::compose::op [zipped_divide, tiled_divide, flat_divide, zipped_product, tiled_product, flat_product, blocked_product, raked_product, logical_divide, logical_product, composition, complement, coalesce_by];

        /// zip2_by's requirement.
        #[diagnostic::on_unimplemented(
            message = "{Op}: the mode {T} is not of rank 2 where the tiler has a leaf",
            label = "CuTe's zip2_by needs a (tile, rest) mode here",
            note = "zipped/tiled/flat divides and products regroup the (tile, rest) modes that logical_divide/logical_product produce; CuTe's zip2_by requires them",
            note = "Num<N> is the number N"
        )]
        check ModeIsRank2<T>;
    }

    // A tuple guide: split the guided modes, keep the rest in the second half.
    impl<T, Op> Zip2By<T, Op> for E {
        type Output = C<E, C<T, E>>;
    }

    impl<T, GH, GT, Op> Zip2By<T, Op> for C<GH, GT>
    where
        T: Split2<C<GH, GT>, Op>,
        <T as Split2<C<GH, GT>, Op>>::Seconds: list::Concat<<T as Split2<C<GH, GT>, Op>>::Rest>,
    {
        type Output = C<
            <T as Split2<C<GH, GT>, Op>>::Firsts,
            C<
                list::Cat<
                    <T as Split2<C<GH, GT>, Op>>::Seconds,
                    <T as Split2<C<GH, GT>, Op>>::Rest,
                >,
                E,
            >,
        >;
    }

    /// The guided modes of `Self` split in firsts and seconds, and the unguided rest.
    pub trait Split2<G, Op> {
        type Firsts;
        type Seconds;
        type Rest;
    }

    impl<T, Op> Split2<E, Op> for T {
        type Firsts = E;
        type Seconds = E;
        type Rest = T;
    }

    // A guide longer than the modes: reported as the tiler's extra modes.
    impl<GH, GT, Op> Split2<C<GH, GT>, Op> for E
    where
        B0: list::TooManyModes<C<GH, GT>, Op>,
    {
        type Firsts = E;
        type Seconds = E;
        type Rest = E;
    }

    impl<H, T: Split2<GT, Op>, GH: Zip2By<H, Op>, GT, Op> Split2<C<GH, GT>, Op> for C<H, T>
    where
        GH::Output: Pair,
    {
        type Firsts = C<<GH::Output as Pair>::First, T::Firsts>;
        type Seconds = C<<GH::Output as Pair>::Second, T::Seconds>;
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
    pub trait TileUnzip<G, Op> {
        type Output;
    }

    impl<S, D, G: Zip2By<S, Op> + Zip2By<D, Op>, Op> TileUnzip<G, Op> for Layout<S, D> {
        type Output = Layout<<G as Zip2By<S, Op>>::Output, <G as Zip2By<D, Op>>::Output>;
    }

    /// `zipped_divide(Self, T)` on internal forms (CuTe's checks throughout).
    pub trait Zipped<T, Op = op::zipped_divide> {
        type Output;
    }

    impl<L, T, Op> Zipped<T, Op> for L
    where
        T: Divides<L, CuTe<Op>>,
        <T as Divides<L, CuTe<Op>>>::Output: TileUnzip<T, Op>,
    {
        type Output = <<T as Divides<L, CuTe<Op>>>::Output as TileUnzip<T, Op>>::Output;
    }

    /// `tiled_divide`: zipped, then the second mode's modes spread out.
    pub trait Tiled<T> {
        type Output;
    }

    impl<L: Zipped<T, op::tiled_divide>, T> Tiled<T> for L
    where
        <L as Zipped<T, op::tiled_divide>>::Output: Unpack<B0>,
    {
        type Output = <<L as Zipped<T, op::tiled_divide>>::Output as Unpack<B0>>::Output;
    }

    /// `flat_divide`: zipped, then both modes' modes spread out.
    pub trait Flat<T> {
        type Output;
    }

    impl<L: Zipped<T, op::flat_divide>, T> Flat<T> for L
    where
        <L as Zipped<T, op::flat_divide>>::Output: Unpack<typenum::B1>,
    {
        type Output = <<L as Zipped<T, op::flat_divide>>::Output as Unpack<typenum::B1>>::Output;
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
