//! A thread's register fragment seen as a TiledCopy moves it: CuTe's `retile_S`/`retile_D`,
//! which regroup a fragment (an MMA's, say) into `((atom values, repeats), tiles...)` so that one
//! copy call covers each atom's values. Beside `tiled_copy.rs` (the copy and its partitions).

use super::operand::RetileInput;
use super::tiled_copy::{AtomVal, CopyAtomOf, CopyTiler, ThrCopy, ThrOf, TiledCopyOp};
use crate::swizzle::{Upcast, UpcastOp};
use typenum::{U0, U1};

type Left<S> = <S as crate::MakeLayoutLeftOp>::Output;
/// `size<0>(fragment)`: the values one thread holds per tile.
type FrgVals<L> = <L as crate::ModeSizeOp<U0>>::Output;
/// `shape(Tiler_MN)`.
type TileShape<C> = <<C as TiledCopyOp>::Tiler as CopyTiler>::Shape;
/// (m, n) -> the thread-value index in the tiled copy, counted in units of `threads * values`:
/// the shape and order of a thread's values inside the tile.
type FrgMn<C, V> = Upcast<
    crate::Composition<crate::RightInverse<<C as TiledCopyOp>::LayoutTv>, Left<TileShape<C>>>,
    typenum::Prod<ThrOf<<C as TiledCopyOp>::LayoutTv>, V>,
>;
/// (atom values, other values) -> (v, m, n).
type FrgV<C, V> = crate::ZippedDivide<
    crate::LogicalProduct<Left<V>, crate::RightInverse<FrgMn<C, V>>>,
    Left<AtomVal<<C as TiledCopyOp>::Atom>>,
>;
/// The fragment's tiler: `V` values, then the extents of [`FrgMn`].
type FrgTiler<C, V> =
    <<crate::ShapeOf<FrgMn<C, V>> as crate::ProductEachOp>::Output as crate::modes::PrependValue<
        V,
    >>::Output;
type Retiled<C, L> = crate::Composition<
    crate::ZippedDivide<L, FrgTiler<C, FrgVals<L>>>,
    (FrgV<C, FrgVals<L>>, crate::Underscore),
>;

/// CuTe's `retile_S`/`retile_D` (the same function), implemented by a thread's register
/// fragment layout (`(values, tiles...)`, e.g. an MMA fragment) for the TiledCopy `C`: the
/// fragment regrouped as the copy moves it, `((atom values, repeats), tiles...)`, so that one
/// copy call covers each atom's values. The fragment's first `size<0>` values are taken to be
/// the first values of the copy's thread-value layout.
#[diagnostic::on_unimplemented(
    message = "retile_S/retile_D: the TiledCopy `{C}` cannot retile a fragment with layout `{Self}`",
    note = "the fragment is a static layout of rank 2 to 6 whose first mode holds a thread's values; it is divided by the values the copy gives a thread in each mode of its tile"
)]
pub trait RetileOp<C>: crate::AnyLayout {
    /// `((atom values, repeats), tiles...)`.
    type Output: crate::AnyLayout + Default;
}

// The fragment is the trait's `Self`: while a call's argument type is still being inferred,
// the solver waits for it instead of expanding the arithmetic on unknown integers.
#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<L, C> RetileOp<C> for L
where
    L: crate::AnyLayout + crate::ModeSizeOp<U0>,
    L::Shape: RetileCrd,
    C: TiledCopyOp,
    <C::Atom as CopyAtomOf>::ValLayoutRef: crate::ModeSizeOp<U1>,
    AtomVal<C::Atom>: typenum::IsLessOrEqual<FrgVals<L>> + core::ops::Rem<FrgVals<L>>,
    typenum::Mod<AtomVal<C::Atom>, FrgVals<L>>: typenum::IsEqual<U0>,
    typenum::LeEq<AtomVal<C::Atom>, FrgVals<L>>:
        core::ops::BitOr<typenum::Eq<typenum::Mod<AtomVal<C::Atom>, FrgVals<L>>, U0>>,
    C: RetileGate<L, <L::Shape as RetileCrd>::Crd, ValuesFit<C, L>>,
{
    type Output = <C as RetileGate<L, <L::Shape as RetileCrd>::Crd, ValuesFit<C, L>>>::Output;
}

