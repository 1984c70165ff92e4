//! CuTe's `Copy_Atom` (a copy instruction and the type of the values it moves) and `TiledCopy`:
//! the atom repeated over threads and values so that a CTA copies a whole tile, built from a
//! thread and a value layout (`make_tiled_copy`), as in CuTe's `copy_atom.hpp`; the copies made
//! from another tiled atom's layouts are `copy_for.rs`'s.

use super::operand::{PartitionInput, PartitionOutput};
use super::thread_part::ThreadPart;
use super::{CopyAtom, Numeric};
use crate::swizzle::{MakeLayoutTvOp, Upcast, UpcastOp};
use crate::StaticLayout;
use core::marker::PhantomData;
use typenum::{Unsigned, U0, U1};

/// CuTe's `Copy_Atom<Op, T>`: the copy instruction `Op` moving values of type `T`; its layouts
/// count values of `T` instead of bits.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{CopyAtomOf, Copy_Atom, Half, SM75_U32x4_LDSM_N};
/// type Ldsm = Copy_Atom<SM75_U32x4_LDSM_N, Half>;
/// assert_eq!(<Ldsm as CopyAtomOf>::ValLayoutRef::default().to_string(), "(_32,(_2,_4)):(_2,(_1,_64))");
/// assert_eq!(<Ldsm as CopyAtomOf>::NUM_VAL, 8);
/// ```
#[allow(non_camel_case_types)] // CuTe's name
pub struct Copy_Atom<Op, T>(PhantomData<(Op, T)>);

crate::arity::zero_sized!(Copy_Atom<Op, T>);

/// The layouts of a [`Copy_Atom`], in values of its type.
#[diagnostic::on_unimplemented(
    message = "Copy_Atom: `{Self}` is not a copy atom of a value type whose width divides the atom's",
    note = "a Copy_Atom is `Copy_Atom<Op, T>` with `Op` a copy atom (`SM75_U32x4_LDSM_N`, `UniversalCopy<u128>`, ...) and `T` a value type (`Half`, `f32`, ...)"
)]
pub trait CopyAtomOf: Copy + Default {
    /// The copy instruction.
    type Op: CopyAtom;
    /// The type of the values.
    type Value: Numeric;
    /// (thread, value) -> source value.
    type ValLayoutSrc: StaticLayout;
    /// (thread, value) -> destination value.
    type ValLayoutDst: StaticLayout;
    /// (thread, value) -> reference value.
    type ValLayoutRef: StaticLayout;
    /// Threads of one atom.
    const NUM_THR: usize;
    /// Values one thread of the atom moves.
    const NUM_VAL: usize;
}

type Bits<T> = <T as Numeric>::Bits;
type Vals<L, T> = Upcast<L, Bits<T>>;
/// The threads of a layout's mode 0 (CuTe's `size<0>`).
type Threads<L> = <L as crate::ModeSizeOp<U0>>::Output;
/// `B1` where the source, destination and reference layouts in values of `T` keep the atom's
/// threads.
type KeepsThreads<Op, T> = typenum::And<
    typenum::And<
        typenum::Eq<
            Threads<Vals<<Op as CopyAtom>::SrcLayout, T>>,
            Threads<<Op as CopyAtom>::ThrID>,
        >,
        typenum::Eq<
            Threads<Vals<<Op as CopyAtom>::DstLayout, T>>,
            Threads<<Op as CopyAtom>::ThrID>,
        >,
    >,
    typenum::Eq<Threads<Vals<<Op as CopyAtom>::RefLayout, T>>, Threads<<Op as CopyAtom>::ThrID>>,
>;

crate::decimal::decimal_check! {
    /// CuTe's checks in `Copy_Atom`: the atom's layouts, seen in values of the value type, keep
    /// one row per thread of the atom.
    #[diagnostic::on_unimplemented(
        message = "Copy_Atom: in values of {Bits} bits, the atom's source, destination and reference layouts have {S}, {D} and {R} threads where the atom has {T}",
        label = "CuTe's static_assert: CopyOperation is not valid for Src/Dst/Ref of ValType",
        note = "the value type is too wide for the copy operation (each thread's bits hold no whole value); Num<N> is the number N"
    )]
    ValueFits / ValueFitsFails<Bits, S, D, R, T>
}

