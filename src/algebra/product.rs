//! Products: logical, zipped, tiled, flat, blocked and raked.

use core::ops::Mul;

use crate::int::IsEqual;
use typenum::{U0, U1};

use crate::algebra::complement::detail::{ComplementIn, CosizeT};
use crate::algebra::compose::detail::{ComposedBy, CuTe};
use crate::algebra::compose::op;
use crate::algebra::divide::detail::{ColumnMajor, TileUnzip, Unpack};
use crate::int::If;
use crate::layout::{Concatenated, FromModes, Layout, Modes, ModesOf, ShapeStride};
use crate::list::{self, Apply2, Product, ProductOf, Public, TransformModes, C, E};
use crate::tiler::Underscore;

operation! {
    /// CuTe's `logical_product(block, tiler)`: `(A, complement(A, size(A)*cosize(B)) o B)`, mode by
    /// mode for a tuple tiler (modes past the tiler are kept). Mode 0 is the block, mode 1 its
    /// repetitions as arranged by the tiler.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type P = LogicalProduct<layout!((2,2):(1,2)), layout!((3,4):(4,1))>;
    /// assert_eq!(P::default().to_string(), "((_2,_2),(_3,_4)):((_1,_2),(_16,_4))");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "logical_product: cannot multiply `{Self}` by `{T}`",
        note = "the tiler is a layout, an extent, or a tuple of at most rank(A) tilers; in generic code, add this trait as a bound; for concrete layouts, another error names the rule that fails"
    )]
    pub trait LogicalProductOp<T> { fn logical_product(self, tiler) / try_logical_product -> "product layout"; }
    /// `logical_product(A, Tiler)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type P = LogicalProduct<layout!((2,2):(1,2)), layout!((3,4):(4,1))>;
    /// assert_eq!(P::default().to_string(), "((_2,_2),(_3,_4)):((_1,_2),(_16,_4))");
    /// ```
    pub type LogicalProduct<A, T>;
}

operation! {
    /// CuTe's `zipped_product(block, tiler)`: `((block modes...), (product modes...))`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type P = ZippedProduct<layout!((2,2):(1,2)), layout!((3,4):(4,1))>;
    /// assert_eq!(P::default().to_string(), "((_2,_2),(_3,_4)):((_1,_2),(_16,_4))");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "zipped_product: cannot multiply `{Self}` by `{T}`",
        note = "in generic code, add this trait as a bound on the layout; for concrete layouts, another error names the rule that fails"
    )]
    pub trait ZippedProductOp<T> { fn zipped_product(self, tiler) / try_zipped_product -> "product layout"; }
    /// `zipped_product(A, Tiler)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type P = ZippedProduct<layout!((2,2):(1,2)), layout!((3,4):(4,1))>;
    /// assert_eq!(P::default().to_string(), "((_2,_2),(_3,_4)):((_1,_2),(_16,_4))");
    /// ```
    pub type ZippedProduct<A, T>;
}

operation! {
    /// CuTe's `tiled_product(block, tiler)`: `((block modes...), product modes...)`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type P = TiledProduct<layout!((2,2):(1,2)), layout!((3,4):(4,1))>;
    /// assert_eq!(P::default().to_string(), "((_2,_2),_3,_4):((_1,_2),_16,_4)");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "tiled_product: cannot multiply `{Self}` by `{T}`",
        note = "in generic code, add this trait as a bound on the layout; for concrete layouts, another error names the rule that fails"
    )]
    pub trait TiledProductOp<T> { fn tiled_product(self, tiler) / try_tiled_product -> "product layout"; }
    /// `tiled_product(A, Tiler)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type P = TiledProduct<layout!((2,2):(1,2)), layout!((3,4):(4,1))>;
    /// assert_eq!(P::default().to_string(), "((_2,_2),_3,_4):((_1,_2),_16,_4)");
    /// ```
    pub type TiledProduct<A, T>;
}

