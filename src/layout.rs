//! `Layout<S, D>`: a shape and a stride, as one zero-sized type.

use core::fmt;

use typenum::{NonZero, UInt, Unsigned};

use crate::list::{self, C, E};
use crate::tuple::IntTuple;

/// A CuTe layout `S:D`: the function from the coordinates of shape `S` to offsets, given by the
/// stride `D`. `S` and `D` are tuples whose leaves are typenum integers (static, zero-sized) or
/// [`Dyn`](crate::Dyn) (a run-time integer stored in the value).
///
/// ```
/// use cute_layout::prelude::*;
/// type L = layout!((4, (2, 4)):(2, (1, 8)));
/// assert_eq!(L::default().to_string(), "(_4,(_2,_4)):(_2,(_1,_8))");
/// assert_eq!((L::SIZE, L::COSIZE, L::RANK, L::DEPTH), (32, 32, 2, 2));
/// assert_eq!(L::default().offset((2, (0, 1))), 12);
/// assert_eq!(L::default().offset(5), 3);
/// ```
///
/// # Static and run-time leaves
/// A layout whose leaves are all static is a zero-sized type ([`StaticLayout`]): its size,
/// cosize, rank and depth are constants, every operation's result is computed by the compiler
/// and is itself a zero-sized value, and an impossible operation is a compile error naming
/// the rule. A layout with run-time leaves ([`AnyLayout`]; build it with
/// [`make_layout!`](crate::make_layout!), e.g. `make_layout!((m, _64):(_1, m))`) keeps its
/// structure and static leaves in the type, so the same operations resolve their structure at
/// compile time and compute only the run-time leaves, with CuTe's rules for which results stay
/// static. Offsets of either kind are straight-line code.
///
/// # Methods
/// - The algebra, from [`LayoutAlgebra`](crate::LayoutAlgebra) (in the prelude), each with a
///   checked `try_` form: `composition`, `complement`, `coalesce`, `coalesce_by`, `flatten`,
///   `logical_divide`, `zipped_divide`, `tiled_divide`, `flat_divide`, `logical_product`,
///   `zipped_product`, `tiled_product`, `flat_product`, `blocked_product`, `raked_product`,
///   `right_inverse`, `left_inverse`. Each names its result type with the alias of the same
///   name in CamelCase ([`LogicalDivide<L, T>`](crate::LogicalDivide)); the operation's trait
///   ([`LogicalDivideOp`](crate::LogicalDivideOp)) is the bound for generic code and states
///   the rule.
/// - Slicing ([`SliceOp`](crate::SliceOp): `slice`, `slice_and_offset`; [`DiceOp`](crate::DiceOp)),
///   coordinates ([`Crd2IdxOp`](crate::Crd2IdxOp): `crd2idx`, `contains`;
///   [`offset`](Layout::offset); [`Idx2CrdOp`](crate::Idx2CrdOp)), modes
///   ([`append`](Layout::append), [`take`](Layout::take), [`select`](Layout::select),
///   [`group_modes`](Layout::group_modes), [`ModeOp`](crate::ModeOp)).
/// - Size and shape: [`AnyLayout`] (`size`, `cosize`, `rank`, `depth`, `as_dynamic`) for any
///   layout; [`StaticLayout`]'s constants for static ones; [`shape`](Layout::shape) and
///   [`stride`](Layout::stride).
/// - Pictures of a rank-2 layout: [`Pictures`](crate::Pictures) (`print_layout`, `to_latex`,
///   `to_svg` and the thread-value forms), for static and run-time leaves alike.
/// - `Display` is CuTe's `print` (`_4` static, `4` run-time); `Debug` is the same text.
pub struct Layout<S, D> {
    shape: S,
    stride: D,
}

impl<S, D> Layout<S, D> {
    /// The layout with this shape and stride (CuTe's `make_layout(shape, stride)`). A static
    /// layout's parts are zero-sized; a run-time leaf ([`Dyn`](crate::Dyn)) is stored here.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::Dyn;
    /// let m = 300;
    /// let a = Layout::from_parts((Dyn(m), cute_layout::typenum::U128::new()), (U1::new(), Dyn(m)));
    /// assert_eq!(a.to_string(), "(300,_128):(_1,300)");
    /// ```
    pub const fn from_parts(shape: S, stride: D) -> Self {
        Layout { shape, stride }
    }