impl<Op: CopyAtom, T: Numeric> CopyAtomOf for Copy_Atom<Op, T>
where
    Op: super::CopyInstruction,
    Op::SrcLayout: UpcastOp<Bits<T>, Output: StaticLayout + crate::ModeSizeOp<U0>>,
    Op::DstLayout: UpcastOp<Bits<T>, Output: StaticLayout + crate::ModeSizeOp<U0>>,
    Op::RefLayout: UpcastOp<
        Bits<T>,
        Output: StaticLayout
                    + crate::ModeSizeOp<U0, Output: Unsigned>
                    + crate::ModeSizeOp<U1, Output: Unsigned>,
    >,
    Op::ThrID: crate::ModeSizeOp<U0>,
    Threads<Vals<Op::SrcLayout, T>>: typenum::IsEqual<Threads<Op::ThrID>>,
    Threads<Vals<Op::DstLayout, T>>: typenum::IsEqual<Threads<Op::ThrID>>,
    Threads<Vals<Op::RefLayout, T>>: typenum::IsEqual<Threads<Op::ThrID>>,
    typenum::Eq<Threads<Vals<Op::SrcLayout, T>>, Threads<Op::ThrID>>:
        core::ops::BitAnd<typenum::Eq<Threads<Vals<Op::DstLayout, T>>, Threads<Op::ThrID>>>,
    typenum::And<
        typenum::Eq<Threads<Vals<Op::SrcLayout, T>>, Threads<Op::ThrID>>,
        typenum::Eq<Threads<Vals<Op::DstLayout, T>>, Threads<Op::ThrID>>,
    >: core::ops::BitAnd<typenum::Eq<Threads<Vals<Op::RefLayout, T>>, Threads<Op::ThrID>>>,
    KeepsThreads<Op, T>: ValueFits<
        Bits<T>,
        Threads<Vals<Op::SrcLayout, T>>,
        Threads<Vals<Op::DstLayout, T>>,
        Threads<Vals<Op::RefLayout, T>>,
        Threads<Op::ThrID>,
    >,
{
    type Op = Op;
    type Value = T;
    type ValLayoutSrc = Vals<Op::SrcLayout, T>;
    type ValLayoutDst = Vals<Op::DstLayout, T>;
    type ValLayoutRef = Vals<Op::RefLayout, T>;
    const NUM_THR: usize =
        <<Vals<Op::RefLayout, T> as crate::ModeSizeOp<U0>>::Output as Unsigned>::USIZE;
    const NUM_VAL: usize =
        <<Vals<Op::RefLayout, T> as crate::ModeSizeOp<U1>>::Output as Unsigned>::USIZE;
}

/// CuTe's `TiledCopy`: a [`Copy_Atom`] repeated so that the threads of `LayoutTv` copy a tile
/// of shape `Tiler`. Made by [`make_tiled_copy`] (a thread and a value layout),
/// [`make_tiled_copy_a`](super::make_tiled_copy_a), `_b`, `_c` and
/// [`make_tiled_copy_c_atom`](super::make_tiled_copy_c_atom) (a TiledMMA's layouts), and
/// [`make_tiled_copy_s`](super::make_tiled_copy_s) and `_d` (another TiledCopy's).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{make_tiled_copy, CopyTiler, Copy_Atom, TiledCopyOp, UniversalCopy};
/// // 32x8 threads, each copying 4 consecutive floats (one 128-bit access) of a 32x32 tile.
/// let copy = make_tiled_copy(
///     Copy_Atom::<UniversalCopy<u128>, f32>::default(),
///     <layout!((32,8):(1,32))>::default(),
///     <layout!((4,1):(1,0))>::default(),
/// );
/// fn show<C: TiledCopyOp>(_: C) -> String {
///     format!("{} ; {}", <C::Tiler as CopyTiler>::to_cute_string(), C::LayoutTv::default())
/// }
/// assert_eq!(show(copy), "(_128,_8) ; (_256,_4):(_4,_1)");
/// ```
pub struct TiledCopy<Atom, LayoutTv, Tiler>(PhantomData<(Atom, LayoutTv, Tiler)>);

crate::arity::zero_sized!(TiledCopy<A, L, T>);

/// The layouts of a [`TiledCopy`].
pub trait TiledCopyOp: Copy + Default {
    /// The copy atom.
    type Atom: CopyAtomOf;
    /// (thread, value) -> coordinate in the tile (CuTe's `TiledLayout_TV`).
    type LayoutTv: StaticLayout;
    /// The tile (CuTe's `Tiler_MN`): its shape, or one layout per mode ([`CopyTiler`]).
    type Tiler: CopyTiler;
    /// The number of threads.
    const THREADS: usize;
}

