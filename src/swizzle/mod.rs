//! CuTe's swizzles and composed layouts: [`Swizzle<B, M, S>`], the bit function that spreads a
//! shared-memory tile over the banks, and [`ComposedLayout<A, O, L>`], the function
//! `c -> A(O + L(c))` that CuTe writes `A o O o L` (a swizzle after a layout, with an offset).
//!
//! The algebra on a composed layout works on its inner layout `L` (the layout that defines the
//! domain) and keeps the swizzle and the offset, as CuTe's `layout_composed.hpp` does:
//! `LogicalDivide<Sw o 0 o L, T>` is `Sw o 0 o LogicalDivide<L, T>`. A composition whose swizzle
//! has no bits (`Sw<0,M,S>`) and offset 0 is the inner layout itself, as in CuTe.
//!
//! What is here, each as CuTe 4.2 has it (`tests/data/swizzle_cases.txt` holds CuTe's answers):
//! - composition: [`Composition<Sw, L>`](crate::Composition) (a swizzle after a layout),
//!   `Composition<A o O o L, T>` (a tiler after a composed layout), and [`ComposeSwizzle<L, Sw>`]
//!   (a swizzle, or a swizzled layout, after a plain layout, through CuTe's `make_swizzle`);
//! - the inner-layout algebra: divides, products, `coalesce`, `flatten`, `tile_to_shape`
//!   ([`TileToShape`]); slicing ([`Slice`](crate::Slice), [`SliceOp::slice_and_offset`](crate::SliceOp::slice_and_offset)),
//!   which may *decay* to a plain layout, at static coordinates or run-time ones (then the
//!   offset of a slice that keeps the swizzle is a [`MixedBits`], CuTe's static and run-time
//!   bits, and a decayed slice has run-time strides where the swizzle's bits follow the
//!   coordinate); `local_tile` and `local_partition` at run-time coordinates through
//!   [`LocalTileOp`](crate::LocalTileOp) and [`LocalPartitionOp`](crate::LocalPartitionOp), as
//!   for plain layouts, and [`LocalTileAt`], [`LocalPartitionAt`] naming one tile's layout at a
//!   static coordinate; [`RightInverse`](crate::RightInverse), [`LeftInverse`](crate::LeftInverse)
//!   (with an offset `K`, CuTe's `inverse(L) o -K o Sw`);
//! - a plain layout times a swizzled layout: [`LogicalProduct<L, Sw o 0 o T>`](crate::LogicalProduct)
//!   and its zipped, tiled and flat forms, swizzled anew by CuTe's rule (`blocked_product` and
//!   `raked_product` take two plain layouts, as in CuTe);
//! - element widths: [`Upcast`], [`Downcast`], [`Recast`] (layouts, swizzles, composed layouts);
//! - [`MakeLayoutTvOp`]: the `(thread, value)` layout and tile of a thread and a value layout;
//! - tensors over composed layouts ([`Tensor::new_composed`](crate::tensor::Tensor::new_composed)):
//!   their tiles and thread partitions are views, which keep the storage a decayed slice's
//!   negative strides reach below its start; offsets with [`ComposedLayout::offset`], pictures with [`Pictures`](crate::Pictures)'
//!   `print_layout`, `to_svg`, `to_latex` (as for any rank-2 layout).
//!
//! Outside this module's reach: run-time (`Dyn`) leaves in a composed layout's inner layout,
//! slicing again a composed layout whose offset is a `MixedBits`, coordinates mixing static and
//! run-time integers (a compile error), composed layouts whose outer function is a layout (but
//! for the inverses above, which print and evaluate only), and `tile_to_shape`'s mode order.
//!
//! ```
//! use cute_layout::prelude::*;
//! use cute_layout::typenum::{U3, U0};
//! use cute_layout::swizzle::{ComposedLayout, Swizzle};
//! // SM80's fp16 shared-memory atom: 8 rows of 64 halves, swizzled with Sw<3,3,3>.
//! type Atom = Composition<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>;
//! assert_eq!(Atom::default().to_string(), "Sw<3,3,3> o _0 o (_8,_64):(_64,_1)");
//! // Row 1 of the atom: its 8-element vectors are permuted by the row's bits.
//! assert_eq!(Atom::default().offset((1usize, 0usize)), 72);
//! assert_eq!(Atom::default().offset((1usize, 8usize)), 64);
//! ```

use core::fmt;
use core::marker::PhantomData;
use typenum::Unsigned;

use crate::int::StaticInt;