/// `B1` where the fragment's values per thread (`V`) can be divided by the atom's (`N`): `N`
/// is at most `V`, or a multiple of it (CuTe's divisibility condition in retile's divide).
type ValuesFit<C, L> = typenum::Or<
    typenum::LeEq<AtomVal<<C as TiledCopyOp>::Atom>, FrgVals<L>>,
    typenum::Eq<typenum::Mod<AtomVal<<C as TiledCopyOp>::Atom>, FrgVals<L>>, U0>,
>;

crate::decimal::decimal_check! {
    /// retile's divide of the fragment's values by the atom's.
    #[diagnostic::on_unimplemented(
        message = "retile_S/retile_D: the fragment has {V} values per thread, fewer than the atom's {N}, and {V} does not divide {N}",
        label = "CuTe's static_assert: Shape Divisibility Condition (retile divides the fragment's values by the atom's)",
        note = "size<0> of the fragment is a thread's values per tile; an atom's values must fit in it or be a whole number of its; Num<N> is the number N"
    )]
    RetileValues / RetileValuesFail<V, N>
}

/// [`RetileAt`] where the fragment's values fit the atom's (`B1`); `B0` states the rule alone.
#[doc(hidden)]
pub trait RetileGate<L, Crd, Fits> {
    type Output: crate::AnyLayout + Default;
}

impl<C: RetileAt<L, Crd>, L, Crd> RetileGate<L, Crd, typenum::B1> for C {
    type Output = <C as RetileAt<L, Crd>>::Output;
}

impl<C, L, Crd> RetileGate<L, Crd, typenum::B0> for C
where
    C: TiledCopyOp,
    L: crate::AnyLayout + Default + crate::ModeSizeOp<U0>,
    <C::Atom as CopyAtomOf>::ValLayoutRef: crate::ModeSizeOp<U1>,
    typenum::B0: RetileValues<FrgVals<L>, AtomVal<C::Atom>>,
{
    type Output = L;
}

/// The coordinate that keeps the values and the first tile of every other mode of a
/// fragment of this shape: `(_, (0, _, ..., _))` (CuTe's `append<R>(0, _)`).
#[diagnostic::on_unimplemented(
    message = "retile_S/retile_D: a fragment to retile has rank 2 to 6 (a mode of values, then modes of repeats)",
    label = "group the fragment as (values, repeats...) first"
)]
#[doc(hidden)]
pub trait RetileCrd {
    type Crd;
}
macro_rules! retile_crd {
    ($($t:ident)*) => {
        impl<T0, $($t),*> RetileCrd for (T0, $($t,)*) {
            type Crd = (crate::Underscore, (U0, $(retile_crd!(@under $t),)*));
        }
    };
    (@under $t:ident) => { crate::Underscore };
}
retile_crd!(T1);
retile_crd!(T1 T2);
retile_crd!(T1 T2 T3);
retile_crd!(T1 T2 T3 T4);
retile_crd!(T1 T2 T3 T4 T5);

/// [`RetileOp`] with the coordinate `Crd` that keeps the values and the first tile of every
/// other mode (`(_, (0, _, ..., _))`, CuTe's `append<R>(0, _)`).
#[doc(hidden)]
pub trait RetileAt<L, Crd> {
    type Output: crate::AnyLayout + Default;
}