/// The tile of a [`TiledCopy`] (CuTe's `Tiler_MN`): one extent per mode (`(_128,_8)`, from
/// [`make_tiled_copy`] and [`make_tiled_copy_a`](super::make_tiled_copy_a)), or one layout per
/// mode (from [`make_tiled_copy_c_atom`](super::make_tiled_copy_c_atom) and
/// [`make_cotiled_copy`](super::make_cotiled_copy): each mode's layout picks the coordinates of
/// that mode of the data that the copy covers, `(_16:_1,(_2,_4):(_4,_1))`). Sealed.
pub trait CopyTiler: Copy + Default + crate::TilePrint + sealed::Sealed {
    /// `shape(Tiler_MN)`: the tile's extents, mode by mode.
    type Shape: crate::IntTuple + Default;
    /// What CuTe's `print` shows for the tiler.
    ///
    /// ```
    /// use cute_layout::atom::CopyTiler;
    /// use cute_layout::prelude::*;
    /// use cute_layout::typenum::{U128, U8};
    /// assert_eq!(<(U128, U8) as CopyTiler>::to_cute_string(), "(_128,_8)");
    /// assert_eq!(<(layout!(16:1), layout!((2,4):(4,1))) as CopyTiler>::to_cute_string(), "(_16:_1,(_2,_4):(_4,_1))");
    /// ```
    fn to_cute_string() -> String {
        crate::print_tile(&Self::default())
    }
}

mod sealed {
    pub trait Sealed {}
}

/// One mode of a [`CopyTiler`]: an extent or a static layout.
#[doc(hidden)]
pub trait TilerMode: Copy + Default + crate::TilePrint {
    type Shape: crate::IntTuple + Default;
}
crate::arity::for_unsigned!([] TilerMode where [Self: crate::IntTuple + Default] {
    type Shape = Self;
});
impl<S, D> TilerMode for crate::Layout<S, D>
where
    Self: StaticLayout,
    S: crate::IntTuple + Default,
{
    type Shape = S;
}

macro_rules! copy_tilers {
    () => {};
    ($($t:ident)+) => {
        impl<$($t: TilerMode),+> sealed::Sealed for ($($t,)+) {}
        impl<$($t: TilerMode),+> CopyTiler for ($($t,)+)
        where
            Self: Default,
            ($($t::Shape,)+): crate::IntTuple + Default,
        {
            type Shape = ($($t::Shape,)+);
        }
    };
}
crate::arity::for_arities!(copy_tilers);

/// Passes (for `B1`) when a TiledCopy's threads are a multiple of its atom's.
#[diagnostic::on_unimplemented(
    message = "TiledCopy (make_tiled_copy, make_tiled_copy_A/B/C, ...): the TiledCopy uses {Have} threads, not a multiple of the {Atom} threads of its Copy_Atom",
    label = "TiledCopy uses too few threads for the selected Copy_Atom",
    note = "Num<N> is the number N"
)]
pub trait AtomThreadsFit<Have, Atom> {}
impl<H, A> AtomThreadsFit<H, A> for typenum::B1 {}

/// Passes (for `B1`) when a TiledCopy's values per thread are a multiple of its atom's.
#[diagnostic::on_unimplemented(
    message = "TiledCopy (make_tiled_copy, make_tiled_copy_A/B/C, ...): each thread copies {Have} values, not a multiple of the {Atom} values one Copy_Atom moves per thread",
    label = "TiledCopy uses too few values for the selected Copy_Atom",
    note = "a 128-bit copy moves 8 values of a 16-bit type or 4 of a 32-bit one; Num<N> is the number N"
)]
pub trait AtomValuesFit<Have, Atom> {}
impl<H, A> AtomValuesFit<H, A> for typenum::B1 {}

/// Passes (for `B1`) when the tensors' values are as wide as the values of the Copy_Atom.
#[diagnostic::on_unimplemented(
    message = "copy: the tensors hold {Have}-bit values, and the Copy_Atom moves {Atom}-bit values",
    label = "the tensors' value type does not match the Copy_Atom's",
    note = "use a Copy_Atom of the tensors' value type (`Copy_Atom<Op, T>`), or data of its width; Num<N> is the number N"
)]
pub trait AtomValueWidth<Have, Atom> {}
impl<H, A> AtomValueWidth<H, A> for typenum::B1 {}

/// The check of [`AtomValueWidth`] for data of type `T` and the copy atom `A`.
#[doc(hidden)]
pub trait ValueWidthFits<T> {}
impl<A: CopyAtomOf, T: Numeric> ValueWidthFits<T> for A
where
    T::Bits: typenum::IsEqual<Bits<A::Value>> + crate::decimal::Dec,
    Bits<A::Value>: crate::decimal::Dec,
    typenum::Eq<T::Bits, Bits<A::Value>>: AtomValueWidth<Decimal<T::Bits>, Decimal<Bits<A::Value>>>,
{
}