/// A zero-sized marker of type parameters (covariant, always `Send + Sync`).
type Marker<T> = PhantomData<fn() -> T>;

pub(crate) mod cast;
pub(crate) mod compose;
pub(crate) mod dynamic_coord;
mod mixed_bits;
mod offset;
pub(crate) mod ops;
pub(crate) mod partition;
mod portion;
mod print;
pub(crate) mod project;
pub(crate) mod slice;
mod slice_by;
mod slice_rt;
pub(crate) mod tensor;
pub(crate) mod tile;
mod vector;

pub use cast::{downcast, recast_layout, upcast, Downcast, DowncastOp, Recast, RecastOp};
pub use cast::{Upcast, UpcastOp};
pub use compose::{ComposeSwizzle, ComposeSwizzleOp};
pub use mixed_bits::{make_mixed_bits, MakeMixedBits};
pub use offset::{ComposedOffset, MixedBits, SmemPtrFlag};
pub use partition::{LocalPartitionAt, LocalPartitionAtOp, LocalTileAt, LocalTileAtOp};
pub use portion::{get_nonswizzle_portion, get_swizzle_portion, SwizzlePortions};
pub use tile::{make_layout_tv, tile_to_shape, tile_to_shape_ordered, LayoutTv, MakeLayoutTvOp};
pub use tile::{TileToShape, TileToShapeOp, TileToShapeOrderOp, TileToShapeOrdered, TilerTv};

/// The source bits of `Swizzle<b, m, s>`, `((1 << b) - 1) << (m + max(0, s))`: the one rule,
/// for the swizzle types and for the compile-time search in [`banks`](crate::banks).
pub(crate) const fn yyy_mask(b: u32, m: i64, s: i64) -> i64 {
    ((1i64 << b) - 1) << (m + if s > 0 { s } else { 0 })
}

/// `x ^ ((x & yyy_mask) >> shift)` (a left shift for a negative `shift`): the swizzle's
/// function with its constants as values, for [`Swizzle::apply`] and [`banks`](crate::banks).
pub(crate) const fn xor_shifted(x: i64, yyy_mask: i64, shift: i64) -> i64 {
    let y = x & yyy_mask;
    if shift >= 0 {
        x ^ (y >> shift)
    } else {
        x ^ (y << -shift)
    }
}

/// CuTe's `Swizzle<B, M, S>`: the bit function `y = x ^ ((x & yyy_mask) >> S)` on offsets.
/// `B` bits (the mask `yyy_mask = ((1 << B) - 1) << (M + max(0, S))`) are XORed into the `B`
/// bits at `zzz_mask = ((1 << B) - 1) << (M - min(0, S))`; the lowest `M` bits (a vector of
/// `2^M` elements) never move. `S` may be negative (the bits move up). `B`, `M` are typenum
/// unsigned integers, `S` a typenum unsigned or negative integer (`U3`, `N3`); CuTe requires
/// `|S| >= B` (a compile error here).
///
/// A swizzle is an involution: applying it twice gives the offset back.
///
/// ```
/// use cute_layout::swizzle::Swizzle;
/// use cute_layout::typenum::{U2, U3, N3};
/// type Sw = Swizzle<U3, U3, U3>;
/// assert_eq!(Sw::default().to_string(), "Sw<3,3,3>");
/// assert_eq!(Sw::apply(72), 64);              // bits 6..9 are XORed into bits 3..6
/// assert_eq!(Sw::apply(Sw::apply(1000)), 1000);
/// assert_eq!((Sw::YYY_MASK, Sw::ZZZ_MASK), (0b111_000_000, 0b111_000));
/// assert_eq!(Swizzle::<U2, U3, N3>::apply(8), 72); // a negative shift moves bits up
/// ```
pub struct Swizzle<B, M, S>(Marker<(B, M, S)>);

crate::arity::zero_sized!(Swizzle<B, M, S>);
impl<B, M, S> PartialEq for Swizzle<B, M, S> {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}
impl<B, M, S> Eq for Swizzle<B, M, S> {}

impl<B: Unsigned, M: Unsigned, S: StaticInt> Swizzle<B, M, S> {
    /// Number of bits XORed (`B`).
    pub const BITS: u32 = B::U32;
    /// Number of low bits that never move (`M`).
    pub const BASE: u32 = M::U32;
    /// The shift from the source bits to the target bits (`S`).
    pub const SHIFT: i32 = S::VALUE as i32;
    /// The source bits, `((1 << B) - 1) << (M + max(0, S))`.
    pub const YYY_MASK: i64 = yyy_mask(B::U32, M::I64, S::VALUE);
    /// The target bits, `((1 << B) - 1) << (M - min(0, S))`.
    pub const ZZZ_MASK: i64 =
        ((1i64 << B::U32) - 1) << (M::I64 - if S::VALUE < 0 { S::VALUE } else { 0 });

