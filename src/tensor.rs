//! Tensors: storage plus a static layout.
//!
//! A [`Tensor<E, L>`] pairs an engine `E` (a slice, a mutable slice, or an owned
//! `GenericArray`) with a static layout `L`. The layout is a zero-sized type, so a tensor is
//! as small as its storage and every offset is a constant expression of the coordinate.
//!
//! ```
//! use cute_layout::prelude::*;
//! use cute_layout::tensor::Tensor;
//!
//! let data: Vec<f32> = (0..32).map(|i| i as f32).collect();
//! // A 4x8 row-major matrix over the data (its length is checked once, here).
//! let m = Tensor::<_, layout!((4, 8):(8, 1))>::new(&data[..]).unwrap();
//! assert_eq!(m[(1, 2)], 10.0);
//! // Its second 2x4 tile: a view whose layout the compiler derived.
//! let tile = m.local_tile::<shape!((2, 4)), _>((0, 1));
//! assert_eq!(tile.layout().to_string(), "(_2,_4):(_8,_1)");
//! assert_eq!(tile[(1, 3)], 15.0);
//! ```

use core::marker::PhantomData;
use core::ops::{Index, IndexMut};

use generic_array::{ArrayLength, GenericArray};

use crate::algebra::complements::detail::CosizeT;
use crate::index::Coordinate;
use crate::layout::{Layout, StaticLayout};
use crate::list::{self, Internal};
use crate::tiler::Underscore;

/// Storage a tensor reads: a slice of elements.
pub trait Engine {
    /// The element type.
    type Elem;
    /// The elements.
    fn as_slice(&self) -> &[Self::Elem];
}

/// Storage a tensor writes.
pub trait EngineMut: Engine {
    /// The elements, mutably.
    fn as_mut_slice(&mut self) -> &mut [Self::Elem];
}

impl<T> Engine for &[T] {
    type Elem = T;
    fn as_slice(&self) -> &[T] {
        self
    }
}

impl<T> Engine for &mut [T] {
    type Elem = T;
    fn as_slice(&self) -> &[T] {
        self
    }
}

impl<T> EngineMut for &mut [T] {
    fn as_mut_slice(&mut self) -> &mut [T] {
        self
    }
}

impl<T, N: ArrayLength> Engine for GenericArray<T, N> {
    type Elem = T;
    fn as_slice(&self) -> &[T] {
        GenericArray::as_slice(self)
    }
}

impl<T, N: ArrayLength> EngineMut for GenericArray<T, N> {
    fn as_mut_slice(&mut self) -> &mut [T] {
        GenericArray::as_mut_slice(self)
    }
}

/// Why storage cannot hold a layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// The storage has fewer elements than the layout's cosize.
    TooShort {
        /// Elements given.
        len: usize,
        /// Elements the layout reaches (its cosize).
        needed: usize,
    },
    /// The layout reaches negative offsets (negative strides), which a slice cannot hold.
    NegativeOffsets {
        /// The smallest offset of the layout.
        min_offset: i64,
    },
}

impl core::fmt::Display for StorageError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            StorageError::TooShort { len, needed } => {
                write!(
                    f,
                    "the storage has {len} elements but the layout reaches {needed} (its cosize)"
                )
            }
            StorageError::NegativeOffsets { min_offset } => {
                write!(f, "the layout reaches offset {min_offset}: a tensor over a slice needs non-negative strides")
            }
        }
    }
}

impl std::error::Error for StorageError {}

/// The number of elements storage for `L` needs, as a typenum type (CuTe's `cosize_t`).
pub type Cosize<L> = <list::Repr<L> as CosizeT>::Output;

/// A tensor: engine `E` (storage) and static layout `L`.
pub struct Tensor<E, L> {
    engine: E,
    layout: PhantomData<L>,
}

/// A register tensor (CuTe's `make_tensor<T>(layout)`): owned storage of exactly
/// `cosize(L)` elements, a `GenericArray` on the stack.
pub type RegTensor<T, L> = Tensor<GenericArray<T, Cosize<L>>, L>;

/// A sub-view at offset `off` of `data` with layout `L2`, checked like any view.
fn sub_view<'a, T, L2: StaticLayout>(data: &'a [T], off: usize, what: &str) -> Tensor<&'a [T], L2> {
    match data.get(off..).map(|d| (check_storage::<L2>(d.len()), d)) {
        Some((Ok(()), d)) => Tensor {
            engine: d,
            layout: PhantomData,
        },
        _ => panic!(
            "{what} at offset {off} extends past the tensor's storage ({} elements)",
            data.len()
        ),
    }
}

/// Writable [`sub_view`].
fn sub_view_mut<'a, T, L2: StaticLayout>(
    data: &'a mut [T],
    off: usize,
    what: &str,
) -> Tensor<&'a mut [T], L2> {
    let len = data.len();
    match data.get_mut(off..) {
        Some(d) if check_storage::<L2>(d.len()).is_ok() => Tensor {
            engine: d,
            layout: PhantomData,
        },
        _ => panic!("{what} at offset {off} extends past the tensor's storage ({len} elements)"),
    }
}

/// Checks once that `len` elements hold every offset of `L`.
fn check_storage<L: StaticLayout>(len: usize) -> Result<(), StorageError> {
    if L::MIN_OFFSET < 0 {
        return Err(StorageError::NegativeOffsets {
            min_offset: L::MIN_OFFSET,
        });
    }
    if len < L::COSIZE {
        return Err(StorageError::TooShort {
            len,
            needed: L::COSIZE,
        });
    }
    Ok(())
}

impl<'a, T, L: StaticLayout> Tensor<&'a [T], L> {
    /// A read-only tensor over `data`; fails if `data` is shorter than `cosize(L)` (or `L`
    /// has negative strides).
    pub fn new(data: &'a [T]) -> Result<Self, StorageError> {
        check_storage::<L>(data.len())?;
        Ok(Tensor {
            engine: data,
            layout: PhantomData,
        })
    }

