//! Composition: `R = A o B`, with `R(c) == A(B(c))` for every coordinate `c` of `B` (CuTe's
//! `composition` and `composition_impl`).
//!
//! Every decision about the result's structure looks at static leaves only (a static `_0`
//! stride of B, a static `_1` extent), so it is decided by the trait solver from the types;
//! run-time leaves are expressions of the operands. CuTe's divisibility conditions are compile
//! errors where both leaves they compare are static.
//!
//! - this file: the public trait, the tiler dispatch (a layout, an extent, a tuple of tilers,
//!   `_`), and CuTe's checks;
//! - [`leaf`]: a leaf mode of B against the coalesced A (CuTe's walk, and the shortcut for an A
//!   of two modes);
//! - [`exact`]: our check that the result is `A o B` (cutlass#3177), at compile time where the
//!   values are static;
//! - [`post`]: the same post-condition at run time, for the `try_` forms.

mod exact;
mod leaf;

pub(crate) mod post;

use core::marker::PhantomData;

use typenum::{B0, B1, U1};

use crate::algebra::coalesce::Coalescer;
use crate::algebra::op;
use crate::engine::expr::Sym;
use crate::engine::route::MixedEngine;
use crate::layout::{Concatenated, FromModes, Layout, Modes, ModesOf, ShapeStride};
use crate::list::{Append, Apply2, DropRest, Kind, Node, Snoc, Unwrap, ZipModes, C, E};
use crate::tuple::Underscore;
pub(crate) use exact::TopExact;
pub(crate) use post::{post_check_with, ToDynTiler};

operation! {
    /// CuTe's `composition(a, b)`: the layout `R = A o B` with `R(c) == A(B(c))` for every
    /// coordinate `c` of `B`, and `compatible(B, R)`.
    ///
    /// `B` may be a layout, an extent `n` (the layout `n:1`), or a tuple of tilers applied to the
    /// modes of `A` one by one (a shape `(U3, U8)` is such a tuple); a tuple keeps only the modes of
    /// `A` it covers. CuTe's post-conditions:
    /// `compatible(B, R)` and `R(c) == A(B(c))` for all `c` in the domain of `B`.
    ///
    /// When `B` is a layout, the composition is accepted exactly when these post-conditions hold
    /// by construction: CuTe 4.2 also accepts some inputs whose strides do not divide and prints a
    /// layout that is not `A o B` (cutlass#3177); this crate refuses them. Tilers and extents are
    /// checked as CuTe 4.2 checks them. With run-time leaves, CuTe does not check the values and
    /// neither does the plain method; `try_composition` also checks that the result is `A o B`
    /// (the cutlass#3177 inputs, when their offending parts are run-time values).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type R = Composition<layout!((6,2):(8,2)), layout!((4,3):(3,1))>;
    /// assert_eq!(R::default().to_string(), "((_2,_2),_3):((_24,_2),_8)");
    /// type T = Composition<layout!((12,(4,8)):(59,(13,1))), tile!(3:4, 8:2)>;
    /// assert_eq!(T::default().to_string(), "(_3,(_2,_4)):(_236,(_26,_1))");
    /// ```
    #[diagnostic::on_unimplemented(
        message = "composition: cannot compose the layout with this operand (in generic code, add the bound `CompositionOp<B>`)",
        note = "B must be a layout, an extent, or a tuple of at most rank(A) tilers; in generic code, add this trait as a bound; for concrete layouts, another error names the rule that fails",
    )]
    pub trait CompositionOp<B> {
        fn composition(self, b) / try_composition -> "composition `A o B`";
    }
    /// `composition(A, B)`
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type R = Composition<layout!((6,2):(8,2)), layout!((4,3):(3,1))>;
    /// assert_eq!(R::default().to_string(), "((_2,_2),_3):((_24,_2),_8)");
    /// type T = Composition<layout!((12,(4,8)):(59,(13,1))), tile!(3:4, 8:2)>;
    /// assert_eq!(T::default().to_string(), "(_3,(_2,_4)):(_236,(_26,_1))");
    /// ```
    pub type Composition<A, B>;
}