    /// The value of a static layout (zero-sized; the same as `Default::default()`).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// assert_eq!(<layout!((2,3):(3,1))>::new().to_string(), "(_2,_3):(_3,_1)");
    /// ```
    pub fn new() -> Self
    where
        Self: StaticLayout,
    {
        Self::default()
    }

    /// The shape, with its run-time leaves.
    pub const fn shape(&self) -> &S {
        &self.shape
    }

    /// The stride, with its run-time leaves.
    pub const fn stride(&self) -> &D {
        &self.stride
    }
}

impl<S: Clone, D: Clone> Clone for Layout<S, D> {
    fn clone(&self) -> Self {
        Layout {
            shape: self.shape.clone(),
            stride: self.stride.clone(),
        }
    }
}

impl<S: Copy, D: Copy> Copy for Layout<S, D> {}

#[doc(hidden)] // machinery bounds: every all-static layout has its default (zero-sized) value
impl<S: crate::tuple::StaticValue, D: crate::tuple::StaticValue> Default for Layout<S, D> {
    fn default() -> Self {
        Layout {
            shape: S::value(),
            stride: D::value(),
        }
    }
}

impl<S: PartialEq, D: PartialEq> PartialEq for Layout<S, D> {
    fn eq(&self, other: &Self) -> bool {
        self.shape == other.shape && self.stride == other.stride
    }
}

impl<S: Eq, D: Eq> Eq for Layout<S, D> {}

#[doc(hidden)] // machinery bounds: every layout prints
impl<S: crate::tuple::IntTupleValue, D: crate::tuple::IntTupleValue> fmt::Display for Layout<S, D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}",
            self.shape.to_dynamic_value(),
            self.stride.to_dynamic_value()
        )
    }
}

#[doc(hidden)] // machinery bounds: every layout prints
impl<S: crate::tuple::IntTupleValue, D: crate::tuple::IntTupleValue> fmt::Debug for Layout<S, D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Layout({self})")
    }
}

/// A shape: an IntTuple whose leaves are positive (typenum `UInt`s).
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a static shape",
    label = "a static layout's extents are positive typenum integers, not run-time (`Dyn`) values",
    note = "a shape is a positive typenum unsigned (`U4`) or a tuple of shapes, e.g. `(U2, (U3, U4))`"
)]
pub trait Shape: IntTuple {}

impl<U: Unsigned, B: typenum::Bit> Shape for UInt<U, B> where UInt<U, B>: NonZero {}
impl Shape for () {}
macro_rules! shape_arity {
    ($($t:ident)+) => {
        impl<$($t: Shape),+> Shape for ($($t,)+) {}
    };
    () => {};
}
crate::arity::for_arities!(shape_arity);

/// Two IntTuples of the same structure (CuTe's `congruent`).
#[diagnostic::on_unimplemented(
    message = "a layout's stride is not congruent with its shape: they must have the same nesting, one stride per extent",
    label = "shape and stride must have the same nesting",
    note = "every leaf of a shape needs exactly one stride, e.g. `(U2, (U3, U4))` with `(U1, (U2, U6))`"
)]
pub trait Congruent<D> {}

crate::arity::for_leaves!([__D: crate::int::StaticInt] Congruent<__D> {});
crate::arity::for_leaves!([] Congruent<crate::Dyn> {});
impl<D: crate::int::StaticInt> Congruent<D> for crate::Dyn {}
impl Congruent<crate::Dyn> for crate::Dyn {}
impl Congruent<()> for () {}
macro_rules! congruent_arity {
    ($($t:ident $d:ident),+) => {
        #[allow(non_camel_case_types)]
        impl<$($t: Congruent<$d>, $d),+> Congruent<($($d,)+)> for ($($t,)+) {}
    };
    () => {};
}
crate::arity::for_arities_named!(congruent_arity);