type Multiple<X, Y> = typenum::Eq<typenum::Mod<X, Y>, U0>;
type Decimal<N> = <N as crate::decimal::Dec>::Out;
pub(super) type ThrOf<L> = <L as crate::ModeSizeOp<U0>>::Output;
pub(super) type ValOf<L> = <L as crate::ModeSizeOp<U1>>::Output;
type AtomThr<A> = ThrOf<<A as CopyAtomOf>::ValLayoutRef>;
pub(super) type AtomVal<A> = ValOf<<A as CopyAtomOf>::ValLayoutRef>;

impl<A, L, T> TiledCopyOp for TiledCopy<A, L, T>
where
    A: CopyAtomOf,
    L: StaticLayout + crate::ModeSizeOp<U0> + crate::ModeSizeOp<U1>,
    T: CopyTiler,
    A::ValLayoutRef: crate::ModeSizeOp<U0> + crate::ModeSizeOp<U1>,
    ThrOf<L>: core::ops::Rem<AtomThr<A>> + Unsigned,
    ValOf<L>: core::ops::Rem<AtomVal<A>>,
    typenum::Mod<ThrOf<L>, AtomThr<A>>: typenum::IsEqual<U0>,
    typenum::Mod<ValOf<L>, AtomVal<A>>: typenum::IsEqual<U0>,
    ThrOf<L>: crate::decimal::Dec,
    ValOf<L>: crate::decimal::Dec,
    AtomThr<A>: crate::decimal::Dec,
    AtomVal<A>: crate::decimal::Dec,
    Multiple<ThrOf<L>, AtomThr<A>>: AtomThreadsFit<Decimal<ThrOf<L>>, Decimal<AtomThr<A>>>,
    Multiple<ValOf<L>, AtomVal<A>>: AtomValuesFit<Decimal<ValOf<L>>, Decimal<AtomVal<A>>>,
{
    type Atom = A;
    type LayoutTv = L;
    type Tiler = T;
    const THREADS: usize = <ThrOf<L> as Unsigned>::USIZE;
}

/// CuTe's `make_tiled_copy(atom, thr_layout, val_layout)`: threads laid out by `Thr`, each
/// copying the values laid out by `Val` (the tile is their raked product). CuTe's shorter
/// argument lists, whose value (and thread) layout is `Layout<_1>`, are the
/// [`make_tiled_copy!`](crate::make_tiled_copy!) macro's.
pub fn make_tiled_copy<A, Thr, Val>(
    _atom: A,
    _thr: Thr,
    _val: Val,
) -> TiledCopy<A, Thr::LayoutTv, Thr::Tiler>
where
    Thr: MakeLayoutTvOp<Val>,
    TiledCopy<A, Thr::LayoutTv, Thr::Tiler>: TiledCopyOp,
{
    TiledCopy(PhantomData)
}

/// CuTe's `make_tiled_copy` with any of its argument lists: the atom, its thread layout and
/// its value layout ([`make_tiled_copy`](crate::atom::make_tiled_copy)), or fewer, the missing
/// layouts `Layout<_1>` (`_1:_0`) as CuTe's defaults.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{Copy_Atom, UniversalCopy};
/// use cute_layout::make_tiled_copy;
/// // CuTe: make_tiled_copy(Copy_Atom<UniversalCopy<float>, float>{}, Layout<Shape<_32,_8>>{})
/// let copy = make_tiled_copy!(Copy_Atom::<UniversalCopy<f32>, f32>::default(), <layout!((32, 8))>::default());
/// assert_eq!(copy.layout_s_tv().to_string(), "(_256,(_1,_1)):(_1,(_0,_0))");
/// ```
#[macro_export]
macro_rules! make_tiled_copy {
    ($atom:expr $(,)?) => {
        $crate::make_tiled_copy!(
            $atom,
            <$crate::Layout<$crate::typenum::U1, $crate::typenum::U0> as ::core::default::Default>::default()
        )
    };
    ($atom:expr, $thr:expr $(,)?) => {
        $crate::atom::make_tiled_copy(
            $atom,
            $thr,
            <$crate::Layout<$crate::typenum::U1, $crate::typenum::U0> as ::core::default::Default>::default(),
        )
    };
    ($atom:expr, $thr:expr, $val:expr $(,)?) => {
        $crate::atom::make_tiled_copy($atom, $thr, $val)
    };
}