// ---------------------------------------------------------------------------------------------
// The engine-form entry point
// ---------------------------------------------------------------------------------------------

/// `composition(Self, B)` on engine forms (`Self` a layout, `B` a tiler in engine form: a
/// layout, an extent leaf, a cons list of tilers, or `Underscore`); errors are reported under
/// the operation `Op`.
pub trait Compose<B, Op = op::composition> {
    /// `Self o B`
    type Output;
}

impl<S, D, B, Op> Compose<B, Op> for Layout<S, D>
where
    B: ComposedBy<Layout<S, D>, Op>,
{
    type Output = B::Output;
}

impl<S, D, B> MixedEngine<Layout<S, D>, B> for op::composition
where
    B: ComposedBy<Layout<S, D>, op::composition> + TopExact<Layout<S, D>, op::composition>,
{
    type Output = B::Output;
}

/// `A o Self` for the tiler `Self` (the tiler's constructor picks the rule).
#[diagnostic::on_unimplemented(
    message = "composition: `{Self}` is not a tiler for `{A}`",
    note = "a tiler is a layout, a positive extent, a tuple of tilers (at most one per mode of A), or `Underscore`"
)]
pub trait ComposedBy<A, Op> {
    /// The composition.
    type Output;
}

/// `_` keeps the mode as it is.
impl<A, Op> ComposedBy<A, Op> for Underscore {
    type Output = A;
}

/// The empty tiler keeps no mode.
impl<S, D, Op> ComposedBy<Layout<S, D>, Op> for E {
    type Output = Layout<E, E>;
}

/// A tuple tiler composes mode by mode and keeps only the modes it covers.
impl<S, D, H, T, Op> ComposedBy<Layout<S, D>, Op> for C<H, T>
where
    Layout<S, D>: Modes,
    ModesOf<Layout<S, D>>: ZipModes<C<H, T>, ComposeModeF<Op>, Op, DropRest>,
    <ModesOf<Layout<S, D>> as ZipModes<C<H, T>, ComposeModeF<Op>, Op, DropRest>>::Output: FromModes,
{
    type Output = Concatenated<
        <ModesOf<Layout<S, D>> as ZipModes<C<H, T>, ComposeModeF<Op>, Op, DropRest>>::Output,
    >;
}

/// The composition of one mode with one tiler.
pub struct ComposeModeF<Op>(PhantomData<Op>);

impl<L, B: ComposedBy<L, Op>, Op> Apply2<L, B> for ComposeModeF<Op> {
    type Output = B::Output;
}

/// A layout tiler: compose with `coalesce_x(A)`.
impl<S, D, BS, BD, Op> ComposedBy<Layout<S, D>, Op> for Layout<BS, BD>
where
    Layout<S, D>: Coalescer<B1>,
    <Layout<S, D> as Coalescer<B1>>::Output: ComposeImpl<BS, BD, Op>,
{
    type Output = <<Layout<S, D> as Coalescer<B1>>::Output as ComposeImpl<BS, BD, Op>>::Output;
}

/// An extent tiler `n`: the layout `n:_1`.
macro_rules! extent_tiler {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<__S, __D, __Op, $($g)*> ComposedBy<Layout<__S, __D>, __Op> for $t
        where
            Layout<__S, __D>: Coalescer<B1>,
            <Layout<__S, __D> as Coalescer<B1>>::Output: ComposeImpl<$t, U1, __Op>,
        {
            type Output =
                <<Layout<__S, __D> as Coalescer<B1>>::Output as ComposeImpl<$t, U1, __Op>>::Output;
        }
    )*};
}
crate::arity::with_leaves_unbounded!(extent_tiler);
extent_tiler!([X] Sym<X>);

// ---------------------------------------------------------------------------------------------
// composition_impl: a coalesced A with the shape/stride of B
// ---------------------------------------------------------------------------------------------

/// CuTe's `composition_impl` of a coalesced layout `Self` with `BS:BD`.
pub trait ComposeImpl<BS, BD, Op> {
    /// The composed layout.
    type Output;
}