/// A static layout: what every `Layout<S, D>` with a valid shape and stride provides (its shape
/// `S` has positive extents and its stride `D` is congruent with it). Sealed: implemented for
/// those layouts only.
///
/// Generic kernel code names layouts through this trait:
/// ```
/// use cute_layout::prelude::*;
/// fn elements<L: StaticLayout>() -> usize { L::SIZE }
/// assert_eq!(elements::<layout!((8, 4):(4, 1))>(), 32);
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a valid static layout",
    note = "a layout is `Layout<S, D>` with a shape `S` of positive extents and a congruent stride `D`; write it with `layout!`"
)]
pub trait StaticLayout:
    seal::Sealed
    + AnyLayout<Shape: IntTuple, Stride: IntTuple>
    + Copy
    + Default
    + fmt::Debug
    + fmt::Display
    + 'static
{
    /// Number of coordinates (the product of the shape).
    const SIZE: usize;
    /// One past the largest offset: `1 + sum((s - 1) * |d|)` over the leaves.
    const COSIZE: usize;
    /// Number of top-level modes.
    const RANK: usize;
    /// Nesting depth of the shape.
    const DEPTH: usize;
    /// The smallest offset: `sum((s - 1) * d)` over the negative strides (0 without them).
    const MIN_OFFSET: i64;

    /// The same layout as a run-time value of `cute-layout-dynamic`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let d = <layout!((2,3):(3,1))>::to_dynamic();
    /// assert_eq!(d.to_string(), "(_2,_3):(_3,_1)");
    /// ```
    fn to_dynamic() -> cute_layout_dynamic::Layout {
        cute_layout_dynamic::Layout::new(
            <Self::Shape as IntTuple>::to_dynamic(),
            <Self::Stride as IntTuple>::to_dynamic(),
        )
        .expect("a static layout is well formed")
    }
}