// ---------------------------------------------------------------------------------------------
// A thread's part of a tensor: CuTe's `tidfrg_S/D` and `ThrCopy::partition_S/D`.
// ---------------------------------------------------------------------------------------------

type ModeOf2<L, I, J> = crate::ModeOf<crate::ModeOf<L, I>, J>;
/// CuTe's `zip` of a rank-2 layout of rank-2 modes: `((a, b), (c, d))` to `((a, c), (b, d))`.
type Zip2<L> = crate::MakeLayout<(
    crate::MakeLayout<(ModeOf2<L, U0, U0>, ModeOf2<L, U1, U0>)>,
    crate::MakeLayout<(ModeOf2<L, U0, U1>, ModeOf2<L, U1, U1>)>,
)>;
type Ref2Trg<A, Trg> =
    crate::Composition<crate::RightInverse<<A as CopyAtomOf>::ValLayoutRef>, Trg>;
type AtomTv<C> = crate::ZippedDivide<
    <C as TiledCopyOp>::LayoutTv,
    (
        ThrOf<<<C as TiledCopyOp>::Atom as CopyAtomOf>::ValLayoutRef>,
        ValOf<<<C as TiledCopyOp>::Atom as CopyAtomOf>::ValLayoutRef>,
    ),
>;
type TrgTv<C, Trg> =
    crate::Composition<AtomTv<C>, (Ref2Trg<<C as TiledCopyOp>::Atom, Trg>, crate::Underscore)>;
/// (thread, value) -> coordinate in the tile, the values of an atom and of the atoms a thread
/// repeats kept apart: `(thr, (atom values, repeats))`.
type ThrVal2Mn<C, Trg> = crate::CoalesceBy<Zip2<TrgTv<C, Trg>>, (U1, (U1, U1))>;
type Tiled<C, L> = crate::ZippedDivide<L, <C as TiledCopyOp>::Tiler>;
/// The coordinate that keeps one thread's values and the tiles along each of the tensor's
/// modes: `((thr, _), (_, ..., _))`.
type CopyCrd<L> = (
    (U0, crate::Underscore),
    <crate::ShapeOf<L> as crate::tensor::Tiler>::Whole,
);
/// The same coordinate at a run-time thread (for swizzled layouts, whose part depends on it).
type CopyCrdAt<L> = (
    (usize, crate::Underscore),
    <crate::ShapeOf<L> as crate::tensor::Tiler>::Whole,
);

/// Which layout of the atom a partition follows: the source's or the destination's.
#[doc(hidden)]
pub trait Side<A: CopyAtomOf> {
    type Trg;
}
/// The source side of a copy (CuTe's `partition_S`, `ValLayoutSrc`).
#[derive(Clone, Copy, Debug, Default)]
pub struct Src;
/// The destination side of a copy (CuTe's `partition_D`, `ValLayoutDst`).
#[derive(Clone, Copy, Debug, Default)]
pub struct Dst;
impl<A: CopyAtomOf> Side<A> for Src {
    type Trg = A::ValLayoutSrc;
}
impl<A: CopyAtomOf> Side<A> for Dst {
    type Trg = A::ValLayoutDst;
}

/// A TiledCopy's partition of a tensor with layout `L` into the threads' parts, for the source
/// (`S = Src`) or the destination (`Dst`): CuTe's `tidfrg_S`/`tidfrg_D`.
#[diagnostic::on_unimplemented(
    message = "partition_S/partition_D: the TiledCopy cannot partition a tensor with layout `{L}`",
    note = "the tensor's layout is divided by the TiledCopy's tile (zipped_divide) and each tile composed with the copy's (thread, value) layout"
)]
pub trait CopyPartitionOp<S, L>: TiledCopyOp {
    /// The layout of a thread's part: `(values, tiles along the first mode, tiles along the
    /// second, ...)`.
    type Output: crate::AnyLayout + crate::Crd2IdxOp<usize>;
    /// Thread `thr`'s part of a tensor with layout `layout`, and the offset of its first
    /// element.
    #[doc(hidden)]
    fn partition(layout: L, thr: usize) -> (Self::Output, isize);
    /// The strides of the thread mode of the partition (see `mode_strides`).
    #[doc(hidden)]
    fn thread_strides(layout: L) -> Vec<i64>;
}