    /// The swizzled offset: `x ^ ((x & yyy_mask) >> S)` (a left shift for a negative `S`).
    /// Only a swizzle CuTe accepts (`|S| >= B`) applies: others are a compile error.
    #[inline(always)]
    pub const fn apply(x: i64) -> i64
    where
        S::Mag: typenum::IsGreaterOrEqual<B>,
        typenum::GrEq<S::Mag, B>: SwizzleShiftCovers<B, M, S>,
    {
        xor_shifted(x, Self::YYY_MASK, S::VALUE)
    }
}

impl<B: Unsigned, M: Unsigned, S: StaticInt> fmt::Display for Swizzle<B, M, S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Sw<{},{},{}>", B::U32, M::U32, S::VALUE)
    }
}

impl<B: Unsigned, M: Unsigned, S: StaticInt> fmt::Debug for Swizzle<B, M, S> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// CuTe's `ComposedLayout<A, O, L>`: the function `c -> A(O + L(c))`, printed `A o O o L`.
/// `L` (a static layout) defines the domain: shape, size, rank and depth are `L`'s, and so is
/// the cosize of a swizzled layout (as in CuTe). `A` is a [`Swizzle`], `O` a [`ComposedOffset`].
///
/// The inverse of a swizzled layout with an offset `K` is the other way round, as CuTe builds
/// it: `ComposedLayout<R, NInt<K>, Sw>`, the function `i -> R(Sw(i) - K)` of an index `i`.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::{ComposedLayout, Swizzle};
/// use cute_layout::typenum::{U3, U8};
/// type L = ComposedLayout<Swizzle<U3, U3, U3>, U8, layout!((8,64):(64,1))>;
/// let inv = RightInverse::<L>::default();
/// assert_eq!(inv.to_string(), "(_64,_8):(_8,_1) o _-8 o Sw<3,3,3>");
/// // L(3, 5) is 213; the inverse takes it back to the index of (3, 5).
/// assert_eq!(L::default().offset((3usize, 5usize)), 213);
/// assert_eq!(inv.crd2idx_leaf(&cute_layout::Dyn(213)).unwrap().value, 3 + 8 * 5);
/// ```
///
/// Build one with [`Composition`](crate::Composition) of a swizzle and a layout; the algebra
/// (divides, products, composition with a tiler, slicing, `tile_to_shape`, casts) is the inner
/// layout's, with the swizzle kept.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::{ComposedLayout, Swizzle};
/// use cute_layout::typenum::{U0, U2, U3};
/// type L = ComposedLayout<Swizzle<U2, U3, U3>, U0, layout!((8,32):(32,1))>;
/// assert_eq!(L::default().to_string(), "Sw<2,3,3> o _0 o (_8,_32):(_32,_1)");
/// assert_eq!((L::SIZE, L::COSIZE, L::RANK), (256, 256, 2));
/// assert_eq!(L::default().offset((2usize, 0usize)), 72);
/// ```
pub struct ComposedLayout<A, O, L> {
    /// The offset: zero-sized when static, the run-time integer of a [`MixedBits`].
    pub(crate) offset: O,
    marker: Marker<(A, L)>,
}

impl<A, O: Copy, L> Clone for ComposedLayout<A, O, L> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<A, O: Copy, L> Copy for ComposedLayout<A, O, L> {}
impl<A, O: Default, L> Default for ComposedLayout<A, O, L> {
    fn default() -> Self {
        ComposedLayout::with_offset(O::default())
    }
}
impl<A, O: PartialEq, L> PartialEq for ComposedLayout<A, O, L> {
    fn eq(&self, other: &Self) -> bool {
        self.offset == other.offset
    }
}
impl<A, O: Eq, L> Eq for ComposedLayout<A, O, L> {}

impl<A, O: Unsigned + Default, L: crate::StaticLayout> ComposedLayout<A, O, L> {
    /// The value of a static swizzled layout (zero-sized; the same as `Default::default()`),
    /// as [`Layout::new`](crate::Layout::new) for a plain one.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// type Atom = layout!(Sw<3,3,3> o (8,64):(64,1));
    /// assert_eq!(Atom::new().to_string(), "Sw<3,3,3> o _0 o (_8,_64):(_64,_1)");
    /// ```
    pub fn new() -> Self {
        Self::default()
    }
}