/// Any layout, static or with run-time leaves ([`Dyn`](crate::Dyn)): what every operation
/// returns. Its structure (rank, depth, which leaves are static) is in its type; its run-time
/// leaves are in its value. Sealed. Every [`StaticLayout`] is one.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::Dyn;
/// fn describe<L: AnyLayout>(l: &L) -> String {
///     format!("{l}: size {}, cosize {}, rank {}", l.size(), l.cosize(), l.rank())
/// }
/// let a = Layout::from_parts((Dyn(300), U8::new()), (U1::new(), Dyn(300)));
/// assert_eq!(describe(&a), "(300,_8):(_1,300): size 2400, cosize 2400, rank 2");
/// assert_eq!(describe(&<layout!((2,3):(3,1))>::default()), "(_2,_3):(_3,_1): size 6, cosize 6, rank 2");
/// ```
pub trait AnyLayout:
    seal::AnySealed + crate::LayoutLike + Copy + fmt::Debug + fmt::Display + 'static
{
    /// The shape type (CuTe's `shape(L)`): typenum leaves and [`Dyn`](crate::Dyn) leaves.
    type Shape;
    /// The stride type, congruent with the shape.
    type Stride;
    /// CuTe's `shape(layout)` as a value (the inner layout's, for a swizzled one), for generic
    /// code: `l.logical_divide(l.shape())` (a concrete [`Layout`]'s own `shape` borrows it).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// fn by_own_shape<L: AnyLayout + LogicalDivideOp<ShapeOf<L>>>(l: L) -> LogicalDivide<L, ShapeOf<L>> {
    ///     l.logical_divide(l.shape())
    /// }
    /// let d = by_own_shape(<layout!((4,8):(8,1))>::new());
    /// assert_eq!(d.to_string(), "((_4,_1),(_8,_1)):((_8,_0),(_1,_0))"); // CuTe's print
    /// let m = std::hint::black_box(300usize);
    /// let d = by_own_shape(make_layout!((m, _8):(_1, m)));
    /// assert_eq!(d.to_string(), "((300,1),(_8,_1)):((_1,300),(300,_0))"); // CuTe's print
    /// ```
    fn shape(&self) -> Self::Shape;
    /// Number of coordinates: the product of the shape.
    ///
    /// # Panics
    /// In debug builds, when the product of run-time extents overflows 64 bits (unchecked in
    /// release builds).
    fn size(&self) -> usize;
    /// One past the largest offset: `1 + sum((s - 1) * |d|)` over the leaves.
    ///
    /// # Panics
    /// In debug builds, when that sum overflows 64 bits (release builds return 0).
    fn cosize(&self) -> usize;
    /// Number of top-level modes.
    fn rank(&self) -> usize;
    /// Nesting depth of the shape.
    fn depth(&self) -> usize;
    /// The same layout as a run-time value of `cute-layout-dynamic` (static-ness included);
    /// an error when a run-time extent is not positive.
    fn as_dynamic(&self) -> Result<cute_layout_dynamic::Layout, cute_layout_dynamic::Error>;
    /// The shape as a run-time value, static-ness included (the inner layout's, for a
    /// swizzled one).
    #[doc(hidden)]
    fn shape_dynamic(&self) -> Result<cute_layout_dynamic::IntTuple, cute_layout_dynamic::Error> {
        Ok(self.as_dynamic()?.shape().clone())
    }
    /// The sizes of the top-level modes (of the inner layout, for a swizzled one).
    #[doc(hidden)]
    fn mode_sizes(&self) -> Result<Vec<usize>, cute_layout_dynamic::Error> {
        let shape = self.shape_dynamic()?;
        let sizes = shape
            .modes()
            .iter()
            .map(|m| Ok(m.product()?.value as usize));
        sizes.collect()
    }
    /// The smallest and the largest offset the layout reaches, or `None` when it has no
    /// coordinates (a run-time extent of 0); an error for a negative run-time extent.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::Dyn;
    /// let a = Layout::from_parts((Dyn(3), U2::new()), (Dyn(-1), U4::new()));
    /// assert_eq!(a.offset_range(), Ok(Some((-2, 4))));
    /// let empty = Layout::from_parts((Dyn(0), U2::new()), (U1::new(), Dyn(0)));
    /// assert_eq!(empty.offset_range(), Ok(None));
    /// ```
    fn offset_range(&self) -> Result<Option<(i64, i64)>, cute_layout_dynamic::Error>;
    /// The size with CuTe's static-ness: static (`_24`) when every extent is.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::Dyn;
    /// let a = Layout::from_parts((U4::new(), Dyn(8)), (U1::new(), U4::new()));
    /// assert_eq!(a.size_leaf().to_string(), "32");
    /// assert_eq!(<layout!((4,8):(1,4))>::default().size_leaf().to_string(), "_32");
    /// ```
    fn size_leaf(&self) -> cute_layout_dynamic::Leaf {
        self.as_dynamic().map_or(
            cute_layout_dynamic::Leaf::new_dynamic(self.size() as i64),
            |l| l.size_leaf(),
        )
    }
    /// The rank as CuTe's `rank(layout)` gives it: always static (`_2`), since the number of
    /// modes is a property of the type.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let a = make_layout!(((300, _2), _8):((_1, 300), _64));
    /// assert_eq!((a.rank_leaf().to_string(), a.depth_leaf().to_string()), ("_2".into(), "_2".into()));
    /// assert_eq!(a.rank(), 2); // the same number as a `usize`
    /// assert_eq!(<layout!(8:1)>::new().depth_leaf().to_string(), "_0");
    /// ```
    fn rank_leaf(&self) -> cute_layout_dynamic::Leaf {
        cute_layout_dynamic::Leaf::new_static(self.rank() as i64)
    }
    /// The depth as CuTe's `depth(layout)` gives it: always static (`_0` for a leaf shape).
    fn depth_leaf(&self) -> cute_layout_dynamic::Leaf {
        cute_layout_dynamic::Leaf::new_static(self.depth() as i64)
    }
    /// The cosize with CuTe's static-ness (a static `_0` stride absorbs a run-time extent).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::typenum::U64;
    /// use cute_layout::Dyn;
    /// let a = Layout::from_parts(((U7::new(), Dyn(64)),), ((U64::new(), U0::new()),));
    /// assert_eq!(a.cosize_leaf().to_string(), "_385");
    /// ```
    fn cosize_leaf(&self) -> cute_layout_dynamic::Leaf {
        self.as_dynamic().map_or(
            cute_layout_dynamic::Leaf::new_dynamic(self.cosize() as i64),
            |l| l.cosize_leaf(),
        )
    }
    /// CuTe's `crd2idx(coord, layout)` with CuTe's static-ness: the offset is static only when
    /// the coordinate and every stride it meets are (a static `_0` absorbs). Unbounded as in
    /// CuTe; an error when the coordinate does not fit the shape (rank, nesting).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::Dyn;
    /// let a = Layout::from_parts((Dyn(300), Dyn(200)), (U1::new(), Dyn(300)));
    /// assert_eq!(a.crd2idx_leaf(&(Dyn(5), Dyn(7))).unwrap().to_string(), "2105");
    /// let b = Layout::from_parts((U4::new(), (U4::new(), U16::new())), (Dyn(1), (U4::new(), U16::new())));
    /// assert_eq!(b.crd2idx_leaf(&U12::new()).unwrap().to_string(), "_12");
    /// ```
    fn crd2idx_leaf<C: crate::tuple::IntTupleValue>(
        &self,
        coord: &C,
    ) -> Result<cute_layout_dynamic::Leaf, cute_layout_dynamic::Error> {
        self.as_dynamic()?
            .crd2idx_unbounded(&coord.to_dynamic_value())
    }
    /// CuTe's `idx2crd(index, shape(layout))`: the natural coordinate of an index (or of a
    /// coarser coordinate) in the layout's shape, each entry as static as CuTe's.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::Dyn;
    /// let a = Layout::from_parts((Dyn(300), Dyn(200)), (U1::new(), Dyn(300)));
    /// assert_eq!(a.idx2crd(&Dyn(1234)).unwrap().to_string(), "(34,4)");
    /// assert_eq!(a.idx2crd(&1234).unwrap().to_string(), "(34,4)"); // a usize is run-time too
    /// ```
    fn idx2crd<I: crate::tuple::IntTupleValue>(
        &self,
        index: &I,
    ) -> Result<cute_layout_dynamic::IntTuple, cute_layout_dynamic::Error> {
        cute_layout_dynamic::layout::idx2crd(&index.to_dynamic_value(), self.as_dynamic()?.shape())
    }
    /// CuTe's `layout.get_hier_coord(index)`: the coordinate that `index` names in this layout,
    /// leaf by leaf `(index / stride) % extent` (for a compact layout, the coordinate whose
    /// offset is `index`); [`get_flat_coord`](Self::get_flat_coord) folds each top-level mode
    /// of it into one index, [`get_1d_coord`](Self::get_1d_coord) the whole of it. Unlike
    /// [`idx2crd`](Self::idx2crd), which reads the index in the shape alone, these follow the
    /// strides.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::typenum::U17;
    /// let l = <layout!((2,(3,4)):(12,(1,3)))>::new();
    /// assert_eq!(l.get_hier_coord(&17).unwrap().to_string(), "(1,(2,1))");
    /// assert_eq!(l.get_flat_coord(&17).unwrap().to_string(), "(1,5)");
    /// assert_eq!(l.get_1d_coord(&17).unwrap().to_string(), "11");
    /// assert_eq!(l.get_hier_coord(&U17::new()).unwrap().to_string(), "(_1,(_2,_1))");
    /// assert_eq!(l.idx2crd(&17).unwrap().to_string(), "(1,(2,2))"); // the shape's reading
    /// let m = make_layout!((_1, 6, _4):(_0, _4, _1));
    /// assert_eq!(m.get_hier_coord(&13).unwrap().to_string(), "(_0,3,1)");
    /// assert_eq!(m.get_1d_coord(&13).unwrap().to_string(), "9");
    /// ```
    fn get_hier_coord<I: crate::tuple::IntTupleValue>(
        &self,
        index: &I,
    ) -> Result<cute_layout_dynamic::IntTuple, cute_layout_dynamic::Error> {
        self.as_dynamic()?.get_hier_coord(&index.to_dynamic_value())
    }
    /// CuTe's `layout.get_flat_coord(index)`: see [`get_hier_coord`](Self::get_hier_coord).
    fn get_flat_coord<I: crate::tuple::IntTupleValue>(
        &self,
        index: &I,
    ) -> Result<cute_layout_dynamic::IntTuple, cute_layout_dynamic::Error> {
        self.as_dynamic()?.get_flat_coord(&index.to_dynamic_value())
    }
    /// CuTe's `layout.get_1d_coord(index)`: see [`get_hier_coord`](Self::get_hier_coord).
    fn get_1d_coord<I: crate::tuple::IntTupleValue>(
        &self,
        index: &I,
    ) -> Result<cute_layout_dynamic::Leaf, cute_layout_dynamic::Error> {
        self.as_dynamic()?.get_1d_coord(&index.to_dynamic_value())
    }
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D> AnyLayout for Layout<S, D>
where
    S: crate::tuple::IntTupleValue + Congruent<D> + Copy + 'static,
    D: crate::tuple::IntTupleValue + Copy + 'static,
{
    type Shape = S;
    type Stride = D;
    #[inline(always)]
    fn shape(&self) -> S {
        self.shape
    }
    #[inline(always)]
    fn size(&self) -> usize {
        usize::try_from(self.shape.product()).unwrap_or(0)
    }
    fn cosize(&self) -> usize {
        match self.as_dynamic() {
            Ok(l) => usize::try_from(l.cosize()).unwrap_or(0),
            // An overflow is checked in debug builds, as `size`'s is (unchecked, 0, in release
            // builds). The other failure, a run-time extent that is not positive (an empty
            // layout), has cosize 0.
            Err(e) if cfg!(debug_assertions) && e.rule().starts_with("overflow") => {
                panic!("cosize: {}", e.rule())
            }
            Err(_) => 0,
        }
    }
    #[inline(always)]
    fn rank(&self) -> usize {
        <S as crate::tuple::IntTupleValue>::RANK
    }
    #[inline(always)]
    fn depth(&self) -> usize {
        <S as crate::tuple::IntTupleValue>::DEPTH
    }
    fn as_dynamic(&self) -> Result<cute_layout_dynamic::Layout, cute_layout_dynamic::Error> {
        cute_layout_dynamic::Layout::new(
            self.shape.to_dynamic_value(),
            self.stride.to_dynamic_value(),
        )
    }
    fn offset_range(&self) -> Result<Option<(i64, i64)>, cute_layout_dynamic::Error> {
        let (s, d) = (
            self.shape.to_dynamic_value().leaves(),
            self.stride.to_dynamic_value().leaves(),
        );
        let (mut lo, mut hi) = (0i64, 0i64);
        for (&n, &st) in s.iter().zip(&d) {
            if n < 0 {
                return Err(cute_layout_dynamic::Error::new(
                    "make_layout",
                    format!("the run-time extent {n} is negative"),
                ));
            }
            if n == 0 {
                return Ok(None);
            }
            let reach = (n - 1).checked_mul(st).ok_or_else(|| {
                cute_layout_dynamic::Error::new(
                    "cosize",
                    format!("overflow: ({n} - 1) * {st} does not fit in a 64-bit integer"),
                )
            })?;
            if reach < 0 {
                lo = lo.saturating_add(reach);
            } else {
                hi = hi.saturating_add(reach);
            }
        }
        Ok(Some((lo, hi)))
    }
}

/// Seals [`StaticLayout`].
pub(crate) mod seal {
    /// Implemented by the crate only, for valid layouts.
    pub trait Sealed: crate::list::Internal {}
    /// Implemented by the crate only, for layouts.
    pub trait AnySealed: crate::tuple::sealed::Sealed {}
    impl<S, D> AnySealed for crate::Layout<S, D> {}
}

/// `sum((s - 1) * |d|)` over the leaves of a shape and its stride (cosize minus one).
pub trait CoSum<D> {
    /// The sum.
    const VALUE: i64;
    /// `sum((s - 1) * d)` over the leaves with negative `d`: the smallest offset.
    const NEGATIVE: i64;
}

crate::arity::for_leaves!([__D: crate::int::StaticInt] CoSum<__D> {
    const VALUE: i64 = (<Self as crate::int::StaticInt>::VALUE - 1) * <__D as crate::int::StaticInt>::VALUE.abs();
    const NEGATIVE: i64 = if <__D as crate::int::StaticInt>::VALUE < 0 {
        (<Self as crate::int::StaticInt>::VALUE - 1) * <__D as crate::int::StaticInt>::VALUE
    } else {
        0
    };
});

impl CoSum<()> for () {
    const VALUE: i64 = 0;
    const NEGATIVE: i64 = 0;
}

macro_rules! cosum_arity {
    ($($t:ident $d:ident),+) => {
        #[allow(non_camel_case_types)]
        impl<$($t: CoSum<$d>, $d),+> CoSum<($($d,)+)> for ($($t,)+) {
            const VALUE: i64 = 0 $(+ <$t as CoSum<$d>>::VALUE)+;
            const NEGATIVE: i64 = 0 $(+ <$t as CoSum<$d>>::NEGATIVE)+;
        }
    };
    () => {};
}
crate::arity::for_arities_named!(cosum_arity);

impl<S: Shape + Congruent<D> + CoSum<D>, D: IntTuple> seal::Sealed for Layout<S, D> {}

#[doc(hidden)] // machinery bounds; the rule is in `StaticLayout`'s docs
impl<S: Shape + Congruent<D> + CoSum<D>, D: IntTuple> StaticLayout for Layout<S, D> {
    const SIZE: usize = S::SIZE;
    const COSIZE: usize = (1 + <S as CoSum<D>>::VALUE) as usize;
    const RANK: usize = <S as IntTuple>::RANK;
    const DEPTH: usize = <S as IntTuple>::DEPTH;
    const MIN_OFFSET: i64 = <S as CoSum<D>>::NEGATIVE;
}

impl<S, D> Layout<S, D>
where
    Self: StaticLayout,
{
    /// Number of coordinates.
    pub const SIZE: usize = <Self as StaticLayout>::SIZE;
    /// One past the largest offset.
    pub const COSIZE: usize = <Self as StaticLayout>::COSIZE;
    /// Number of top-level modes.
    pub const RANK: usize = <Self as StaticLayout>::RANK;
    /// Nesting depth.
    pub const DEPTH: usize = <Self as StaticLayout>::DEPTH;
}

// ---------------------------------------------------------------------------------------------
// Modes (on the internal cons-list form)
// ---------------------------------------------------------------------------------------------

/// The modes of an (internal) shape paired with those of its stride:
/// `C<Layout<S0, D0>, C<Layout<S1, D1>, ...>>`; a leaf shape has the single mode `Layout<S, D>`.
pub trait ZipModes<D> {
    /// The list of mode layouts.
    type Output;
}

crate::arity::for_leaves_unbounded!([__D] ZipModes<__D> {
    type Output = C<Layout<Self, __D>, E>;
});

impl ZipModes<E> for E {
    type Output = E;
}

impl<H, T: ZipModes<DT>, DH, DT> ZipModes<C<DH, DT>> for C<H, T> {
    type Output = C<Layout<H, DH>, T::Output>;
}

/// The top-level modes of an (internal) layout, as a list of layouts.
pub trait Modes {
    /// `C<Layout<S0, D0>, C<Layout<S1, D1>, ...>>`
    type Output;
}

impl<S: ZipModes<D>, D> Modes for Layout<S, D> {
    type Output = <S as ZipModes<D>>::Output;
}

/// The modes of `L`.
pub type ModesOf<L> = <L as Modes>::Output;

/// The shapes and the strides of a list of layouts, in one walk.
pub trait Unzip {
    /// `C<S0, C<S1, ...>>`
    type Shapes;
    /// `C<D0, C<D1, ...>>`
    type Strides;
}

impl Unzip for E {
    type Shapes = E;
    type Strides = E;
}

impl<S, D, T: Unzip> Unzip for C<Layout<S, D>, T> {
    type Shapes = C<S, T::Shapes>;
    type Strides = C<D, T::Strides>;
}

/// CuTe's `make_layout(l0, l1, ...)`: the layouts of a list as the modes of one layout
/// (a single layout becomes a rank-1 layout).
pub trait FromModes {
    /// `Layout<C<S0, C<S1, ...>>, C<D0, C<D1, ...>>>`
    type Output;
}

impl<T: Unzip> FromModes for T {
    type Output = Layout<T::Shapes, T::Strides>;
}

/// The layout whose modes are the layouts of list `T`.
pub type Concatenated<T> = <T as FromModes>::Output;

/// The shape and stride of a layout type.
pub trait ShapeStride {
    /// The shape.
    type Shape;
    /// The stride.
    type Stride;
}

impl<S, D> ShapeStride for Layout<S, D> {
    type Shape = S;
    type Stride = D;
}

// ---------------------------------------------------------------------------------------------
// Public views of a layout: shape, stride, modes, concatenation
// ---------------------------------------------------------------------------------------------

/// CuTe's `shape(L)` as a type.
///
/// ```
/// use cute_layout::prelude::*;
/// assert_eq!(<ShapeOf<layout!((2,(2,2)):(4,(2,1)))> as IntTuple>::to_cute_string(), "(_2,(_2,_2))");
/// ```
pub type ShapeOf<L> = <L as crate::AnyLayout>::Shape;

/// CuTe's `stride(L)` as a type.
///
/// ```
/// use cute_layout::prelude::*;
/// assert_eq!(<StrideOf<layout!((2,(2,2)):(4,(2,1)))> as IntTuple>::to_cute_string(), "(_4,(_2,_1))");
/// ```
pub type StrideOf<L> = <L as crate::AnyLayout>::Stride;

/// CuTe's `make_layout(l0, l1, ...)`: a tuple of layouts as the modes of one layout. Sealed.
///
/// ```
/// use cute_layout::prelude::*;
/// type L = MakeLayout<(layout!(4:2), layout!((2,3):(1,8)))>;
/// assert_eq!(L::default().to_string(), "(_4,(_2,_3)):(_2,(_1,_8))");
/// ```
#[diagnostic::on_unimplemented(
    message = "make_layout: the argument is not a tuple of layouts",
    note = "write the layouts as a Rust tuple, e.g. `MakeLayout<(A, B)>` or `make_layout((a, b))`",
    note = "for CuTe's `make_layout(shape)` (column-major) write `make_layout_left(shape)`, `make_layout_right(shape)` for `LayoutRight`, `Layout::from_parts(shape, stride)` for `make_layout(shape, stride)`, or the notation `make_layout!((m, _4):(_1, m))`"
)]
pub trait MakeLayoutOp: crate::tuple::sealed::Sealed {
    /// The concatenated layout.
    type Output;
    /// The layout whose modes are these layouts, run-time leaves included.
    fn make_layout(self) -> Self::Output;
}

