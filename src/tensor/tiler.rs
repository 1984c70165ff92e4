//! The tilers and thread layouts `local_tile` and `local_partition` take ([`Tiler`],
//! [`ThreadLayout`]), and the projections of `local_tile_step` ([`X`], [`Project`]).

use crate::algebra::slice::{keep::step_projection, Pick, StepFits};
use crate::layout::{Layout, StaticLayout};
use crate::list;
use crate::tuple::Underscore;

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

/// A static thread layout, as `local_partition` uses it: the tiler `product_each(shape)` and a
/// thread's coordinate in it (CuTe's `get_flat_coord`: thread `t` sits where the layout maps
/// that coordinate to `t`). Sealed: every static layout of positive extents is one.
pub trait ThreadLayout: StaticLayout {
    /// The tiler `product_each(shape(Self))`.
    type Tiler: Tiler + Default;
    /// A thread's coordinate: one `usize` per mode.
    type Coord: Copy;
    /// Number of threads, `size(Self)`.
    const THREADS: usize;
    /// Thread `t`'s coordinate.
    fn coord(t: usize) -> Self::Coord;
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D> ThreadLayout for Layout<S, D>
where
    Self: StaticLayout,
    list::Repr<Self>: machinery::Threads,
    <list::Repr<Self> as machinery::Threads>::Tiler: list::Public,
    list::Pub<<list::Repr<Self> as machinery::Threads>::Tiler>: Tiler + Default,
{
    type Tiler = list::Pub<<list::Repr<Self> as machinery::Threads>::Tiler>;
    type Coord = <list::Repr<Self> as machinery::Threads>::Coord;
    const THREADS: usize = <Self as StaticLayout>::SIZE;
    #[inline(always)]
    fn coord(t: usize) -> Self::Coord {
        <list::Repr<Self> as machinery::Threads>::coord(t)
    }
}

/// The extent of each mode of the static thread layout `Thr` (CuTe's `product_each(shape(thr))`;
/// a leaf layout has one mode).
pub(crate) fn thread_extents<Thr: StaticLayout>() -> Vec<usize> {
    let Ok(l) = Thr::default().as_dynamic() else {
        return Vec::new();
    };
    (l.shape().modes().iter())
        .map(|m| {
            m.product()
                .map_or(1, |p| usize::try_from(p.value).unwrap_or(0))
        })
        .collect()
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

impl<P: Copy + StepFits<V> + Pick<V, step_projection, Out: Copy>, V> Project<V> for P {
    type Output = <P as Pick<V, step_projection>>::Out;
    #[inline(always)]
    fn project(v: V) -> Self::Output {
        <P as Pick<V, step_projection>>::pick(v)
    }
}

/// A thread layout's tiler and its threads' coordinates, on the internal form (crate-private).
mod machinery {
    use crate::int::StaticInt;
    use crate::layout::Layout;
    use crate::list::value::{Cell, IntoTuple, Nil};
    use crate::list::{Apply, Map, Product, ProductOf, SizeOf, C, E};

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

    crate::arity::for_unsigned!([] ThreadShape {
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

    /// CuTe's `get_flat_coord` for one mode `Self:D` of a thread layout: the leaf coordinates
    /// `(t / d) % s` folded column-major into one index of the mode.
    pub trait FlatCoord<D> {
        fn flat(t: usize) -> usize;
    }

    crate::arity::for_unsigned!([__D: StaticInt] FlatCoord<__D> {
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

    pub trait Threads {
        type Tiler;
        type Coord: Copy;
        fn coord(t: usize) -> Self::Coord;
    }

    impl<S, D> Threads for Layout<S, D>
    where
        Layout<S, D>: ThreadTiler,
        S: Coords<D>,
    {
        type Tiler = <Layout<S, D> as ThreadTiler>::Tiler;
        type Coord = <S as Coords<D>>::Coord;
        #[inline(always)]
        fn coord(t: usize) -> Self::Coord {
            <S as Coords<D>>::coord(t)
        }
    }

    /// The coordinate of thread `t`: one flat index per mode (a single `usize` for a leaf, a
    /// tuple for a tuple shape, built as a value list).
    pub trait Coords<D> {
        type Coord: Copy;
        fn coord(t: usize) -> Self::Coord;
    }

    crate::arity::for_unsigned!([__D] Coords<__D> where [Self: FlatCoord<__D>] {
        type Coord = usize;
        #[inline(always)]
        fn coord(t: usize) -> usize {
            <Self as FlatCoord<__D>>::flat(t)
        }
    });

    impl<H, T, DH, DT> Coords<C<DH, DT>> for C<H, T>
    where
        C<H, T>: CoordList<C<DH, DT>>,
        <C<H, T> as CoordList<C<DH, DT>>>::List: IntoTuple<Tuple: Copy>,
    {
        type Coord = <<C<H, T> as CoordList<C<DH, DT>>>::List as IntoTuple>::Tuple;
        #[inline(always)]
        fn coord(t: usize) -> Self::Coord {
            <C<H, T> as CoordList<C<DH, DT>>>::list(t).into_tuple()
        }
    }

    /// The flat indices of thread `t` in the modes `Self:D`, as a value list.
    pub trait CoordList<D> {
        type List;
        fn list(t: usize) -> Self::List;
    }

    impl CoordList<E> for E {
        type List = Nil;
        #[inline(always)]
        fn list(_: usize) -> Nil {
            Nil
        }
    }

    impl<H: FlatCoord<DH>, T: CoordList<DT>, DH, DT> CoordList<C<DH, DT>> for C<H, T> {
        type List = Cell<usize, T::List>;
        #[inline(always)]
        fn list(t: usize) -> Self::List {
            Cell(H::flat(t), T::list(t))
        }
    }
}