impl<A, O, L> ComposedLayout<A, O, L> {
    /// The composed layout `A o offset o L` (the swizzle and the inner layout are types).
    pub(crate) fn with_offset(offset: O) -> Self {
        ComposedLayout {
            offset,
            marker: PhantomData,
        }
    }
}

impl<A, O: ComposedOffset, L> ComposedLayout<A, O, L> {
    /// The offset `O` (CuTe's `layout.offset()`).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::swizzle::Swizzle;
    /// type L = Composition<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>;
    /// assert_eq!(L::default().composed_offset(), 0);
    /// ```
    #[inline(always)]
    pub fn composed_offset(&self) -> i64 {
        self.offset.value()
    }
}

impl<A, O, L: Default> ComposedLayout<A, O, L> {
    /// The inner layout `L` (CuTe's `layout.layout_b()`).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::swizzle::Swizzle;
    /// type L = Composition<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>;
    /// assert_eq!(L::default().layout_b().to_string(), "(_8,_64):(_64,_1)");
    /// ```
    pub fn layout_b(&self) -> L {
        L::default()
    }

    /// The swizzle `A` (CuTe's `layout.layout_a()`).
    pub fn layout_a(&self) -> A
    where
        A: Default,
    {
        A::default()
    }
}

impl<A, O, S: Copy + Default, D: Default> ComposedLayout<A, O, crate::Layout<S, D>> {
    /// CuTe's `shape(layout)`: the inner layout's shape (the swizzle keeps the domain).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::IntTupleValue;
    /// let l = <layout!(Sw<3,3,3> o (8,64):(64,1))>::new();
    /// assert_eq!((l.shape().cute_string(), l.size_of::<U1>()), ("(_8,_64)".to_string(), 64));
    /// ```
    pub fn shape(&self) -> S {
        S::default()
    }

    /// CuTe's `size<I>(layout)` as a number: the coordinates of mode `I`.
    pub fn size_of<I>(&self) -> usize
    where
        crate::Layout<S, D>: crate::ModeSizeOp<I, Output: crate::IntTupleValue>,
    {
        crate::Layout::from_parts(S::default(), D::default()).size_of::<I>()
    }
}

/// The outer function of a composed layout: a [`Swizzle`]. Sealed.
///
/// ```
/// use cute_layout::swizzle::{OuterFn, Swizzle};
/// use cute_layout::typenum::U3;
/// fn swizzled<A: OuterFn>(x: i64) -> i64 { A::apply_to(x) }
/// assert_eq!(swizzled::<Swizzle<U3, U3, U3>>(72), 64);
/// ```
pub trait OuterFn: seal::Sealed + Copy + Default + fmt::Display + 'static {
    /// `A(x)`.
    fn apply_to(x: i64) -> i64;
}

impl<B: Unsigned + 'static, M: Unsigned + 'static, S: StaticInt> OuterFn for Swizzle<B, M, S>
where
    S::Mag: typenum::IsGreaterOrEqual<B>,
    typenum::GrEq<S::Mag, B>: SwizzleShiftCovers<B, M, S>,
{
    #[inline(always)]
    fn apply_to(x: i64) -> i64 {
        Self::apply(x)
    }
}

/// Seals the swizzle operations: implemented for the crate's layouts, swizzles and composed
/// layouts only.
pub(crate) mod layout_seal {
    pub trait Sealed {}
    impl<S, D> Sealed for crate::Layout<S, D> {}
    impl<B, M, S> Sealed for super::Swizzle<B, M, S> {}
    impl<A, O, L> Sealed for super::ComposedLayout<A, O, L> {}
}

pub(crate) mod seal {
    pub trait Sealed {}
    impl<B, M, S> Sealed for super::Swizzle<B, M, S> {}
}

impl<A: OuterFn, O: ComposedOffset, L: crate::StaticLayout> ComposedLayout<A, O, L> {
    /// Number of coordinates (the inner layout's size).
    pub const SIZE: usize = L::SIZE;
    /// The inner layout's cosize (CuTe's `cosize` of a swizzled layout).
    pub const COSIZE: usize = L::COSIZE;
    /// Number of top-level modes.
    pub const RANK: usize = L::RANK;
    /// Nesting depth of the shape.
    pub const DEPTH: usize = L::DEPTH;