    /// A read-only tensor over an array, whose length is checked against `cosize(L)` when the
    /// program is built (a constant assertion).
    pub fn from_array<const N: usize>(data: &'a [T; N]) -> Self {
        const {
            assert!(
                N >= L::COSIZE,
                "Tensor::from_array: the array is shorter than the layout's cosize (its largest offset + 1)"
            );
            assert!(
                L::MIN_OFFSET >= 0,
                "the layout has negative strides: a tensor over an array needs non-negative ones"
            );
        }
        Tensor {
            engine: data,
            layout: PhantomData,
        }
    }
}

impl<'a, T, L: StaticLayout> Tensor<&'a mut [T], L> {
    /// A writable tensor over `data`; fails if `data` is shorter than `cosize(L)` (or `L`
    /// has negative strides).
    pub fn new_mut(data: &'a mut [T]) -> Result<Self, StorageError> {
        check_storage::<L>(data.len())?;
        Ok(Tensor {
            engine: data,
            layout: PhantomData,
        })
    }

    /// A writable tensor over an array, length checked when the program is built.
    pub fn from_array_mut<const N: usize>(data: &'a mut [T; N]) -> Self {
        const {
            assert!(
                N >= L::COSIZE,
                "Tensor::from_array_mut: the array is shorter than the layout's cosize (its largest offset + 1)"
            );
            assert!(
                L::MIN_OFFSET >= 0,
                "the layout has negative strides: a tensor over an array needs non-negative ones"
            );
        }
        Tensor {
            engine: data,
            layout: PhantomData,
        }
    }
}

impl<T: Default, L: StaticLayout> Tensor<GenericArray<T, Cosize<L>>, L>
where
    list::Repr<L>: CosizeT,
    Cosize<L>: ArrayLength,
{
    /// A register tensor of default values.
    pub fn new_registers() -> Self {
        Tensor {
            engine: GenericArray::default(),
            layout: PhantomData,
        }
    }
}

impl<T: Default, L: StaticLayout> Default for Tensor<GenericArray<T, Cosize<L>>, L>
where
    list::Repr<L>: CosizeT,
    Cosize<L>: ArrayLength,
{
    fn default() -> Self {
        Self::new_registers()
    }
}

/// Nested loops over the flat modes of a layout: what makes a loop over a static tensor compile
/// to the loop nest one would write by hand.
pub mod walk {
    use crate::algebra::coalesce::detail::Coalescer;
    use crate::int::{IEq, IProd, If, IfThen, IntEq, IntMul, StaticInt};
    use crate::layout::{Layout, Modes, ModesOf};
    use crate::list::{self, Flatten, Fold, PrependF, Rev, C, E};
    use typenum::{Bit, B0, B1};

    /// The modes of the coalesced layout (the same function, the fewest loops), last mode
    /// first (the outermost loop).
    pub trait LoopModes {
        /// `C<Layout<s_last, d_last>, ... C<Layout<s_0, d_0>, E>>`
        type Modes;
    }

    impl<S, D> LoopModes for Layout<S, D>
    where
        Layout<S, D>: Coalescer<B0>,
        <Layout<S, D> as Coalescer<B0>>::Output: Modes,
        ModesOf<<Layout<S, D> as Coalescer<B0>>::Output>: Fold<PrependF, E>,
    {
        type Modes = Rev<ModesOf<<Layout<S, D> as Coalescer<B0>>::Output>>;
    }

    /// The flat modes (not coalesced), last mode first: what two layouts are paired on.
    pub trait FlatLoopModes {
        /// `C<Layout<s_last, d_last>, ... C<Layout<s_0, d_0>, E>>`
        type Modes;
    }

    impl<S: Flatten, D: Flatten> FlatLoopModes for Layout<S, D>
    where
        Layout<S::Output, D::Output>: Modes,
        ModesOf<Layout<S::Output, D::Output>>: Fold<PrependF, E>,
    {
        type Modes = Rev<ModesOf<Layout<S::Output, D::Output>>>;
    }

    /// A joint loop nest with neighbouring modes merged where both strides continue, and
    /// size-1 modes dropped (outermost first).
    pub trait JointCoalesce {
        /// The merged nest.
        type Output;
    }

    impl JointCoalesce for E {
        type Output = E;
    }

    impl<S: IntEq<typenum::U1>, DA, DB, T: JointCoalesce> JointCoalesce for C<Joint<S, DA, DB>, T>
    where
        IEq<S, typenum::U1>: MergeOuter<Joint<S, DA, DB>, T::Output>,
    {
        type Output = <IEq<S, typenum::U1> as MergeOuter<Joint<S, DA, DB>, T::Output>>::Output;
    }

    /// Puts the outer mode `J` on the merged inner nest `T`: `B1` drops it (size 1).
    pub trait MergeOuter<J, T> {
        /// The nest.
        type Output;
    }

    impl<J, T> MergeOuter<J, T> for B1 {
        type Output = T;
    }

    impl<J> MergeOuter<J, E> for B0 {
        type Output = C<J, E>;
    }

    impl<
            S1: StaticInt,
            DA1: StaticInt,
            DB1: StaticInt,
            S2: StaticInt,
            DA2: StaticInt,
            DB2: StaticInt,
            T,
        > MergeOuter<Joint<S1, DA1, DB1>, C<Joint<S2, DA2, DB2>, T>> for B0
    where
        S2: IntMul<DA2> + IntMul<DB2> + IntMul<S1>,
        DA1: IntEq<IProd<S2, DA2>>,
        DB1: IntEq<IProd<S2, DB2>>,
        IEq<DA1, IProd<S2, DA2>>: core::ops::BitAnd<IEq<DB1, IProd<S2, DB2>>>,
        typenum::And<IEq<DA1, IProd<S2, DA2>>, IEq<DB1, IProd<S2, DB2>>>: If<
            C<Joint<IProd<S2, S1>, DA2, DB2>, T>,
            C<Joint<S1, DA1, DB1>, C<Joint<S2, DA2, DB2>, T>>,
        >,
    {
        type Output = IfThen<
            typenum::And<IEq<DA1, IProd<S2, DA2>>, IEq<DB1, IProd<S2, DB2>>>,
            C<Joint<IProd<S2, S1>, DA2, DB2>, T>,
            C<Joint<S1, DA1, DB1>, C<Joint<S2, DA2, DB2>, T>>,
        >;
    }