/// A TiledCopy's `(thread, value) -> coordinate in the tile` as its source (`S = `[`Src`])
/// or its destination ([`Dst`]) partitions the tile, the values of an atom and the atoms a
/// thread repeats kept apart: CuTe's `get_layoutS_TV()` and `get_layoutD_TV()` as types (the
/// values of [`TiledCopy::layout_s_tv`] and [`TiledCopy::layout_d_tv`]), which
/// [`make_tiled_copy_s`](super::make_tiled_copy_s) and
/// [`make_tiled_copy_d`](super::make_tiled_copy_d) take over.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{make_tiled_copy, CopyTv, Copy_Atom, Dst, Half, SM75_U32x4_LDSM_N};
/// fn dst_tv<C: CopyTv<Dst>>(_: C) -> String {
///     <C as CopyTv<Dst>>::Tv::default().to_string()
/// }
/// let copy = make_tiled_copy(
///     Copy_Atom::<SM75_U32x4_LDSM_N, Half>::default(),
///     <layout!((32,1):(1,0))>::default(),
///     <layout!((1,8):(0,1))>::default(),
/// );
/// assert_eq!(dst_tv(copy), "(_32,(_8,_1)):(_1,(_32,_0))");
/// ```
pub trait CopyTv<S>: TiledCopyOp {
    /// `(thread, (atom values, repeats)) -> coordinate in the tile`.
    type Tv: StaticLayout;
}

#[doc(hidden)] // machinery bounds
impl<C, S> CopyTv<S> for C
where
    C: TiledCopyOp,
    S: Side<C::Atom>,
    C::LayoutTv: crate::ZippedDivideOp<(
        ThrOf<<C::Atom as CopyAtomOf>::ValLayoutRef>,
        ValOf<<C::Atom as CopyAtomOf>::ValLayoutRef>,
    )>,
    <C::Atom as CopyAtomOf>::ValLayoutRef:
        crate::RightInverseOp + crate::ModeSizeOp<U0> + crate::ModeSizeOp<U1>,
    crate::RightInverse<<C::Atom as CopyAtomOf>::ValLayoutRef>: crate::CompositionOp<S::Trg>,
    AtomTv<C>: crate::CompositionOp<(Ref2Trg<C::Atom, S::Trg>, crate::Underscore)>,
    TrgTv<C, S::Trg>: crate::ModeOp<U0> + crate::ModeOp<U1>,
    crate::ModeOf<TrgTv<C, S::Trg>, U0>: crate::ModeOp<U0> + crate::ModeOp<U1>,
    crate::ModeOf<TrgTv<C, S::Trg>, U1>: crate::ModeOp<U0> + crate::ModeOp<U1>,
    (
        ModeOf2<TrgTv<C, S::Trg>, U0, U0>,
        ModeOf2<TrgTv<C, S::Trg>, U1, U0>,
    ): crate::MakeLayoutOp,
    (
        ModeOf2<TrgTv<C, S::Trg>, U0, U1>,
        ModeOf2<TrgTv<C, S::Trg>, U1, U1>,
    ): crate::MakeLayoutOp,
    (
        crate::MakeLayout<(
            ModeOf2<TrgTv<C, S::Trg>, U0, U0>,
            ModeOf2<TrgTv<C, S::Trg>, U1, U0>,
        )>,
        crate::MakeLayout<(
            ModeOf2<TrgTv<C, S::Trg>, U0, U1>,
            ModeOf2<TrgTv<C, S::Trg>, U1, U1>,
        )>,
    ): crate::MakeLayoutOp,
    Zip2<TrgTv<C, S::Trg>>: crate::CoalesceByOp<(U1, (U1, U1))>,
    ThrVal2Mn<C, S::Trg>: Default,
    ThrVal2Mn<C, S::Trg>: StaticLayout,
{
    type Tv = ThrVal2Mn<C, S::Trg>;
}