    /// The offset of a coordinate: `A(O + L(c))` (CuTe's `layout(c)`).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::swizzle::{ComposedLayout, Swizzle};
    /// use cute_layout::typenum::{U0, U3};
    /// type L = ComposedLayout<Swizzle<U3, U3, U3>, U0, layout!((8,64):(64,1))>;
    /// assert_eq!(L::default().offset((3usize, 5usize)), 221);
    /// assert_eq!(L::default().offset(100usize), 300);
    /// ```
    #[inline(always)]
    pub fn offset<Crd>(self, coord: Crd) -> isize
    where
        L: crate::Crd2IdxOp<Crd>,
    {
        self.offset.apply::<A>(L::default().crd2idx(coord) as i64) as isize
    }

    /// The same composed layout as a run-time value, a
    /// [`dynamic::ComposedLayout`](crate::dynamic::ComposedLayout), on which the `dynamic`
    /// crate evaluates CuTe's whole algebra of composed layouts at run time. (The trait method
    /// [`AnyLayout::as_dynamic`](crate::AnyLayout::as_dynamic) asks for a plain layout, which
    /// a composed layout is not: an error.)
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::dynamic::algebra::slice_and_offset_composed;
    /// use cute_layout::swizzle::Swizzle;
    /// type Atom = Composition<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>;
    /// let d = Atom::default().as_dynamic().unwrap();
    /// assert_eq!(d.to_string(), "Sw<3,3,3> o _0 o (_8,_64):(_64,_1)");
    /// // Row 3 of the atom decays to a plain layout starting at offset 216 (CuTe's answer).
    /// let (row, start) = slice_and_offset_composed(&"(3,_)".parse().unwrap(), &d).unwrap();
    /// assert_eq!((row.to_string(), start.value), ("((_8,_4,_2)):((_1,_-8,_32))".to_string(), 216));
    /// ```
    pub fn as_dynamic(
        &self,
    ) -> Result<cute_layout_dynamic::ComposedLayout, cute_layout_dynamic::Error> {
        let sw: cute_layout_dynamic::Swizzle = A::default()
            .to_string()
            .parse()
            .map_err(|e| cute_layout_dynamic::Error::new("as_dynamic", format!("{e}")))?;
        let sw = self.offset.element_swizzle(sw)?;
        let offset = cute_layout_dynamic::Leaf::new_static(self.offset.value());
        Ok(cute_layout_dynamic::ComposedLayout::new(
            sw,
            offset,
            L::to_dynamic(),
        ))
    }
}

impl<A: OuterFn, O: ComposedOffset, L: fmt::Display + Default> fmt::Display
    for ComposedLayout<A, O, L>
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} o ", A::default())?;
        self.offset.show(f)?;
        write!(f, " o {}", L::default())
    }
}

