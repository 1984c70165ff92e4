//! The tilers and thread layouts `local_tile` and `local_partition` take ([`Tiler`],
//! [`ThreadLayout`]), and the projections of `local_tile_step` ([`X`], [`Project`]).

use crate::algebra::slice::{keep::step_projection, CrdRanks, Pick, Verdict};
use crate::algebra::slice::{
    CrdRank, RanksHold, ShapeRank, StepRanksMatch, StepTupleAtInteger, TuplesOk,
};
use crate::layout::Layout;
use crate::tuple::Underscore;
use crate::{AnyLayout, IntTupleValue, ProductEachOp};

/// A tiler value: an extent, a layout, or a tuple of them with one entry per mode it tiles
/// (`make_shape!((_128, _32))`, `make_tile!(_128:_1, _32:_1)`). Its [`Tiler::Modes`] is the
/// coordinate that keeps every mode of one tile (`(_, _)` for a rank-2 tiler). Sealed.
pub trait Tiler: sealed::Sealed + Copy {
    /// One `_` per mode of the tiler.
    type Modes: Copy;
    /// The value of [`Tiler::Modes`].
    fn modes() -> Self::Modes;
    /// CuTe's `repeat<rank>(_)`, the coordinate that keeps a whole tile (or rest) mode: a
    /// single `_` for one mode, which keeps the mode's own tuple (`((_8),30)` for a tile of
    /// `(_8)`), else [`Tiler::Modes`].
    #[doc(hidden)]
    type Whole: Copy;
    /// The value of [`Tiler::Whole`].
    #[doc(hidden)]
    fn whole() -> Self::Whole;
}

mod sealed {
    pub trait Sealed {}
}

macro_rules! leaf_tilers {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<$($g)*> sealed::Sealed for $t {}
        impl<$($g)*> Tiler for $t {
            type Modes = Underscore;
            type Whole = Underscore;
            #[inline(always)]
            fn modes() -> Underscore {
                Underscore
            }
            #[inline(always)]
            fn whole() -> Underscore {
                Underscore
            }
        }
    )*};
}
crate::arity::with_leaves!(leaf_tilers);
leaf_tilers!([] crate::Dyn, [S: Copy, D: Copy] Layout<S, D>);

macro_rules! tuple_tilers {
    // Arity 0: not a tiler.
    () => {};
    // Arity 1: CuTe's `repeat<1>(_)` is `_` itself.
    ($t:ident) => {
        impl<$t: Copy> sealed::Sealed for ($t,) {}
        impl<$t: Copy> Tiler for ($t,) {
            type Modes = (Underscore,);
            type Whole = Underscore;
            #[inline(always)]
            fn modes() -> Self::Modes {
                (Underscore,)
            }
            #[inline(always)]
            fn whole() -> Underscore {
                Underscore
            }
        }
    };
    ($($t:ident)+) => {
        impl<$($t: Copy),+> sealed::Sealed for ($($t,)+) {}
        impl<$($t: Copy),+> Tiler for ($($t,)+) {
            type Modes = ($(tuple_tilers!(@under $t),)+);
            type Whole = Self::Modes;
            #[inline(always)]
            fn modes() -> Self::Modes {
                ($(tuple_tilers!(@value $t),)+)
            }
            #[inline(always)]
            fn whole() -> Self::Modes {
                Self::modes()
            }
        }
    };
    (@under $t:ident) => { Underscore };
    (@value $t:ident) => { Underscore };
}
crate::arity::for_arities!(tuple_tilers);