/// The layout whose modes are the layouts of the tuple `T` (CuTe's `make_layout(l0, l1, ...)`).
///
/// ```
/// use cute_layout::prelude::*;
/// type L = MakeLayout<(layout!(4:2), layout!((2,3):(1,8)))>;
/// assert_eq!(L::default().to_string(), "(_4,(_2,_3)):(_2,(_1,_8))");
/// ```
pub type MakeLayout<T> = <T as MakeLayoutOp>::Output;

/// CuTe's `make_layout(l0, l1, ...)` of layout values, written with the layouts as one tuple:
/// each layout becomes one mode of the result, run-time leaves included (see
/// [`MakeLayoutOp`]). The notation form, `make_layout!((m, 4):(1, m))`, is the macro.
///
/// ```
/// use cute_layout::prelude::*;
/// let m = 300;
/// let rows = make_layout!((m, _2):(_1, m));
/// let l = make_layout((rows, <layout!(8:64)>::new()));
/// assert_eq!(l.to_string(), "((300,_2),_8):((_1,300),_64)"); // CuTe prints the same
/// assert_eq!(l.offset(((299usize, 1usize), 1usize)), 299 + 300 + 64);
/// ```
pub fn make_layout<T: MakeLayoutOp>(layouts: T) -> T::Output {
    layouts.make_layout()
}