impl<A: OuterFn, O: ComposedOffset, L: fmt::Display + Default> fmt::Debug
    for ComposedLayout<A, O, L>
{
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The stride type of a composed layout: it has none (CuTe deletes `stride()` on it).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::{NoStride, Swizzle};
/// use cute_layout::typenum::U3;
/// type A = Composition<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>;
/// let _: NoStride = <StrideOf<A>>::default();
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct NoStride;

impl<A, O, L> crate::layout::seal::AnySealed for ComposedLayout<A, O, L> {}

impl<A: OuterFn, O: ComposedOffset, L: crate::StaticLayout> crate::AnyLayout
    for ComposedLayout<A, O, L>
{
    type Shape = L::Shape;
    type Stride = NoStride;
    fn shape(&self) -> L::Shape {
        crate::AnyLayout::shape(&L::default())
    }
    fn size(&self) -> usize {
        L::SIZE
    }
    fn cosize(&self) -> usize {
        L::COSIZE
    }
    fn rank(&self) -> usize {
        L::RANK
    }
    fn depth(&self) -> usize {
        L::DEPTH
    }
    /// A composed layout has no plain form: an error naming it.
    fn as_dynamic(&self) -> Result<cute_layout_dynamic::Layout, cute_layout_dynamic::Error> {
        Err(not_plain(self))
    }
    fn shape_dynamic(&self) -> Result<cute_layout_dynamic::IntTuple, cute_layout_dynamic::Error> {
        Ok(L::to_dynamic().shape().clone())
    }
    fn offset_range(&self) -> Result<Option<(i64, i64)>, cute_layout_dynamic::Error> {
        let inner = L::to_dynamic();
        let mut range: Option<(i64, i64)> = None;
        for x in inner.offsets() {
            let v = self.offset.apply::<A>(x);
            range = Some(range.map_or((v, v), |(lo, hi)| (lo.min(v), hi.max(v))));
        }
        Ok(range)
    }
    fn size_leaf(&self) -> cute_layout_dynamic::Leaf {
        L::default().size_leaf()
    }
    fn cosize_leaf(&self) -> cute_layout_dynamic::Leaf {
        L::default().cosize_leaf()
    }
    fn crd2idx_leaf<C: crate::tuple::IntTupleValue>(
        &self,
        coord: &C,
    ) -> Result<cute_layout_dynamic::Leaf, cute_layout_dynamic::Error> {
        let inner = L::default().crd2idx_leaf(coord)?;
        let v = self.offset.apply::<A>(inner.value);
        Ok(if inner.is_static {
            cute_layout_dynamic::Leaf::new_static(v)
        } else {
            cute_layout_dynamic::Leaf::new_dynamic(v)
        })
    }
    fn idx2crd<I: crate::tuple::IntTupleValue>(
        &self,
        index: &I,
    ) -> Result<cute_layout_dynamic::IntTuple, cute_layout_dynamic::Error> {
        L::default().idx2crd(index)
    }
}

/// A swizzle after a swizzled layout (CuTe's product of a swizzled layout by a swizzled
/// layout, `Sw1 o _0 o Sw2 o _0 o L`): the outer swizzle of the inner composed layout's
/// offsets. One level deep: the innermost layout is a static layout (so that the solver never
/// nests these without end).
impl<A, O, A2, O2, L2> crate::AnyLayout for ComposedLayout<A, O, ComposedLayout<A2, O2, L2>>
where
    A: OuterFn,
    O: ComposedOffset,
    A2: OuterFn,
    O2: ComposedOffset,
    L2: crate::StaticLayout,
{
    type Shape = <ComposedLayout<A2, O2, L2> as crate::AnyLayout>::Shape;
    type Stride = NoStride;
    fn shape(&self) -> Self::Shape {
        crate::AnyLayout::shape(&ComposedLayout::<A2, O2, L2>::default())
    }
    fn size(&self) -> usize {
        ComposedLayout::<A2, O2, L2>::default().size()
    }
    fn cosize(&self) -> usize {
        ComposedLayout::<A2, O2, L2>::default().cosize()
    }
    fn rank(&self) -> usize {
        ComposedLayout::<A2, O2, L2>::default().rank()
    }
    fn depth(&self) -> usize {
        ComposedLayout::<A2, O2, L2>::default().depth()
    }
    fn shape_dynamic(&self) -> Result<cute_layout_dynamic::IntTuple, cute_layout_dynamic::Error> {
        ComposedLayout::<A2, O2, L2>::default().shape_dynamic()
    }
    /// A composed layout has no plain form: an error naming it.
    fn as_dynamic(&self) -> Result<cute_layout_dynamic::Layout, cute_layout_dynamic::Error> {
        Err(not_plain(self))
    }
    fn offset_range(&self) -> Result<Option<(i64, i64)>, cute_layout_dynamic::Error> {
        offset_range(
            (0..self.size() as i64)
                .map(|i| self.crd2idx_leaf(&crate::Dyn(i)).map(|v| Some(v.value))),
        )
    }
    fn crd2idx_leaf<C: crate::tuple::IntTupleValue>(
        &self,
        coord: &C,
    ) -> Result<cute_layout_dynamic::Leaf, cute_layout_dynamic::Error> {
        let inner = ComposedLayout::<A2, O2, L2>::default().crd2idx_leaf(coord)?;
        Ok(cute_layout_dynamic::Leaf::new_static(
            self.offset.apply::<A>(inner.value),
        ))
    }
    fn idx2crd<I: crate::tuple::IntTupleValue>(
        &self,
        index: &I,
    ) -> Result<cute_layout_dynamic::IntTuple, cute_layout_dynamic::Error> {
        ComposedLayout::<A2, O2, L2>::default().idx2crd(index)
    }
}

impl<A, O, L> crate::list::Internal for ComposedLayout<A, O, L> {
    type Repr = Self;
}
impl<A, O, L> crate::list::Public for ComposedLayout<A, O, L> {
    type Repr = Self;
}
impl<B, M, S> crate::list::Internal for Swizzle<B, M, S> {
    type Repr = Self;
}

/// Type-level swizzle arithmetic (machinery, out of the public API).
pub(crate) mod bits {
    crate::decimal::decimal_check! {
        /// CuTe's check on `Swizzle<B, M, S>`: `abs(S) >= B`.
        #[diagnostic::on_unimplemented(
            message = "swizzle: Swizzle<{B}, {M}, {S}> needs abs(S) >= B, and abs({S}) < {B} (CuTe's static_assert: the shifted bits must not overlap the bits they are XORed into)",
            label = "abs(S) < B",
            note = "Num<N> is the number N; the notes below write numbers as typenum does, in binary (UInt<UInt<UTerm, B1>, B0> is 2)"
        )]
        SwizzleShiftCovers / SwizzleShiftCoversFails<B, M, S>
    }

    use core::ops::Shl;
    use typenum::{Bit, NInt, NonZero, UInt, UTerm, Unsigned};

    use super::Swizzle;

    // ---------------------------------------------------------------------------------------------
    // Type-level swizzle arithmetic
    // ---------------------------------------------------------------------------------------------

    /// `(1 << B) - 1` for the swizzle bit counts `B` in `0..=16`: a table, so that the trait solver
    /// never has to search typenum's shifts for an unknown `B`.
    pub trait BitMask {
        /// `(1 << Self) - 1`.
        type Output: Unsigned;
    }
    macro_rules! bit_masks {
        ($($b:ident => $m:literal),*) => {$(
            impl BitMask for typenum::$b {
                type Output = typenum::U<$m>;
            }
        )*};
    }
    bit_masks!(U0 => 0, U1 => 1, U2 => 3, U3 => 7, U4 => 15, U5 => 31, U6 => 63, U7 => 127,
        U8 => 255, U9 => 511, U10 => 1023, U11 => 2047, U12 => 4095, U13 => 8191, U14 => 16383,
        U15 => 32767, U16 => 65535);

    /// `(1 << B) - 1`.
    pub type LowMask<B> = <B as BitMask>::Output;

    /// `1 << N` for `N` in `0..=40`: a table, as [`BitMask`], so that the solver meets an
    /// unknown `N` with a plain "undecided" rather than a search through typenum's shifts.
    pub trait Exp2 {
        /// `1 << Self`.
        type Output: Unsigned;
    }
    macro_rules! exp2 {
        ($($n:ident => $v:literal),*) => {$(
            impl Exp2 for typenum::$n {
                type Output = typenum::U<{ 1usize << $v }>;
            }
        )*};
    }
    exp2!(U0 => 0, U1 => 1, U2 => 2, U3 => 3, U4 => 4, U5 => 5, U6 => 6, U7 => 7, U8 => 8,
        U9 => 9, U10 => 10, U11 => 11, U12 => 12, U13 => 13, U14 => 14, U15 => 15, U16 => 16,
        U17 => 17, U18 => 18, U19 => 19, U20 => 20, U21 => 21, U22 => 22, U23 => 23, U24 => 24,
        U25 => 25, U26 => 26, U27 => 27, U28 => 28, U29 => 29, U30 => 30, U31 => 31, U32 => 32,
        U33 => 33, U34 => 34, U35 => 35, U36 => 36, U37 => 37, U38 => 38, U39 => 39, U40 => 40);

    /// `1 << N`.
    pub type Pow2<N> = <N as Exp2>::Output;

    /// The masks of a swizzle with shift `Self`, base `M` and bit mask `Mask = (1 << B) - 1`.
    pub trait ShiftSide<M, Mask> {
        type Yyy: Unsigned;
        type Zzz: Unsigned;
    }

    impl<M: Unsigned, Mask: Unsigned> ShiftSide<M, Mask> for UTerm
    where
        Mask: Shl<M>,
        <Mask as Shl<M>>::Output: Unsigned,
    {
        type Yyy = <Mask as Shl<M>>::Output;
        type Zzz = <Mask as Shl<M>>::Output;
    }

    impl<U: Unsigned, Bt: Bit, M: Unsigned, Mask: Unsigned> ShiftSide<M, Mask> for UInt<U, Bt>
    where
        M: core::ops::Add<UInt<U, Bt>>,
        Mask: Shl<<M as core::ops::Add<UInt<U, Bt>>>::Output> + Shl<M>,
        <Mask as Shl<<M as core::ops::Add<UInt<U, Bt>>>::Output>>::Output: Unsigned,
        <Mask as Shl<M>>::Output: Unsigned,
    {
        type Yyy = <Mask as Shl<<M as core::ops::Add<UInt<U, Bt>>>::Output>>::Output;
        type Zzz = <Mask as Shl<M>>::Output;
    }

    impl<U: Unsigned + NonZero, M: Unsigned, Mask: Unsigned> ShiftSide<M, Mask> for NInt<U>
    where
        M: core::ops::Add<U>,
        Mask: Shl<<M as core::ops::Add<U>>::Output> + Shl<M>,
        <Mask as Shl<<M as core::ops::Add<U>>::Output>>::Output: Unsigned,
        <Mask as Shl<M>>::Output: Unsigned,
    {
        type Yyy = <Mask as Shl<M>>::Output;
        type Zzz = <Mask as Shl<<M as core::ops::Add<U>>::Output>>::Output;
    }

    /// `V >> S` for a shift `Self = S` (a left shift by `-S` when negative).
    pub trait MoveBits<V> {
        type Output: Unsigned;
    }
    impl<V: Unsigned> MoveBits<V> for UTerm {
        type Output = V;
    }
    impl<V: core::ops::Shr<UInt<U, Bt>>, U, Bt> MoveBits<V> for UInt<U, Bt>
    where
        typenum::Shright<V, UInt<U, Bt>>: Unsigned,
    {
        type Output = typenum::Shright<V, UInt<U, Bt>>;
    }
    impl<V: Shl<U>, U: Unsigned + NonZero> MoveBits<V> for NInt<U>
    where
        typenum::Shleft<V, U>: Unsigned,
    {
        type Output = typenum::Shleft<V, U>;
    }

    /// Type-level `Swizzle::apply`.
    pub trait ApplySwizzle<X> {
        type Output: Unsigned;
    }

    impl<B, M, S, X> ApplySwizzle<X> for Swizzle<B, M, S>
    where
        B: BitMask,
        S: ShiftSide<M, LowMask<B>>,
        X: core::ops::BitAnd<YyyOf<B, M, S>>,
        S: MoveBits<typenum::And<X, YyyOf<B, M, S>>>,
        X: core::ops::BitXor<<S as MoveBits<typenum::And<X, YyyOf<B, M, S>>>>::Output>,
        typenum::Xor<X, <S as MoveBits<typenum::And<X, YyyOf<B, M, S>>>>::Output>: Unsigned,
    {
        type Output = typenum::Xor<X, <S as MoveBits<typenum::And<X, YyyOf<B, M, S>>>>::Output>;
    }

    /// `yyy_mask` of a swizzle.
    pub type YyyOf<B, M, S> = <S as ShiftSide<M, LowMask<B>>>::Yyy;
    /// `zzz_mask` of a swizzle.
    pub type ZzzOf<B, M, S> = <S as ShiftSide<M, LowMask<B>>>::Zzz;
}
pub(crate) use bits::{BitMask, Exp2, LowMask, Pow2, ShiftSide, SwizzleShiftCovers, YyyOf, ZzzOf};