    /// A loop nest: `f(offset)` for every coordinate, first mode fastest.
    pub trait Walk {
        /// Runs the nest from `base`.
        fn walk<F: FnMut(isize)>(base: isize, f: &mut F);
    }

    impl Walk for E {
        #[inline(always)]
        fn walk<F: FnMut(isize)>(base: isize, f: &mut F) {
            f(base)
        }
    }

    impl<S: StaticInt, D: StaticInt, H, T> Walk for C<Layout<S, D>, C<H, T>>
    where
        C<H, T>: Walk,
    {
        #[inline(always)]
        fn walk<F: FnMut(isize)>(base: isize, f: &mut F) {
            for c in 0..S::VALUE as isize {
                <C<H, T>>::walk(base + c * D::VALUE as isize, f);
            }
        }
    }

    /// The innermost loop: strip-mined (see `strips`) when it is contiguous.
    impl<S: StaticInt, D: StaticInt> Walk for C<Layout<S, D>, E> {
        #[inline(always)]
        fn walk<F: FnMut(isize)>(base: isize, f: &mut F) {
            let d = D::VALUE as isize;
            if d == 1 {
                strips(S::VALUE as isize, &mut |c| f(base + c));
            } else {
                for c in 0..S::VALUE as isize {
                    f(base + c * d);
                }
            }
        }
    }

    /// Trip count of the inner loop of a strip-mined innermost loop.
    const STRIP: isize = 32;

    /// `f(c)` for `c` in `0..n`, as strips of `STRIP` iterations and a remainder. `n` is a
    /// constant of the layout, so the strips have a constant trip count that the optimiser
    /// unrolls and vectorises as it would a hand-written loop over a small tile, rather than
    /// leaving a long loop with its default (small) unrolling.
    #[inline(always)]
    fn strips<F: FnMut(isize)>(n: isize, f: &mut F) {
        let full = n - n % STRIP;
        let mut c0 = 0;
        while c0 < full {
            for c in c0..c0 + STRIP {
                f(c);
            }
            c0 += STRIP;
        }
        for c in full..n {
            f(c);
        }
    }

    /// Two loop nests over the same flat shape, walked together: `f(offset_a, offset_b)`.
    pub trait Walk2 {
        /// Runs the nest from `(base_a, base_b)`.
        fn walk2<F: FnMut(isize, isize)>(a: isize, b: isize, f: &mut F);
    }

    /// A mode of a joint loop nest: extent `S`, strides `DA` and `DB`.
    pub struct Joint<S, DA, DB>(core::marker::PhantomData<(S, DA, DB)>);

    impl Walk2 for E {
        #[inline(always)]
        fn walk2<F: FnMut(isize, isize)>(a: isize, b: isize, f: &mut F) {
            f(a, b)
        }
    }

    impl<S: StaticInt, DA: StaticInt, DB: StaticInt, H, T> Walk2 for C<Joint<S, DA, DB>, C<H, T>>
    where
        C<H, T>: Walk2,
    {
        #[inline(always)]
        fn walk2<F: FnMut(isize, isize)>(a: isize, b: isize, f: &mut F) {
            for c in 0..S::VALUE as isize {
                <C<H, T>>::walk2(a + c * DA::VALUE as isize, b + c * DB::VALUE as isize, f);
            }
        }
    }

    /// The innermost loop: strip-mined (see `strips`) when it is contiguous.
    impl<S: StaticInt, DA: StaticInt, DB: StaticInt> Walk2 for C<Joint<S, DA, DB>, E> {
        #[inline(always)]
        fn walk2<F: FnMut(isize, isize)>(a: isize, b: isize, f: &mut F) {
            let (da, db) = (DA::VALUE as isize, DB::VALUE as isize);
            if da == 1 && db == 1 {
                strips(S::VALUE as isize, &mut |c| f(a + c, b + c));
            } else {
                for c in 0..S::VALUE as isize {
                    f(a + c * da, b + c * db);
                }
            }
        }
    }

    /// Pairs the loop modes of two layouts: `Same` is `B1` when their flat shapes are equal, and
    /// then `Joint` is their joint loop nest.
    pub trait PairModes<B> {
        /// `B1` when the flat shapes are equal.
        type Same: Bit;
        /// The joint loop nest (meaningful when `Same` is `B1`).
        type Joint;
    }

    impl PairModes<E> for E {
        type Same = B1;
        type Joint = E;
    }

    impl<H, T> PairModes<E> for C<H, T> {
        type Same = B0;
        type Joint = E;
    }

    impl<H, T> PairModes<C<H, T>> for E {
        type Same = B0;
        type Joint = E;
    }

    impl<SA: IntEq<SB>, DA, TA: PairModes<TB>, SB: StaticInt, DB, TB>
        PairModes<C<Layout<SB, DB>, TB>> for C<Layout<SA, DA>, TA>
    where
        IEq<SA, SB>: core::ops::BitAnd<TA::Same>,
        typenum::And<IEq<SA, SB>, TA::Same>: Bit,
    {
        type Same = typenum::And<IEq<SA, SB>, TA::Same>;
        type Joint = C<Joint<SA, DA, DB>, TA::Joint>;
    }

    /// Loops over two layouts of the same size: jointly when their flat shapes agree,
    /// otherwise by 1-D index (`offset_a(i)`, `offset_b(i)`).
    pub trait ZipLoop<LA, LB> {
        /// Runs `f(offset_a, offset_b)` for every index.
        fn run<F: FnMut(isize, isize)>(f: &mut F);
    }

    impl<LA, LB, J: JointCoalesce> ZipLoop<LA, LB> for (B1, J)
    where
        J::Output: Walk2,
    {
        #[inline(always)]
        fn run<F: FnMut(isize, isize)>(f: &mut F) {
            <J::Output as Walk2>::walk2(0, 0, f)
        }
    }