/// One impl per arity: the modes' shapes and strides, in order.
macro_rules! make_layout_of {
    ($(($s:ident $d:ident $unused:ident $i:tt))+) => {
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<$($s, $d),+> MakeLayoutOp for ($(Layout<$s, $d>,)+) {
            type Output = Layout<($($s,)+), ($($d,)+)>;
            #[inline(always)]
            fn make_layout(self) -> Self::Output {
                Layout::from_parts(($(self.$i.shape,)+), ($(self.$i.stride,)+))
            }
        }
    };
}
crate::arity::for_arities_indexed!(make_layout_of);

impl<S: crate::tuple::AllStatic, D: crate::tuple::AllStatic> crate::tuple::AllStatic
    for Layout<S, D>
{
    type Output = <S::Output as crate::int::Flag>::And<D::Output>;
}

// The list form of a layout is the layout of the list forms of its shape and stride.
impl<S: list::Internal, D: list::Internal> list::Internal for Layout<S, D> {
    type Repr = Layout<S::Repr, D::Repr>;
}

impl<S: list::Public, D: list::Public> list::Public for Layout<S, D> {
    type Repr = Layout<S::Repr, D::Repr>;
}

impl<S, D> crate::tuple::sealed::Sealed for Layout<S, D> {}

/// The crate's kinds of layouts, the operands of the algebra: [`Layout`] (static or run-time
/// leaves), and, in [`swizzle`](crate::swizzle), `ComposedLayout` (a swizzled layout) and
/// `Swizzle`. Every one has the methods of [`LayoutAlgebra`](crate::LayoutAlgebra); each
/// method is available where the operation's rule holds. Sealed.
pub trait LayoutLike: crate::tuple::sealed::Sealed + Sized {}

impl<S, D> LayoutLike for Layout<S, D> {}

// Numbers in errors: a layout converts leaf by leaf.
impl<S: crate::decimal::Dec, D: crate::decimal::Dec> crate::decimal::Dec for Layout<S, D> {
    type Out = Layout<S::Out, D::Out>;
}