impl<A, O, L> crate::tuple::sealed::Sealed for ComposedLayout<A, O, L> {}
impl<B, M, S> crate::tuple::sealed::Sealed for Swizzle<B, M, S> {}
impl<A, O, L> crate::LayoutLike for ComposedLayout<A, O, L> {}
impl<B, M, S> crate::LayoutLike for Swizzle<B, M, S> {}
impl<A, O, L, C> crate::index::crd_seal::Sealed<C> for ComposedLayout<A, O, L> {}

/// How far below offset 0 a slice of a swizzled layout reaches (a decayed slice may have
/// negative strides): what a tensor's view keeps of the storage before the slice's start.
pub(crate) fn reach_below<L: crate::AnyLayout>(l: &L) -> usize {
    match l.offset_range() {
        Ok(Some((lo, _))) if lo < 0 => lo.unsigned_abs() as usize,
        _ => 0,
    }
}

/// The error of `as_dynamic` on a layout that is not a plain layout (a composed one).
pub(crate) fn not_plain(l: &impl fmt::Display) -> cute_layout_dynamic::Error {
    cute_layout_dynamic::Error::new("composed layout", format!("{l} is not a plain layout"))
}

/// The smallest and largest of the defined offsets (`None` entries are indices where the
/// layout is not defined), or the first error.
pub(crate) fn offset_range(
    offsets: impl Iterator<Item = Result<Option<i64>, cute_layout_dynamic::Error>>,
) -> Result<Option<(i64, i64)>, cute_layout_dynamic::Error> {
    let mut range: Option<(i64, i64)> = None;
    for v in offsets {
        if let Some(v) = v? {
            range = Some(range.map_or((v, v), |(lo, hi)| (lo.min(v), hi.max(v))));
        }
    }
    Ok(range)
}