/// A thread layout, as `local_partition` uses it: the tiler `product_each(shape)` and a
/// thread's coordinate in it (CuTe's `get_flat_coord`: thread `t` sits where the layout maps
/// that coordinate to `t`). Every [`Layout`] is one, with static or run-time leaves: a
/// run-time thread layout gives a partition whose extents and strides are run-time where the
/// thread layout's are, as in CuTe. A swizzled layout is not a thread layout. Sealed.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::ThreadLayout;
/// // 2x4 threads, row-major: thread 5 sits at row 1, column 1.
/// let thr = <layout!((2, 4):(4, 1))>::new();
/// assert_eq!((thr.threads(), thr.coord(5)), (8, (1, 1)));
/// let thr = make_layout!((2usize, 4usize):(4usize, _1));
/// assert_eq!((thr.threads(), thr.coord(6), thr.tiler()), (8, (1, 2), (Dyn(2), Dyn(4))));
/// ```
pub trait ThreadLayout: AnyLayout + Copy {
    /// The tiler `product_each(shape(Self))`.
    type Tiler: Tiler;
    /// A thread's coordinate: one `usize` per mode (a single `usize` for a leaf shape).
    type Coord: Copy;
    /// The number of threads, `size(self)`.
    fn threads(&self) -> usize;
    /// The tiler `product_each(shape(self))`.
    fn tiler(&self) -> Self::Tiler;
    /// Thread `t`'s coordinate.
    fn coord(&self, t: usize) -> Self::Coord;
    /// The tiler's extents, and whether each is a constant.
    #[doc(hidden)]
    fn extents(&self) -> Vec<(usize, bool)>;
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D> ThreadLayout for Layout<S, D>
where
    Self: AnyLayout,
    S: ProductEachOp<Output: Tiler + IntTupleValue> + machinery::ThreadCoords<D> + Copy,
{
    type Tiler = <S as ProductEachOp>::Output;
    type Coord = <S as machinery::ThreadCoords<D>>::Coord;
    #[inline(always)]
    fn threads(&self) -> usize {
        self.size()
    }
    #[inline(always)]
    fn tiler(&self) -> Self::Tiler {
        Layout::shape(self).product_each()
    }
    #[inline(always)]
    fn coord(&self, t: usize) -> Self::Coord {
        machinery::ThreadCoords::coord(Layout::shape(self), self.stride(), t)
    }
    fn extents(&self) -> Vec<(usize, bool)> {
        let leaves = self.tiler().to_dynamic_value().leaf_list();
        let extent = |v: i64| usize::try_from(v).unwrap_or(0);
        leaves
            .iter()
            .map(|l| (extent(l.value), l.is_static))
            .collect()
    }
}

/// CuTe's `X` in a [`local_tile_step`](super::local_tile_step) projection: the tiler's and coordinate's modes where the
/// step has `X` are left out (CuTe's `Step<_1, X, _1>`, written `(U1, X, U1)`).
pub type X = Underscore;

/// A step's projection of a tiler or a coordinate: the entries where the step is an integer
/// (CuTe's `dice(step, x)`). Sealed; implemented for tuples of at most 16 entries.
pub trait Project<V>: Copy {
    /// The kept entries.
    type Output: Copy;
    /// Their values.
    #[doc(hidden)]
    fn project(v: V) -> Self::Output;
}

impl<P, V> Project<V> for P
where
    P: Copy + CrdRanks<V>,
    <P::V as Verdict>::C: crate::decimal::Dec,
    <P::V as Verdict>::S: crate::decimal::Dec,
    RanksHold<P, V>: StepRanksMatch<CrdRank<P, V>, ShapeRank<P, V>>,
    TuplesOk<P, V>: StepTupleAtInteger<P>,
    P: Pick<V, step_projection, Out: Copy>,
{
    type Output = <P as Pick<V, step_projection>>::Out;
    #[inline(always)]
    fn project(v: V) -> Self::Output {
        <P as Pick<V, step_projection>>::pick(v)
    }
}

/// A thread layout's coordinates, from the layout's values
/// (crate-private).
mod machinery {
    use crate::list::value::{Cell, IntoTuple, Nil, ToList};
    use crate::tuple::LeafValue;
    use crate::Dyn;

    /// CuTe's `get_flat_coord` for one mode `Self:D` of a thread layout: the leaf coordinates
    /// `(t / d) % s`, folded column-major into one index of the mode. `at` is the index so far
    /// and the product of the extents before this part.
    pub trait FoldCoord<D> {
        fn fold(&self, d: &D, t: usize, at: (usize, usize)) -> (usize, usize);
    }