    impl<LA: crate::StaticLayout, LB: crate::StaticLayout, J> ZipLoop<LA, LB> for (B0, J)
    where
        usize: crate::index::Coordinate<list::Repr<LA::Shape>, list::Repr<LA::Stride>>,
        usize: crate::index::Coordinate<list::Repr<LB::Shape>, list::Repr<LB::Stride>>,
    {
        #[inline(always)]
        fn run<F: FnMut(isize, isize)>(f: &mut F) {
            use crate::index::Coordinate;
            for i in 0..LA::SIZE {
                f(
                    <usize as Coordinate<list::Repr<LA::Shape>, list::Repr<LA::Stride>>>::crd2idx(
                        i,
                    ),
                    <usize as Coordinate<list::Repr<LB::Shape>, list::Repr<LB::Stride>>>::crd2idx(
                        i,
                    ),
                );
            }
        }
    }
}

/// A static layout a tensor can loop over: every concrete static layout is one. Generic code
/// names this bound (`L: Loops`) for [`Tensor::for_each`], [`Tensor::fill`] and
/// [`Tensor::iter`] instead of the loop machinery behind it.
pub trait Loops: StaticLayout {
    /// `f(offset)` for every index, in layout order, through the layout's loop nest.
    fn for_each_offset<F: FnMut(isize)>(f: &mut F);
    /// The offset of index `i` (CuTe's `layout(i)`).
    fn offset_of_index(i: usize) -> isize;
}

impl<L: StaticLayout> Loops for L
where
    list::Repr<L>: walk::LoopModes,
    Nest<L>: walk::Walk,
    usize: Coordinate<ShapeRepr<L>, StrideRepr<L>>,
{
    #[inline(always)]
    fn for_each_offset<F: FnMut(isize)>(f: &mut F) {
        <Nest<L> as walk::Walk>::walk(0, f)
    }
    #[inline(always)]
    fn offset_of_index(i: usize) -> isize {
        i.crd2idx()
    }
}

/// Two static layouts of the same size that a copy pairs index by index (`Self` the
/// destination, `L2` the source): one joint loop nest when their flat shapes agree, index by
/// index otherwise. Generic code names this bound (`L: ZipLoops<L2>`) for
/// [`Tensor::copy_from`] and [`Tensor::zip_apply`].
pub trait ZipLoops<L2>: StaticLayout {
    /// `f(offset in Self, offset in L2)` for every index.
    fn for_each_pair<F: FnMut(isize, isize)>(f: &mut F);
}

impl<L: StaticLayout, L2: StaticLayout + SameSize<L>> ZipLoops<L2> for L
where
    list::Repr<L>: walk::FlatLoopModes,
    list::Repr<L2>: walk::FlatLoopModes,
    FlatNest<L>: walk::PairModes<FlatNest<L2>>,
    Joint<L, L2>: walk::ZipLoop<L, L2>,
{
    #[inline(always)]
    fn for_each_pair<F: FnMut(isize, isize)>(f: &mut F) {
        <Joint<L, L2> as walk::ZipLoop<L, L2>>::run(f)
    }
}

/// The loop nest of layout `L`.
type Nest<L> = <list::Repr<L> as walk::LoopModes>::Modes;
/// The flat loop modes of `L`, paired with another layout's for joint loops.
type FlatNest<L> = <list::Repr<L> as walk::FlatLoopModes>::Modes;
/// The joint loop (or index loop) of layouts `A` and `B`.
type Joint<A, B> = (
    <FlatNest<A> as walk::PairModes<FlatNest<B>>>::Same,
    <FlatNest<A> as walk::PairModes<FlatNest<B>>>::Joint,
);

/// The internal form of a layout, for the coordinate traits.
type ShapeRepr<L> = list::Repr<<L as StaticLayout>::Shape>;
type StrideRepr<L> = list::Repr<<L as StaticLayout>::Stride>;

impl<E: Engine, L: StaticLayout> Tensor<E, L> {
    /// The layout (a zero-sized value).
    pub fn layout(&self) -> L {
        L::default()
    }

    /// Number of coordinates.
    pub const SIZE: usize = L::SIZE;

    /// The storage.
    pub fn data(&self) -> &[E::Elem] {
        self.engine.as_slice()
    }

    /// The element at a coordinate (a 1-D index, or a natural or coarser tuple), or `None`
    /// when the coordinate is outside the shape (an entry past its mode).
    pub fn get<C>(&self, coord: C) -> Option<&E::Elem>
    where
        C: Coordinate<ShapeRepr<L>, StrideRepr<L>>,
    {
        if !coord.in_bounds() {
            return None;
        }
        let off = coord.crd2idx();
        usize::try_from(off)
            .ok()
            .and_then(|o| self.engine.as_slice().get(o))
    }

    /// The elements in layout order (index `0..SIZE`); a layout with stride 0 visits the same
    /// element more than once.
    pub fn iter(&self) -> impl Iterator<Item = &E::Elem> + '_
    where
        L: Loops,
    {
        let data = self.engine.as_slice();
        (0..L::SIZE).map(move |i| &data[L::offset_of_index(i) as usize])
    }

    /// The same storage seen through `logical_divide(L, T)` (CuTe's `logical_divide(tensor,
    /// tiler)`): mode 0 of the result is the tile, mode 1 the tiles.
    pub fn logical_divide<T>(&self) -> Tensor<&[E::Elem], crate::LogicalDivide<L, T>>
    where
        L: crate::algebra::divide::LogicalDivideOp<T>,
        crate::LogicalDivide<L, T>: StaticLayout,
    {
        sub_view(self.engine.as_slice(), 0, "the divided tensor")
    }

    /// The same storage seen through `zipped_divide(L, T)`: `((tile), (tiles))`.
    pub fn zipped_divide<T>(&self) -> Tensor<&[E::Elem], crate::ZippedDivide<L, T>>
    where
        L: crate::algebra::divide::ZippedDivideOp<T>,
        crate::ZippedDivide<L, T>: StaticLayout,
    {
        sub_view(self.engine.as_slice(), 0, "the divided tensor")
    }