crate::decimal::decimal_check! {
    /// CuTe's rank rule of `tidfrg_S`/`tidfrg_D`: the tensor has at least the tile's modes.
    #[diagnostic::on_unimplemented(
        message = "partition_S/partition_D: the tensor has {R} modes, fewer than the {T} modes of the TiledCopy's tile",
        label = "CuTe's static_assert: Rank of tensor to be partitioned too small",
        note = "the copy's tile is laid over the tensor's first modes, one tile mode per tensor mode; Num<N> is the number N"
    )]
    CopyRankCovers / CopyRankCoversFails<R, T>
}
/// The number of modes of a shape.
type RankOf<T> = crate::modes::Rank<T>;
/// The number of modes of `C`'s tile.
type TileRank<C> = RankOf<<<C as TiledCopyOp>::Tiler as CopyTiler>::Shape>;

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<C, S, L> CopyPartitionOp<S, L> for C
where
    C: CopyTv<S>,
    // The rank rule first, so that a tensor of too few modes gets its error first (the
    // divide's follows).
    L: crate::AnyLayout<Shape: crate::modes::Modes>,
    <C::Tiler as CopyTiler>::Shape: crate::modes::Modes,
    RankOf<L::Shape>: typenum::IsGreaterOrEqual<TileRank<C>>,
    typenum::GrEq<RankOf<L::Shape>, TileRank<C>>: CopyRankCovers<RankOf<L::Shape>, TileRank<C>>,
    L: crate::ZippedDivideOp<C::Tiler> + crate::AnyLayout<Shape: crate::tensor::Tiler>,
    Tiled<C, L>: crate::CompositionOp<(<C as CopyTv<S>>::Tv, crate::Underscore)>,
    TvTensor<C, S, L>: ThreadPart<CopyCrd<L>, (usize, usize), CopyCrdAt<L>> + crate::AnyLayout,
    <TvTensor<C, S, L> as ThreadPart<CopyCrd<L>, (usize, usize), CopyCrdAt<L>>>::Output:
        crate::Crd2IdxOp<usize>,
{
    type Output =
        <TvTensor<C, S, L> as ThreadPart<CopyCrd<L>, (usize, usize), CopyCrdAt<L>>>::Output;
    fn partition(layout: L, thr: usize) -> (Self::Output, isize) {
        let at = (
            (thr, crate::Underscore),
            <L::Shape as crate::tensor::Tiler>::whole(),
        );
        tv_tensor::<C, S, L>(layout).part((thr, 0usize), at)
    }
    fn thread_strides(layout: L) -> Vec<i64> {
        super::operand::mode_strides(&tv_tensor::<C, S, L>(layout), &[0, 0])
    }
}

/// The tensor's tiles composed with the copy's thread-value layout ([`TvTensor`]).
fn tv_tensor<C, S, L>(layout: L) -> TvTensor<C, S, L>
where
    C: CopyTv<S>,
    L: crate::ZippedDivideOp<C::Tiler>,
    Tiled<C, L>: crate::CompositionOp<(<C as CopyTv<S>>::Tv, crate::Underscore)>,
{
    use crate::{CompositionOp, ZippedDivideOp};
    let tiled = ZippedDivideOp::apply(layout, C::Tiler::default());
    CompositionOp::apply(tiled, (<C as CopyTv<S>>::Tv::default(), crate::Underscore))
}

/// `((thread, values), tiles)`: the tensor's tiles composed with the copy's thread-value layout.
type TvTensor<C, S, L> = crate::Composition<Tiled<C, L>, (<C as CopyTv<S>>::Tv, crate::Underscore)>;

/// CuTe's `ThrCopy`: a [`TiledCopy`] seen from one thread (`tiled_copy.get_slice(thr)`).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{make_tiled_copy, Copy_Atom, UniversalCopy};
/// let copy = make_tiled_copy(
///     Copy_Atom::<UniversalCopy<u128>, f32>::default(),
///     <layout!((32,8):(1,32))>::default(),
///     <layout!((4,1):(1,0))>::default(),
/// );
/// // Thread 33 of a 128x8 tile of a 256x64 column-major matrix: 4 consecutive floats from
/// // row 4, column 1, then the same in each of the 2x8 tiles.
/// let (part, start) = copy.get_slice(33).partition_s(<layout!((256,64):(1,256))>::default());
/// assert_eq!(part.to_string(), "((_4,_1),_2,_8):((_1,_0),_128,_2048)");
/// assert_eq!(start, 4 + 256);
/// ```
#[derive(Clone, Copy, Debug)]
pub struct ThrCopy<C> {
    pub(super) thr: usize,
    pub(super) copy: C,
}

impl<A, L, T> TiledCopy<A, L, T>
where
    Self: TiledCopyOp,
{
    /// The view of thread `thr` (CuTe's `get_slice`, `get_thread_slice`).
    pub fn get_slice(self, thr: usize) -> ThrCopy<Self> {
        ThrCopy { thr, copy: self }
    }

    /// CuTe's other name of [`get_slice`](Self::get_slice).
    pub fn get_thread_slice(self, thr: usize) -> ThrCopy<Self> {
        self.get_slice(thr)
    }

    /// CuTe's `TiledLayout_TV`: (thread, value) -> coordinate in the tile
    /// ([`TiledCopyOp::LayoutTv`] as a value).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::atom::{make_tiled_copy, Copy_Atom, UniversalCopy};
    /// use cute_layout::IntTupleValue;
    /// let copy = make_tiled_copy(
    ///     Copy_Atom::<UniversalCopy<u128>, f32>::default(),
    ///     <layout!((8,4):(1,8))>::default(),
    ///     <layout!((4,1):(1,0))>::default(),
    /// );
    /// assert_eq!(copy.layout_tv().to_string(), "(_32,_4):(_4,_1)");
    /// assert_eq!(copy.tiler().cute_string(), "(_32,_4)");
    /// assert_eq!(copy.size(), 32);
    /// ```
    pub fn layout_tv(&self) -> <Self as TiledCopyOp>::LayoutTv {
        Default::default()
    }

    /// CuTe's `size(copy)`: the threads the TiledCopy takes.
    pub fn size(&self) -> usize {
        <Self as TiledCopyOp>::THREADS
    }

    /// CuTe's `Tiler_MN`: the tile the copy covers.
    pub fn tiler(&self) -> <Self as TiledCopyOp>::Tiler {
        Default::default()
    }
}