    macro_rules! leaf_folds {
        ($([$($g:tt)*] $t:ty),*) => {$(
            impl<__D: LeafValue, $($g)*> FoldCoord<__D> for $t {
                #[inline(always)]
                fn fold(&self, d: &__D, t: usize, (sum, scale): (usize, usize)) -> (usize, usize) {
                    let s = usize::try_from(self.value()).unwrap_or(0);
                    let d = usize::try_from(d.value().unsigned_abs()).unwrap_or(usize::MAX);
                    // An extent of 1 or a stride of 0 leaves every thread at coordinate 0.
                    let c = if s <= 1 || d == 0 { 0 } else { (t / d) % s };
                    (sum + c * scale, scale * s)
                }
            }
        )*};
    }
    crate::arity::with_leaves!(leaf_folds);
    leaf_folds!([] Dyn);

    impl<S: ToList + Copy, D: ToList + Copy> FoldCoord<D> for S
    where
        S::List: FoldList<D::List>,
    {
        #[inline(always)]
        fn fold(&self, d: &D, t: usize, at: (usize, usize)) -> (usize, usize) {
            self.to_list().fold(&d.to_list(), t, at)
        }
    }

    /// [`FoldCoord`] over the entries of a tuple, first entry fastest.
    pub trait FoldList<D> {
        fn fold(&self, d: &D, t: usize, at: (usize, usize)) -> (usize, usize);
    }

    impl FoldList<Nil> for Nil {
        #[inline(always)]
        fn fold(&self, _: &Nil, _: usize, at: (usize, usize)) -> (usize, usize) {
            at
        }
    }

    impl<H: FoldCoord<DH>, T: FoldList<DT>, DH, DT> FoldList<Cell<DH, DT>> for Cell<H, T> {
        #[inline(always)]
        fn fold(&self, d: &Cell<DH, DT>, t: usize, at: (usize, usize)) -> (usize, usize) {
            self.1.fold(&d.1, t, self.0.fold(&d.0, t, at))
        }
    }

    /// The coordinate of thread `t` in a thread layout of shape `Self` and strides `D`: one
    /// flat index per mode (a single `usize` for a leaf shape).
    pub trait ThreadCoords<D> {
        type Coord: Copy;
        fn coord(&self, d: &D, t: usize) -> Self::Coord;
    }

    macro_rules! leaf_coords {
        ($([$($g:tt)*] $t:ty),*) => {$(
            impl<__D: LeafValue, $($g)*> ThreadCoords<__D> for $t {
                type Coord = usize;
                #[inline(always)]
                fn coord(&self, d: &__D, t: usize) -> usize {
                    self.fold(d, t, (0, 1)).0
                }
            }
        )*};
    }
    crate::arity::with_leaves!(leaf_coords);
    leaf_coords!([] Dyn);

    impl<S: ToList + Copy, D: ToList + Copy> ThreadCoords<D> for S
    where
        S::List: CoordList<D::List>,
        <S::List as CoordList<D::List>>::List: IntoTuple<Tuple: Copy>,
    {
        type Coord = <<S::List as CoordList<D::List>>::List as IntoTuple>::Tuple;
        #[inline(always)]
        fn coord(&self, d: &D, t: usize) -> Self::Coord {
            self.to_list().list(&d.to_list(), t).into_tuple()
        }
    }

    /// The flat index of thread `t` in each mode `Self:D`, as a value list.
    pub trait CoordList<D> {
        type List;
        fn list(&self, d: &D, t: usize) -> Self::List;
    }

    impl CoordList<Nil> for Nil {
        type List = Nil;
        #[inline(always)]
        fn list(&self, _: &Nil, _: usize) -> Nil {
            Nil
        }
    }

    impl<H: FoldCoord<DH>, T: CoordList<DT>, DH, DT> CoordList<Cell<DH, DT>> for Cell<H, T> {
        type List = Cell<usize, T::List>;
        #[inline(always)]
        fn list(&self, d: &Cell<DH, DT>, t: usize) -> Self::List {
            Cell(self.0.fold(&d.0, t, (0, 1)).0, self.1.list(&d.1, t))
        }
    }
}