    /// The same storage seen through `composition(L, B)` (CuTe's `tensor.compose(B)`).
    pub fn compose<B>(&self) -> Tensor<&[E::Elem], crate::Composition<L, B>>
    where
        L: crate::algebra::compose::CompositionOp<B>,
        crate::Composition<L, B>: StaticLayout,
    {
        sub_view(self.engine.as_slice(), 0, "the composed tensor")
    }

    /// Calls `f` on every element in layout order, through the layout's loop nest (constant
    /// extents and strides: the loop a hand-written kernel would have).
    #[inline]
    pub fn for_each(&self, mut f: impl FnMut(&E::Elem))
    where
        L: Loops,
    {
        let data = self.engine.as_slice();
        L::for_each_offset(&mut |o| f(&data[o as usize]));
    }

    /// A read-only view with the same layout.
    pub fn view(&self) -> Tensor<&[E::Elem], L> {
        Tensor {
            engine: self.engine.as_slice(),
            layout: PhantomData,
        }
    }

    /// CuTe's `tensor(coord)` with `_` ([`Underscore`]) in the coordinate: the sub-tensor of
    /// the modes kept by `_`, starting at the offset of the coordinate.
    pub fn slice<C>(&self, coord: C) -> Tensor<&[E::Elem], crate::Slice<L, C>>
    where
        C: Coordinate<ShapeRepr<L>, StrideRepr<L>>,
        L: crate::algebra::slice::SliceOp<C>,
        crate::Slice<L, C>: StaticLayout,
    {
        sub_view(
            self.engine.as_slice(),
            coord.crd2idx() as usize,
            "the slice",
        )
    }
}

/// The internal layout of a zipped divide, and the offset of a coordinate into its rest modes.
type ZippedOf<L, T> = crate::ZippedDivide<L, T>;

impl<E: Engine, L: StaticLayout> Tensor<E, L> {
    /// CuTe's `local_tile(tensor, tiler, coord)`: divide the tensor into tiles of shape
    /// `Tiler` (a tiler type such as `shape!((32, 64))`) and take the tile at `coord` in the
    /// grid of tiles (one entry per rest mode, or `_` to keep a mode).
    ///
    /// # Panics
    /// If `coord` is outside the grid of tiles (CuTe does not check; it would read another
    /// tile, or past the storage).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let data: Vec<u32> = (0..64).collect();
    /// let m = Tensor::<_, layout!((8, 8):(1, 8))>::new(&data[..]).unwrap();
    /// let t = m.local_tile::<shape!((4, 2)), _>((1, 3));
    /// assert_eq!(t.layout().to_string(), "(_4,_2):(_1,_8)");
    /// assert_eq!(t[(0, 0)], 4 + 6 * 8);
    /// ```
    pub fn local_tile<T, C>(&self, coord: C) -> Tensor<&[E::Elem], LocalTile<L, T, C>>
    where
        L: LocalTileOp<T, C>,
        LocalTile<L, T, C>: StaticLayout,
    {
        let off = <L as LocalTileOp<T, C>>::tile_offset(coord);
        sub_view(self.engine.as_slice(), off, "the tile")
    }

    /// CuTe's `local_partition(tensor, thr_layout, thread)`: tile the tensor by the shape of
    /// the thread layout `Thr` and give thread `thread` its element of every tile (the thread
    /// sits where `Thr` maps the thread index back to a coordinate).
    ///
    /// # Panics
    /// If `thread >= size(Thr)`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let data: Vec<u32> = (0..64).collect();
    /// let m = Tensor::<_, layout!((8, 8):(1, 8))>::new(&data[..]).unwrap();
    /// // 2x4 threads, row-major: thread 5 sits at row 1, column 1.
    /// let p = m.local_partition::<layout!((2, 4):(4, 1))>(5);
    /// assert_eq!(p.layout().to_string(), "(_4,_2):(_2,_32)");
    /// assert_eq!(p.iter().copied().collect::<Vec<_>>(), [9, 11, 13, 15, 41, 43, 45, 47]);
    /// ```
    pub fn local_partition<Thr>(&self, thread: usize) -> Tensor<&[E::Elem], LocalPartition<L, Thr>>
    where
        L: LocalPartitionOp<Thr>,
        LocalPartition<L, Thr>: StaticLayout,
    {
        let off = <L as LocalPartitionOp<Thr>>::thread_offset(thread);
        sub_view(self.engine.as_slice(), off, "the partition")
    }
}

impl<E: EngineMut, L: StaticLayout> Tensor<E, L> {
    /// Writable [`logical_divide`](Tensor::logical_divide).
    pub fn logical_divide_mut<T>(&mut self) -> Tensor<&mut [E::Elem], crate::LogicalDivide<L, T>>
    where
        L: crate::algebra::divide::LogicalDivideOp<T>,
        crate::LogicalDivide<L, T>: StaticLayout,
    {
        sub_view_mut(self.engine.as_mut_slice(), 0, "the divided tensor")
    }

    /// Writable [`local_tile`](Tensor::local_tile).
    pub fn local_tile_mut<T, C>(&mut self, coord: C) -> Tensor<&mut [E::Elem], LocalTile<L, T, C>>
    where
        L: LocalTileOp<T, C>,
        LocalTile<L, T, C>: StaticLayout,
    {
        let off = <L as LocalTileOp<T, C>>::tile_offset(coord);
        sub_view_mut(self.engine.as_mut_slice(), off, "the tile")
    }

    /// Writable [`local_partition`](Tensor::local_partition).
    pub fn local_partition_mut<Thr>(
        &mut self,
        thread: usize,
    ) -> Tensor<&mut [E::Elem], LocalPartition<L, Thr>>
    where
        L: LocalPartitionOp<Thr>,
        LocalPartition<L, Thr>: StaticLayout,
    {
        let off = <L as LocalPartitionOp<Thr>>::thread_offset(thread);
        sub_view_mut(self.engine.as_mut_slice(), off, "the partition")
    }
}