operation! {
    /// CuTe's `flat_product(block, tiler)`: `(block modes..., product modes...)`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type P = FlatProduct<layout!((4,3,2):(1,4,12)), tile!(2:1, 3:1)>;
    /// assert_eq!(P::default().to_string(), "(_4,_3,_2,_3,_2):(_1,_4,_4,_1,_12)");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "flat_product: cannot multiply `{Self}` by `{T}`",
        note = "in generic code, add this trait as a bound on the layout; for concrete layouts, another error names the rule that fails"
    )]
    pub trait FlatProductOp<T> { fn flat_product(self, tiler) / try_flat_product -> "product layout"; }
    /// `flat_product(A, Tiler)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type P = FlatProduct<layout!((4,3,2):(1,4,12)), tile!(2:1, 3:1)>;
    /// assert_eq!(P::default().to_string(), "(_4,_3,_2,_3,_2):(_1,_4,_4,_1,_12)");
    /// ```
    pub type FlatProduct<A, T>;
}

operation! {
    /// CuTe's `blocked_product(block, tiler)`: the block repeated as the tiler arranges it, mode by
    /// mode, block first: `rank(R) == max(rank(A), rank(B))`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type P = BlockedProduct<layout!((2,2):(1,2)), layout!((3,4):(4,1))>;
    /// assert_eq!(P::default().to_string(), "((_2,_3),(_2,_4)):((_1,_16),(_2,_4))");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "blocked_product: cannot multiply `{Self}` by `{B}`",
        note = "in generic code, add this trait as a bound on the layout; for concrete layouts, another error names the rule that fails"
    )]
    pub trait BlockedProductOp<B> { fn blocked_product(self, tiler) / try_blocked_product -> "product layout"; }
    /// `blocked_product(Block, Tiler)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type P = BlockedProduct<layout!((2,2):(1,2)), layout!((3,4):(4,1))>;
    /// assert_eq!(P::default().to_string(), "((_2,_3),(_2,_4)):((_1,_16),(_2,_4))");
    /// ```
    pub type BlockedProduct<A, B>;
}

operation! {
    /// CuTe's `raked_product(block, tiler)`: the block interleaved ("raked") across the tiler, mode
    /// by mode, tiler first: `rank(R) == max(rank(A), rank(B))`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type P = RakedProduct<layout!((2,2):(1,2)), layout!((3,4):(4,1))>;
    /// assert_eq!(P::default().to_string(), "((_3,_2),(_4,_2)):((_16,_1),(_4,_2))");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "raked_product: cannot multiply `{Self}` by `{B}`",
        note = "in generic code, add this trait as a bound on the layout; for concrete layouts, another error names the rule that fails"
    )]
    pub trait RakedProductOp<B> { fn raked_product(self, tiler) / try_raked_product -> "product layout"; }
    /// `raked_product(Block, Tiler)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type P = RakedProduct<layout!((2,2):(1,2)), layout!((3,4):(4,1))>;
    /// assert_eq!(P::default().to_string(), "((_3,_2),(_4,_2)):((_16,_1),(_4,_2))");
    /// ```
    pub type RakedProduct<A, B>;
}

internal_op!(
    ZippedProductOp<_>,
    zipped_product / try_zipped_product,
    zipped_product,
    Zipped
);
internal_op!(
    TiledProductOp<_>,
    tiled_product / try_tiled_product,
    tiled_product,
    Tiled
);
internal_op!(
    FlatProductOp<_>,
    flat_product / try_flat_product,
    flat_product,
    Flat
);
internal_op!(
    BlockedProductOp<_>,
    blocked_product / try_blocked_product,
    blocked_product,
    Blocked
);
internal_op!(
    RakedProductOp<_>,
    raked_product / try_raked_product,
    raked_product,
    Raked
);

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D, T> crate::mixed::route::StaticEngine<Layout<S, D>, T> for op::logical_product
where
    T: detail::Multiplies<Layout<S, D>, op::logical_product>,
    <T as detail::Multiplies<Layout<S, D>, op::logical_product>>::Output: Public,
    list::Pub<<T as detail::Multiplies<Layout<S, D>, op::logical_product>>::Output>:
        crate::StaticLayout,
{
    type Output = list::Pub<<T as detail::Multiplies<Layout<S, D>, op::logical_product>>::Output>;
}

routed!(
    LogicalProductOp<_>,
    logical_product / try_logical_product,
    logical_product
);

pub(crate) mod detail {
    use super::*;