#[doc(hidden)] // machinery bounds; the rule is in `RetileOp`'s docs
impl<C, L, Crd> RetileAt<L, Crd> for C
where
    C: TiledCopyOp,
    L: crate::AnyLayout + crate::ModeSizeOp<U0>,
    C::LayoutTv: crate::RightInverseOp + crate::ModeSizeOp<U0>,
    TileShape<C>: crate::MakeLayoutLeftOp,
    <C::Atom as CopyAtomOf>::ValLayoutRef: crate::ModeSizeOp<U1>,
    AtomVal<C::Atom>: crate::MakeLayoutLeftOp,
    FrgVals<L>: crate::MakeLayoutLeftOp,
    ThrOf<C::LayoutTv>: core::ops::Mul<FrgVals<L>>,
    crate::RightInverse<C::LayoutTv>: crate::CompositionOp<Left<TileShape<C>>>,
    crate::Composition<crate::RightInverse<C::LayoutTv>, Left<TileShape<C>>>:
        UpcastOp<typenum::Prod<ThrOf<C::LayoutTv>, FrgVals<L>>>,
    FrgMn<C, FrgVals<L>>: crate::RightInverseOp + crate::AnyLayout,
    crate::ShapeOf<FrgMn<C, FrgVals<L>>>: crate::ProductEachOp,
    <crate::ShapeOf<FrgMn<C, FrgVals<L>>> as crate::ProductEachOp>::Output:
        crate::modes::PrependValue<FrgVals<L>>,
    Left<FrgVals<L>>: crate::LogicalProductOp<crate::RightInverse<FrgMn<C, FrgVals<L>>>>,
    crate::LogicalProduct<Left<FrgVals<L>>, crate::RightInverse<FrgMn<C, FrgVals<L>>>>:
        crate::ZippedDivideOp<Left<AtomVal<C::Atom>>>,
    L: crate::ZippedDivideOp<FrgTiler<C, FrgVals<L>>>,
    crate::ZippedDivide<L, FrgTiler<C, FrgVals<L>>>:
        crate::CompositionOp<(FrgV<C, FrgVals<L>>, crate::Underscore)>,
    Retiled<C, L>: crate::SliceOp<Crd>,
    crate::Slice<Retiled<C, L>, Crd>: crate::AnyLayout + Default,
{
    type Output = crate::Slice<Retiled<C, L>, Crd>;
}

impl<C: TiledCopyOp> ThrCopy<C> {
    /// CuTe's `retile_S`: the thread's source fragment (its layout, or a tensor of it: see
    /// [`RetileInput`]), regrouped by the copy's atoms (see [`RetileOp`]).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::atom::{make_tiled_copy, Copy_Atom, Half, SM75_U32x4_LDSM_N};
    /// let copy = make_tiled_copy(
    ///     Copy_Atom::<SM75_U32x4_LDSM_N, Half>::default(),
    ///     <layout!((32,1):(1,0))>::default(),
    ///     <layout!((1,8):(0,1))>::default(),
    /// );
    /// // An SM80 16x8x16 fragment of A: one ldmatrix.x4 fills each 8-value group.
    /// let frg = <layout!(((2,2,2),2,2):((1,2,4),8,16))>::default();
    /// assert_eq!(copy.get_slice(0).retile_d(frg).to_string(), "((_8,_1),_2,_2):((_1,_0),_8,_16)");
    /// // A register tensor gives a view of its values (CuTe's `retile_D(tCrA)`).
    /// let mut regs = cute_layout::tensor::make_register_tensor::<Half, _>(frg);
    /// let view = copy.get_slice(0).retile_d(&mut regs);
    /// assert_eq!(view.layout().to_string(), "((_8,_1),_2,_2):((_1,_0),_8,_16)");
    /// ```
    pub fn retile_s<X>(&self, fragment: X) -> X::Output<Retile<C, X::Layout>>
    where
        X: RetileInput<Layout: RetileOp<C>>,
    {
        fragment.retiled(Default::default())
    }

    /// CuTe's `retile_D`: the same regrouping for the destination fragment (a layout, or a
    /// tensor: a view of its values, which a copy writes).
    #[track_caller]
    pub fn retile_d<X>(&self, fragment: X) -> X::Output<Retile<C, X::Layout>>
    where
        X: RetileInput<Layout: RetileOp<C>>,
    {
        fragment.retiled(Default::default())
    }
}

/// The type of `get_slice(t).retile_s(F)` and `retile_d(F)`: the fragment `F` regrouped as the
/// copy moves it, `(values of one copy, copies along the first mode, ...)`.
pub type Retile<C, F> = <F as RetileOp<C>>::Output;