/// CuTe's `local_tile` as a layout: the tile at a coordinate of the grid of tiles of `T`
/// (`zipped_divide(L, T)` sliced at `((_, ..., _), Crd)`, one `_` per mode of the tile, so
/// that the tile's modes are the top-level modes of the result).
pub trait LocalTileOp<T, Crd> {
    /// The tile's layout.
    type Output;
    /// Where the tile at `coord` starts in the tensor's storage.
    ///
    /// # Panics
    /// If `coord` is outside the grid of tiles.
    fn tile_offset(coord: Crd) -> usize;
}

/// The layout of `local_tile(L, T, Crd)`.
pub type LocalTile<L, T, Crd> = <L as LocalTileOp<T, Crd>>::Output;

impl<L: Internal, T: Internal, Crd: Internal> LocalTileOp<T, Crd> for L
where
    L: crate::algebra::divide::ZippedDivideOp<T>,
    ZippedOf<L, T>: StaticLayout,
    (Underscore, Crd): Coordinate<ShapeRepr<ZippedOf<L, T>>, StrideRepr<ZippedOf<L, T>>>,
    L::Repr: crate::algebra::divide::detail::Zipped<T::Repr>,
    <L::Repr as crate::algebra::divide::detail::Zipped<T::Repr>>::Output:
        detail::SliceAt<detail::TileCoord<Crd::Repr>>,
    <<L::Repr as crate::algebra::divide::detail::Zipped<T::Repr>>::Output as detail::SliceAt<
        detail::TileCoord<Crd::Repr>,
    >>::Output: list::Public,
{
    type Output = list::Pub<
        <<L::Repr as crate::algebra::divide::detail::Zipped<T::Repr>>::Output as detail::SliceAt<
            detail::TileCoord<Crd::Repr>,
        >>::Output,
    >;
    #[inline]
    fn tile_offset(coord: Crd) -> usize {
        let at = (Underscore, coord);
        assert!(at.in_bounds(), "{}", TILE_OUTSIDE);
        at.crd2idx() as usize
    }
}

/// CuTe's `local_partition` as a layout: the elements one thread of the thread layout `Thr`
/// owns (`zipped_divide(L, product_each(shape(Thr)))` sliced at `(thread coordinate, _)`).
pub trait LocalPartitionOp<Thr> {
    /// The partition's layout.
    type Output;
    /// Where the partition of `thread` starts in the tensor's storage.
    ///
    /// # Panics
    /// If `thread >= size(Thr)`.
    fn thread_offset(thread: usize) -> usize;
}

/// The layout of `local_partition(L, Thr, thread)`.
pub type LocalPartition<L, Thr> = <L as LocalPartitionOp<Thr>>::Output;

impl<L: Internal, Thr: Internal + StaticLayout> LocalPartitionOp<Thr> for L
where
    Thr::Repr: detail::ThreadTiler,
    <Thr::Repr as detail::ThreadTiler>::Tiler: list::Public,
    L: crate::algebra::divide::ZippedDivideOp<ThreadTilerOf<Thr>>,
    ZippedOf<L, ThreadTilerOf<Thr>>: StaticLayout,
    Thr::Repr: detail::ThreadOffset<list::Repr<ZippedOf<L, ThreadTilerOf<Thr>>>>,
    L::Repr: crate::algebra::divide::detail::Zipped<<Thr::Repr as detail::ThreadTiler>::Tiler>,
    <L::Repr as crate::algebra::divide::detail::Zipped<
        <Thr::Repr as detail::ThreadTiler>::Tiler,
    >>::Output: detail::SliceAt<detail::PartitionCoord<<Thr::Repr as detail::ThreadTiler>::Coord>>,
    <<L::Repr as crate::algebra::divide::detail::Zipped<
        <Thr::Repr as detail::ThreadTiler>::Tiler,
    >>::Output as detail::SliceAt<
        detail::PartitionCoord<<Thr::Repr as detail::ThreadTiler>::Coord>,
    >>::Output: list::Public,
{
    type Output = list::Pub<
        <<L::Repr as crate::algebra::divide::detail::Zipped<
            <Thr::Repr as detail::ThreadTiler>::Tiler,
        >>::Output as detail::SliceAt<
            detail::PartitionCoord<<Thr::Repr as detail::ThreadTiler>::Coord>,
        >>::Output,
    >;
    #[inline]
    fn thread_offset(thread: usize) -> usize {
        assert_thread::<Thr>(thread);
        <Thr::Repr as detail::ThreadOffset<list::Repr<ZippedOf<L, ThreadTilerOf<Thr>>>>>::thread_offset(
            thread,
        )
    }
}

/// The tiler `local_partition` divides by: the shape of the thread layout, as a tiler.
type ThreadTilerOf<Thr> = list::Pub<<list::Repr<Thr> as detail::ThreadTiler>::Tiler>;

impl<E: EngineMut, L: StaticLayout> Tensor<E, L> {
    /// The storage, mutably.
    pub fn data_mut(&mut self) -> &mut [E::Elem] {
        self.engine.as_mut_slice()
    }

    /// A writable view with the same layout.
    pub fn view_mut(&mut self) -> Tensor<&mut [E::Elem], L> {
        Tensor {
            engine: self.engine.as_mut_slice(),
            layout: PhantomData,
        }
    }

    /// The element at a coordinate, mutably (`None` outside the shape).
    pub fn get_mut<C>(&mut self, coord: C) -> Option<&mut E::Elem>
    where
        C: Coordinate<ShapeRepr<L>, StrideRepr<L>>,
    {
        if !coord.in_bounds() {
            return None;
        }
        let off = coord.crd2idx();
        usize::try_from(off)
            .ok()
            .and_then(move |o| self.engine.as_mut_slice().get_mut(o))
    }

    /// Calls `f` on every element in layout order (an element reached twice is visited twice).
    /// The loop is the layout's loop nest, with constant extents and strides.
    #[inline]
    pub fn for_each_mut(&mut self, mut f: impl FnMut(&mut E::Elem))
    where
        L: Loops,
    {
        let data = self.engine.as_mut_slice();
        L::for_each_offset(&mut |o| f(&mut data[o as usize]));
    }