    /// `logical_product(A, Self)` for the tiler `Self` (internal forms).
    #[diagnostic::on_unimplemented(
        message = "logical_product: `{Self}` is not a tiler for `{A}`",
        note = "a tiler is a layout, a positive extent, a tuple of tilers (at most one per mode of A), or `Underscore`"
    )]
    pub trait Multiplies<A, Op> {
        type Output;
    }

    impl<A, Op> Multiplies<A, Op> for Underscore {
        type Output = A;
    }

    crate::arity::for_unsigned!([__A, __Op] Multiplies<__A, __Op> where [
        Self: IsEqual<U1>,
        crate::int::Eq<Self, U1>: If<Layout<U1, U0>, Layout<Self, U1>>,
        ColumnMajor<Self>: Multiplies<__A, __Op>,
    ] {
        type Output = <ColumnMajor<Self> as Multiplies<__A, __Op>>::Output;
    });

    /// `size(A) * cosize(B)`: the cotarget of the block's complement.
    pub type Cotarget<S, T> = typenum::Prod<ProductOf<S>, <T as CosizeT>::Output>;

    /// `complement(A, size(A) * cosize(T)) o T`, reported under `Op`.
    pub type Repeats<A, T, Op> = <T as ComposedBy<
        <A as ComplementIn<Cotarget<<A as ShapeStride>::Shape, T>, Op>>::Output,
        CuTe<Op>,
    >>::Output;

    impl<S, D, TS, TD, Op> Multiplies<Layout<S, D>, Op> for Layout<TS, TD>
    where
        S: Product,
        Layout<TS, TD>: CosizeT,
        ProductOf<S>: Mul<<Layout<TS, TD> as CosizeT>::Output>,
        Layout<S, D>: ComplementIn<Cotarget<S, Layout<TS, TD>>, Op>,
        Layout<TS, TD>: ComposedBy<
            <Layout<S, D> as ComplementIn<Cotarget<S, Layout<TS, TD>>, Op>>::Output,
            CuTe<Op>,
        >,
        Repeats<Layout<S, D>, Layout<TS, TD>, Op>: ShapeStride,
    {
        type Output = Layout<
            C<S, C<<Repeats<Layout<S, D>, Layout<TS, TD>, Op> as ShapeStride>::Shape, E>>,
            C<D, C<<Repeats<Layout<S, D>, Layout<TS, TD>, Op> as ShapeStride>::Stride, E>>,
        >;
    }

    impl<S, D, Op> Multiplies<Layout<S, D>, Op> for E {
        type Output = Layout<S, D>;
    }

    impl<S, D, H, T, Op> Multiplies<Layout<S, D>, Op> for C<H, T>
    where
        Layout<S, D>: Modes,
        ModesOf<Layout<S, D>>: TransformModes<C<H, T>, ProdF<Op>, Op>,
        <ModesOf<Layout<S, D>> as TransformModes<C<H, T>, ProdF<Op>, Op>>::Output: FromModes,
    {
        type Output =
            Concatenated<<ModesOf<Layout<S, D>> as TransformModes<C<H, T>, ProdF<Op>, Op>>::Output>;
    }

    /// By-mode logical_product of one mode by one tiler.
    pub struct ProdF<Op>(core::marker::PhantomData<Op>);

    impl<L, T, Op> Apply2<L, T> for ProdF<Op>
    where
        T: Multiplies<L, Op>,
    {
        type Output = T::Output;
    }

    /// `zipped_product(Self, T)` on internal forms.
    pub trait Zipped<T, Op = op::zipped_product> {
        type Output;
    }

    impl<L, T, Op> Zipped<T, Op> for L
    where
        T: Multiplies<L, Op>,
        <T as Multiplies<L, Op>>::Output: TileUnzip<T, Op>,
    {
        type Output = <<T as Multiplies<L, Op>>::Output as TileUnzip<T, Op>>::Output;
    }

    /// `tiled_product`: zipped, then the second mode's modes spread out.
    pub trait Tiled<T> {
        type Output;
    }

    impl<L: Zipped<T, op::tiled_product>, T> Tiled<T> for L
    where
        <L as Zipped<T, op::tiled_product>>::Output: Unpack<typenum::B0>,
    {
        type Output = <<L as Zipped<T, op::tiled_product>>::Output as Unpack<typenum::B0>>::Output;
    }

    /// `flat_product`: zipped, then both modes' modes spread out.
    pub trait Flat<T> {
        type Output;
    }

    impl<L: Zipped<T, op::flat_product>, T> Flat<T> for L
    where
        <L as Zipped<T, op::flat_product>>::Output: Unpack<typenum::B1>,
    {
        type Output = <<L as Zipped<T, op::flat_product>>::Output as Unpack<typenum::B1>>::Output;
    }

    /// CuTe's `append<R>` of both layouts to `R = max(rank(A), rank(B))` (nothing changes when
    /// `R == 1`), with `_1:_0` modes.
    pub trait PadPair<B> {
        type A;
        type B;
    }

    impl<A: Modes, B: Modes> PadPair<B> for A
    where
        ModesOf<A>: PadModes<ModesOf<B>, A, B>,
    {
        type A = <ModesOf<A> as PadModes<ModesOf<B>, A, B>>::A;
        type B = <ModesOf<A> as PadModes<ModesOf<B>, A, B>>::B;
    }

    /// Pads the mode lists `Self` and `MB` of layouts `A` and `B`.
    pub trait PadModes<MB, A, B> {
        type A;
        type B;
    }

    // Both of rank 1: unchanged.
    impl<X, Y, A, B> PadModes<C<Y, E>, A, B> for C<X, E> {
        type A = A;
        type B = B;
    }

    impl<X, Y, Y2, T, A, B> PadModes<C<Y, C<Y2, T>>, A, B> for C<X, E>
    where
        C<X, E>: PadTo<C<Y, C<Y2, T>>>,
        <C<X, E> as PadTo<C<Y, C<Y2, T>>>>::Output: FromModes,
        C<Y, C<Y2, T>>: FromModes,
    {
        type A = Concatenated<<C<X, E> as PadTo<C<Y, C<Y2, T>>>>::Output>;
        type B = Concatenated<C<Y, C<Y2, T>>>;
    }

    impl<X, X2, T, MB, A, B> PadModes<MB, A, B> for C<X, C<X2, T>>
    where
        C<X, C<X2, T>>: PadTo<MB>,
        MB: PadTo<C<X, C<X2, T>>>,
        <C<X, C<X2, T>> as PadTo<MB>>::Output: FromModes,
        <MB as PadTo<C<X, C<X2, T>>>>::Output: FromModes,
    {
        type A = Concatenated<<C<X, C<X2, T>> as PadTo<MB>>::Output>;
        type B = Concatenated<<MB as PadTo<C<X, C<X2, T>>>>::Output>;
    }

    /// `Self` padded with `_1:_0` modes to the length of `Other` (if shorter).
    pub trait PadTo<Other> {
        type Output;
    }

    impl PadTo<E> for E {
        type Output = E;
    }

    impl<H, T> PadTo<E> for C<H, T> {
        type Output = C<H, T>;
    }

    impl<OH, OT> PadTo<C<OH, OT>> for E
    where
        E: PadTo<OT>,
    {
        type Output = C<Layout<U1, U0>, <E as PadTo<OT>>::Output>;
    }

    impl<H, T: PadTo<OT>, OH, OT> PadTo<C<OH, OT>> for C<H, T> {
        type Output = C<H, T::Output>;
    }

    /// CuTe's `zip(a, b)` of two IntTuples: `((a0,b0),(a1,b1),...)`, or `((a,b))` for a leaf `a`.
    pub trait ZipPair<B> {
        type Output;
    }

    crate::decimal::decimal_check! {
        /// Two modes CuTe's `zip` can pair.
        #[diagnostic::on_unimplemented(
            message = "blocked_product/raked_product: cannot zip the mode {A} with {B}",
            label = "CuTe zips the block's modes with the tiler's: a tuple must meet a tuple of the same rank",
            note = "Num<N> is the number N"
        )]
        CanZip / CanZipFails<A, B>
    }

    impl<BH, BT> ZipPair<C<BH, BT>> for E
    where
        typenum::B0: CanZip<E, C<BH, BT>>,
    {
        type Output = E;
    }

    impl<H, T> ZipPair<E> for C<H, T>
    where
        typenum::B0: CanZip<C<H, T>, E>,
    {
        type Output = E;
    }

    /// A tuple mode meets a leaf: `$leaf` is each typenum leaf constructor.
    macro_rules! tuple_with_leaf {
        ($([$($g:tt)*] $leaf:ty),*) => {$(
            impl<H, T, $($g)*> ZipPair<$leaf> for C<H, T>
            where
                typenum::B0: CanZip<C<H, T>, $leaf>,
            {
                type Output = E;
            }
        )*};
    }
    crate::arity::with_leaves!(tuple_with_leaf);

    crate::arity::for_leaves!([__Y] ZipPair<__Y> {
        type Output = C<C<Self, C<__Y, E>>, E>;
    });

    impl ZipPair<E> for E {
        type Output = E;
    }

    impl<H, T: ZipPair<BT>, BH, BT> ZipPair<C<BH, BT>> for C<H, T> {
        type Output = C<C<H, C<BH, E>>, T::Output>;
    }

    /// The two modes of a rank-2 logical product, zipped (`Raked = B0`: block first).
    pub trait ZipModes2<Raked> {
        type Output;
    }

    impl<S0, S1, D0, D1> ZipModes2<typenum::B0> for Layout<C<S0, C<S1, E>>, C<D0, C<D1, E>>>
    where
        S0: ZipPair<S1>,
        D0: ZipPair<D1>,
    {
        type Output = Layout<S0::Output, D0::Output>;
    }

    impl<S0, S1, D0, D1> ZipModes2<typenum::B1> for Layout<C<S0, C<S1, E>>, C<D0, C<D1, E>>>
    where
        S1: ZipPair<S0>,
        D1: ZipPair<D0>,
    {
        type Output = Layout<S1::Output, D1::Output>;
    }

    /// `blocked_product` (`Raked = B0`) and `raked_product` (`B1`) of two layouts.
    pub trait RankSensitive<B, Raked, Op> {
        type Output;
    }

    impl<A, H, T, Raked, Op> RankSensitive<C<H, T>, Raked, Op> for A
    where
        typenum::B0: TilerIsLayout<C<H, T>, Op>,
    {
        // Reported by the check; `1:0` keeps whatever follows free of further errors.
        type Output = Layout<U1, U0>;
    }

    /// A leaf tiler (an extent) is not a layout either: `$leaf` is each typenum leaf constructor.
    macro_rules! leaf_tiler {
        ($([$($g:tt)*] $leaf:ty),*) => {$(
            impl<A, Raked, Op, $($g)*> RankSensitive<$leaf, Raked, Op> for A
            where
                typenum::B0: TilerIsLayout<$leaf, Op>,
            {
                type Output = Layout<U1, U0>;
            }
        )*};
    }
    crate::arity::with_leaves!(leaf_tiler);

    cute_layout_macros::op_checks! {
        ops op [blocked_product, raked_product, logical_product, zipped_product, tiled_product, flat_product, logical_divide, zipped_divide, tiled_divide, flat_divide, composition, complement, coalesce_by];

        /// blocked_product and raked_product take two layouts.
        #[diagnostic::on_unimplemented(
            message = "{Op}: the tiler {B} is not a layout",
            label = "blocked_product and raked_product take two layouts",
            note = "for a shape, pass its column-major layout: `layout!((4,4))` rather than `shape!((4,4))`",
            note = "Num<N> is the number N"
        )]
        check TilerIsLayout<B>;
    }

    impl<A, BS, BD, Raked, Op> RankSensitive<Layout<BS, BD>, Raked, Op> for A
    where
        A: PadPair<Layout<BS, BD>>,
        <A as PadPair<Layout<BS, BD>>>::B: Multiplies<<A as PadPair<Layout<BS, BD>>>::A, Op>,
        <<A as PadPair<Layout<BS, BD>>>::B as Multiplies<<A as PadPair<Layout<BS, BD>>>::A, Op>>::Output: ZipModes2<Raked>,
    {
        type Output =
            <<<A as PadPair<Layout<BS, BD>>>::B as Multiplies<<A as PadPair<Layout<BS, BD>>>::A, Op>>::Output as ZipModes2<
                Raked,
            >>::Output;
    }

    pub trait Blocked<B> {
        type Output;
    }

    impl<A: RankSensitive<B, typenum::B0, op::blocked_product>, B> Blocked<B> for A {
        type Output = A::Output;
    }

    pub trait Raked<B> {
        type Output;
    }

    impl<A: RankSensitive<B, typenum::B1, op::raked_product>, B> Raked<B> for A {
        type Output = A::Output;
    }
}