impl<A, L, T> TiledCopy<A, L, T>
where
    Self: CopyTv<Src> + CopyTv<Dst>,
{
    /// CuTe's `get_layoutS_TV()`: (thread, value) -> coordinate in the tile, as the source
    /// partitions it (the values of an atom, then the atoms a thread repeats), the layout
    /// [`to_latex`](Self::to_latex) draws on the left.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::atom::{make_tiled_copy, Copy_Atom, Half, SM75_U32x4_LDSM_N};
    /// let copy = make_tiled_copy(
    ///     Copy_Atom::<SM75_U32x4_LDSM_N, Half>::default(),
    ///     <layout!((32,1):(1,0))>::default(),
    ///     <layout!((1,8):(0,1))>::default(),
    /// );
    /// assert_eq!(copy.layout_s_tv().to_string(), "((_8,_4),((_2,_4),_1)):((_4,_64),((_32,_1),_0))");
    /// assert_eq!(copy.layout_d_tv().to_string(), "(_32,(_8,_1)):(_1,(_32,_0))");
    /// ```
    pub fn layout_s_tv(&self) -> <Self as CopyTv<Src>>::Tv {
        <<Self as CopyTv<Src>>::Tv>::default()
    }

    /// CuTe's `get_layoutD_TV()`: the same for the destination (drawn on the right).
    pub fn layout_d_tv(&self) -> <Self as CopyTv<Dst>>::Tv {
        <<Self as CopyTv<Dst>>::Tv>::default()
    }
}

impl<C: TiledCopyOp> ThrCopy<C> {
    /// The TiledCopy.
    pub fn tiled_copy(&self) -> C {
        self.copy
    }

    /// CuTe's `partition_S`: the thread's part of the source tensor. Takes a tensor (`&Tensor`,
    /// `&mut Tensor`) and returns the view of the part, or takes a layout and returns the
    /// layout of the part and the offset of its first element
    /// ([`PartitionInput`](super::PartitionInput)).
    #[track_caller]
    pub fn partition_s<X>(
        &self,
        x: X,
    ) -> <X as PartitionOutput<<C as CopyPartitionOp<Src, <X as PartitionInput>::Layout>>::Output>>::Output
    where
        X: PartitionInput + PartitionOutput<<C as CopyPartitionOp<Src, <X as PartitionInput>::Layout>>::Output>,
        C: CopyPartitionOp<Src, <X as PartitionInput>::Layout>,
    {
        let (part, offset) = C::partition(x.partitioned(), self.thr);
        let layout = x.partitioned();
        x.into_part(part, offset, || C::thread_strides(layout))
    }

    /// CuTe's `partition_D`: the thread's part of the destination tensor, as
    /// [`partition_s`](Self::partition_s).
    #[track_caller]
    pub fn partition_d<X>(
        &self,
        x: X,
    ) -> <X as PartitionOutput<<C as CopyPartitionOp<Dst, <X as PartitionInput>::Layout>>::Output>>::Output
    where
        X: PartitionInput + PartitionOutput<<C as CopyPartitionOp<Dst, <X as PartitionInput>::Layout>>::Output>,
        C: CopyPartitionOp<Dst, <X as PartitionInput>::Layout>,
    {
        let (part, offset) = C::partition(x.partitioned(), self.thr);
        let layout = x.partitioned();
        x.into_part(part, offset, || C::thread_strides(layout))
    }
}

/// The type of `get_slice(t).partition_s(L)`'s part (the same for every thread of a plain `L`).
pub type PartitionS<C, L> = <C as CopyPartitionOp<Src, L>>::Output;
/// The type of `get_slice(t).partition_d(L)`'s part.
pub type PartitionD<C, L> = <C as CopyPartitionOp<Dst, L>>::Output;