    /// Sets every element to `value` (CuTe's `fill`).
    pub fn fill(&mut self, value: E::Elem)
    where
        E::Elem: Clone,
        L: Loops,
    {
        self.for_each_mut(|x| *x = value.clone());
    }

    /// CuTe's `copy(src, dst)`: element `i` of `src` to element `i` of `self`, for every index
    /// `i`. The two layouts must have the same size (checked at compile time).
    ///
    /// When both layouts have the same flat shape, the copy is one loop nest over both;
    /// otherwise it goes index by index.
    #[inline]
    pub fn copy_from<E2: Engine<Elem = E::Elem>, L2>(&mut self, src: &Tensor<E2, L2>)
    where
        E::Elem: Clone,
        L: ZipLoops<L2>,
    {
        self.zip_apply(src, |d, s| *d = s.clone());
    }

    /// Calls `f(dst, src)` on element `i` of `self` and element `i` of `src`, for every index
    /// `i` (CuTe's `transform` over two tensors; `copy_from` is this with assignment). The two
    /// layouts must have the same size (checked at compile time).
    #[inline]
    pub fn zip_apply<E2: Engine, L2>(
        &mut self,
        src: &Tensor<E2, L2>,
        mut f: impl FnMut(&mut E::Elem, &E2::Elem),
    ) where
        L: ZipLoops<L2>,
    {
        let s = src.engine.as_slice();
        let d = self.engine.as_mut_slice();
        L::for_each_pair(&mut |od, os| f(&mut d[od as usize], &s[os as usize]));
    }

    /// Writable [`slice`](Tensor::slice).
    pub fn slice_mut<C>(&mut self, coord: C) -> Tensor<&mut [E::Elem], crate::Slice<L, C>>
    where
        C: Coordinate<ShapeRepr<L>, StrideRepr<L>>,
        L: crate::algebra::slice::SliceOp<C>,
        crate::Slice<L, C>: StaticLayout,
    {
        sub_view_mut(
            self.engine.as_mut_slice(),
            coord.crd2idx() as usize,
            "the slice",
        )
    }
}

/// The panic message of a `local_tile` coordinate outside the grid of tiles.
const TILE_OUTSIDE: &str = "local_tile: the tile coordinate is outside the grid of tiles";

/// Panics unless `thread` is one of the threads of `Thr`.
#[inline]
fn assert_thread<Thr: StaticLayout>(thread: usize) {
    assert!(
        thread < Thr::SIZE,
        "local_partition: thread {thread} is not below the thread layout's size {}",
        Thr::SIZE
    );
}

/// The panic message of an index outside the shape.
const OUTSIDE: &str = "tensor index: the coordinate is outside the layout's shape";

impl<E: Engine, L: StaticLayout, C> Index<C> for Tensor<E, L>
where
    C: Coordinate<ShapeRepr<L>, StrideRepr<L>>,
{
    type Output = E::Elem;
    /// The element at a coordinate.
    ///
    /// # Panics
    /// If the coordinate lies outside the shape (an entry past its mode, e.g. an index
    /// `>= SIZE`), like a slice index past the end. [`Tensor::get`] returns `None` instead.
    fn index(&self, coord: C) -> &E::Elem {
        assert!(coord.in_bounds(), "{}", OUTSIDE);
        let off = coord.crd2idx();
        &self.engine.as_slice()[usize::try_from(off).expect("a coordinate outside the tensor")]
    }
}

impl<E: EngineMut, L: StaticLayout, C> IndexMut<C> for Tensor<E, L>
where
    C: Coordinate<ShapeRepr<L>, StrideRepr<L>>,
{
    /// # Panics
    /// As [`Index`]: if the coordinate lies outside the shape.
    fn index_mut(&mut self, coord: C) -> &mut E::Elem {
        assert!(coord.in_bounds(), "{}", OUTSIDE);
        let off = coord.crd2idx();
        &mut self.engine.as_mut_slice()
            [usize::try_from(off).expect("a coordinate outside the tensor")]
    }
}

impl<T, L> Clone for Tensor<&[T], L> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T, L> Copy for Tensor<&[T], L> {}

impl<E: Engine, L: StaticLayout> core::fmt::Debug for Tensor<E, L> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "Tensor({}: {} elements over a storage of {})",
            L::default(),
            L::SIZE,
            self.engine.as_slice().len()
        )
    }
}

/// Two layouts with the same number of coordinates (what `copy` needs).
#[diagnostic::on_unimplemented(
    message = "copy: the source layout `{Self}` and the destination layout `{L}` have different sizes",
    label = "copy visits every index of both tensors: their sizes must be equal",
    note = "typenum writes integers in binary, most significant bit innermost"
)]
pub trait SameSize<L> {}

impl<L1: Internal, L2: Internal> SameSize<L2> for L1 where L1::Repr: detail::SizeEq<L2::Repr> {}

#[doc(hidden)]
pub mod detail {
    use super::*;
    use crate::layout::ShapeStride;
    use crate::list::{Product, ProductOf};
    use typenum::{IsEqual, B1};

    pub trait SizeEq<L> {}

    impl<A: ShapeStride, B: ShapeStride> SizeEq<B> for A
    where
        A::Shape: Product,
        B::Shape: Product,
        ProductOf<A::Shape>: IsEqual<ProductOf<B::Shape>>,
        typenum::Eq<ProductOf<A::Shape>, ProductOf<B::Shape>>:
            SameSizes<ProductOf<A::Shape>, ProductOf<B::Shape>>,
    {
    }