impl<A, BS: Kind, BD, Op> ComposeImpl<BS, BD, Op> for A
where
    A: ComposeKind<BS, BD, Op, BS::Kind>,
{
    type Output = <A as ComposeKind<BS, BD, Op, BS::Kind>>::Output;
}

/// [`ComposeImpl`] by the kind of B's shape.
pub trait ComposeKind<BS, BD, Op, K> {
    /// The composed layout.
    type Output;
}

/// A tuple B: each mode composed, as a tuple.
impl<A, BS, BD, Op> ComposeKind<BS, BD, Op, Node> for A
where
    BS: ComposeList<BD, A, Op>,
{
    type Output =
        Layout<<BS as ComposeList<BD, A, Op>>::Shape, <BS as ComposeList<BD, A, Op>>::Stride>;
}

/// The modes `Self:BD` of B, each composed with `A`.
pub trait ComposeList<BD, A, Op> {
    /// The shapes of the results.
    type Shape;
    /// Their strides.
    type Stride;
}

impl<A, Op> ComposeList<E, A, Op> for E {
    type Shape = E;
    type Stride = E;
}

impl<H, T, DH, DT, A, Op> ComposeList<C<DH, DT>, A, Op> for C<H, T>
where
    A: ComposeImpl<H, DH, Op>,
    <A as ComposeImpl<H, DH, Op>>::Output: ShapeStride,
    T: ComposeList<DT, A, Op>,
{
    type Shape = C<<<A as ComposeImpl<H, DH, Op>>::Output as ShapeStride>::Shape, T::Shape>;
    type Stride = C<<<A as ComposeImpl<H, DH, Op>>::Output as ShapeStride>::Stride, T::Stride>;
}

/// CuTe's three endings: nothing taken (`N:R*d`), all taken (unwrap), or append the rest.
pub trait FinishResult<RD, N, RDL, NIsOne> {
    type Output;
}

impl<RD, N, RDL, X> FinishResult<RD, N, RDL, X> for E {
    type Output = Layout<N, RDL>;
}

impl<H, T, RD: Unwrap, N, RDL> FinishResult<RD, N, RDL, B1> for C<H, T>
where
    C<H, T>: Unwrap,
{
    type Output = Layout<<C<H, T> as Unwrap>::Output, <RD as Unwrap>::Output>;
}

impl<H, T, RD: Append<RDL>, N, RDL> FinishResult<RD, N, RDL, B0> for C<H, T>
where
    C<H, T>: Append<N>,
{
    type Output = Layout<Snoc<C<H, T>, N>, Snoc<RD, RDL>>;
}

crate::algebra::registry::operations!(crate::algebra::registry::checks, {
    /// CuTe's stride divisibility condition.
    #[diagnostic::on_unimplemented(
        message = "{Op}: stride divisibility: in a composition A o B, B's stride {R} is neither below nor a multiple of A's extent {S}",
        label = "CuTe's stride divisibility condition fails",
        note = "for each mode of A (extent s), the stride r that B has reached must satisfy r % s == 0 or r < s",
        note = "A o B is the composition the operation performs: composition(A, B) itself; a divide, A o (B, complement(B)); a product, complement(A, size(A) * cosize(B)) o B, so that there A is the complement of the first operand",
        note = "Num<N> is the number N; the notes below write numbers as typenum does, in binary (UInt<UInt<UTerm, B1>, B0> is 2)"
    )]
    check StrideDivisibility<R, S>;

    /// CuTe's shape divisibility condition.
    #[diagnostic::on_unimplemented(
        message = "{Op}: shape divisibility: in a composition A o B, B's remaining extent {N} is not a multiple of {K}, the part that fits in a mode of A",
        label = "CuTe's shape divisibility condition fails",
        note = "where B steps into a mode of A, the extent of B left must be divisible by what that mode holds",
        note = "A o B is the composition the operation performs: composition(A, B) itself; a divide, A o (B, complement(B)); a product, complement(A, size(A) * cosize(B)) o B, so that there A is the complement of the first operand",
        note = "Num<N> is the number N; the notes below write numbers as typenum does, in binary (UInt<UInt<UTerm, B1>, B0> is 2)"
    )]
    check ShapeDivisibility<N, K>;
});