    #[diagnostic::on_unimplemented(
        message = "copy: the source has `{A}` elements and the destination `{B}`",
        label = "copy visits every index of both tensors: their sizes must be equal",
        note = "typenum writes integers in binary, most significant bit innermost: UInt<UInt<UTerm, B1>, B0> is 2"
    )]
    pub trait SameSizes<A, B> {}
    impl<A, B> SameSizes<A, B> for B1 {}

    use crate::algebra::slice::detail::{SliceT, UnderLike};
    use crate::int::StaticInt;
    use crate::list::{Apply, Map, SizeOf, C, E};

    /// Markers for the coordinate a tile or a partition is sliced at.
    pub struct TileCoord<Crd>(PhantomData<Crd>);
    pub struct PartitionCoord<Crd>(PhantomData<Crd>);

    /// Slice a rank-2 (zipped) layout at `(_, Crd)` (tile) or `(Crd, _)` (partition).
    pub trait SliceAt<X> {
        type Output;
    }

    impl<S0: UnderLike, S1, D0, D1, Crd> SliceAt<TileCoord<Crd>>
        for Layout<C<S0, C<S1, E>>, C<D0, C<D1, E>>>
    where
        C<S0::Output, C<Crd, E>>:
            SliceT<C<S0, C<S1, E>>, Underscore> + SliceT<C<D0, C<D1, E>>, Underscore>,
    {
        type Output = Layout<
            <C<S0::Output, C<Crd, E>> as SliceT<C<S0, C<S1, E>>, Underscore>>::Output,
            <C<S0::Output, C<Crd, E>> as SliceT<C<D0, C<D1, E>>, Underscore>>::Output,
        >;
    }

    impl<S0, S1: UnderLike, D0, D1, Crd> SliceAt<PartitionCoord<Crd>>
        for Layout<C<S0, C<S1, E>>, C<D0, C<D1, E>>>
    where
        C<Crd, C<S1::Output, E>>:
            SliceT<C<S0, C<S1, E>>, Underscore> + SliceT<C<D0, C<D1, E>>, Underscore>,
    {
        type Output = Layout<
            <C<Crd, C<S1::Output, E>> as SliceT<C<S0, C<S1, E>>, Underscore>>::Output,
            <C<Crd, C<S1::Output, E>> as SliceT<C<D0, C<D1, E>>, Underscore>>::Output,
        >;
    }

    /// A thread layout's tiler (`product_each(shape)`) and the type of a thread's flat
    /// coordinate (`usize` per mode; a single `usize` for a rank-1 thread layout).
    pub trait ThreadTiler {
        type Tiler;
        type Coord;
    }

    impl<S: Product, D> ThreadTiler for Layout<S, D>
    where
        S: ThreadShape,
    {
        type Tiler = <S as ThreadShape>::Tiler;
        type Coord = <S as ThreadShape>::Coord;
    }

    pub trait ThreadShape {
        type Tiler;
        type Coord;
    }

    list::for_unsigned!([] ThreadShape {
        type Tiler = C<Self, E>;
        type Coord = usize;
    });

    impl<H, T> ThreadShape for C<H, T>
    where
        C<H, T>: Map<ProductFn> + Map<UsizeFn>,
    {
        type Tiler = <C<H, T> as Map<ProductFn>>::Output;
        type Coord = <C<H, T> as Map<UsizeFn>>::Output;
    }

    pub struct ProductFn;
    impl<X: Product> Apply<X> for ProductFn {
        type Output = ProductOf<X>;
    }

    pub struct UsizeFn;
    impl<X> Apply<X> for UsizeFn {
        type Output = usize;
    }

    /// Offset of thread `t`'s partition: for each mode `k` of the thread layout, the thread's
    /// 1-D coordinate in that mode (CuTe's `get_flat_coord`) indexes mode `k` of the tile.
    pub trait ThreadOffset<Zipped> {
        fn thread_offset(t: usize) -> usize;
    }

    impl<S, D, ZS0, ZS1, ZD0, ZD1> ThreadOffset<Layout<C<ZS0, C<ZS1, E>>, C<ZD0, C<ZD1, E>>>>
        for Layout<S, D>
    where
        S: ThreadModes<D, ZS0, ZD0>,
    {
        #[inline(always)]
        fn thread_offset(t: usize) -> usize {
            <S as ThreadModes<D, ZS0, ZD0>>::offset(t) as usize
        }
    }

    /// The modes of a thread layout (`Self:D`) against the tile modes `TS:TD`.
    pub trait ThreadModes<D, TS, TD> {
        fn offset(t: usize) -> isize;
    }

    // A rank-1 thread layout: one coordinate into the (single-mode) tile.
    list::for_unsigned!([__D: StaticInt, __TS: crate::index::IndexOffset<__TD>, __TD] ThreadModes<__D, __TS, __TD> {
        #[inline(always)]
        fn offset(t: usize) -> isize {
            __TS::index_offset(<Self as FlatCoord<__D>>::flat(t))
        }
    });

    impl<TS, TD> ThreadModes<E, TS, TD> for E {
        #[inline(always)]
        fn offset(_: usize) -> isize {
            0
        }
    }

    impl<H, T, DH, DT, TH, TT, TDH, TDT> ThreadModes<C<DH, DT>, C<TH, TT>, C<TDH, TDT>> for C<H, T>
    where
        H: FlatCoord<DH>,
        TH: crate::index::IndexOffset<TDH>,
        T: ThreadModes<DT, TT, TDT>,
    {
        #[inline(always)]
        fn offset(t: usize) -> isize {
            TH::index_offset(H::flat(t)) + T::offset(t)
        }
    }

    /// CuTe's `get_flat_coord` for one mode `Self:D` of a thread layout: the leaf coordinates
    /// `(t / d) % s` folded column-major into one index of the mode.
    pub trait FlatCoord<D> {
        fn flat(t: usize) -> usize;
    }

    list::for_unsigned!([__D: StaticInt] FlatCoord<__D> {
        #[inline(always)]
        fn flat(t: usize) -> usize {
            let (s, d) = (<Self as StaticInt>::VALUE as usize, <__D as StaticInt>::VALUE.unsigned_abs() as usize);
            if s == 1 || d == 0 {
                0
            } else {
                (t / d) % s
            }
        }
    });

    impl FlatCoord<E> for E {
        #[inline(always)]
        fn flat(_: usize) -> usize {
            0
        }
    }

    impl<H: FlatCoord<DH> + SizeOf, T: FlatCoord<DT>, DH, DT> FlatCoord<C<DH, DT>> for C<H, T> {
        #[inline(always)]
        fn flat(t: usize) -> usize {
            H::flat(t) + H::VALUE as usize * T::flat(t)
        }
    }
}
