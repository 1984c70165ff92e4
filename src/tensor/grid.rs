//! The rank checks of `local_tile` and `local_partition`, made before anything else so that a
//! coordinate, tiler or thread layout of the wrong rank is one error that names the operation
//! and both ranks in decimal, instead of the slicing errors it would cause further down.
//!
//! The grid of tiles of `zipped_divide(L, T)` has one mode per mode of `L` for a tuple tiler,
//! and one mode for a 1-D tiler (an extent or a layout); a tile coordinate is one integer (a
//! 1-D index into the grid), `_`, or a tuple of at most that many entries (CuTe appends `_`
//! for the modes it leaves out; more entries fail CuTe's slicing too). A tiler or a thread
//! layout has at most as many modes as `L`.

use typenum::{IsLessOrEqual, UInt, UTerm, B0, B1, U1};

use super::tiler::{ThreadLayout, Tiler};
use crate::list::value::{Len, ToList};
use crate::tuple::Underscore;
use crate::{AnyLayout, Dyn};

/// An integer, `_` or leaf shape: not a tuple.
pub struct Leaf;

/// How many top-level entries a coordinate, tiler or shape has: `Leaf` for an integer, `_` or
/// a leaf, the arity (a typenum number) for a tuple.
pub trait Entries {
    type N;
}

macro_rules! leaf_entries {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<$($g)*> Entries for $t {
            type N = Leaf;
        }
    )*};
}
crate::arity::with_leaves_unbounded!(leaf_entries);
leaf_entries!([] Dyn, [] usize, [] Underscore);

macro_rules! tuple_entries {
    ($($t:ident)*) => {
        impl<$($t),*> Entries for ($($t,)*) {
            type N = <<Self as ToList>::List as Len>::Output;
        }
    };
}
crate::arity::for_arities!(tuple_entries);

/// A tile coordinate's text as CuTe prints it (`(3,_)`, `_2` for a static entry), for the
/// run-time error of a coordinate outside the grid of tiles.
#[diagnostic::on_unimplemented(
    message = "local_tile: `{Self}` is not a tile coordinate",
    label = "a tile coordinate is a `usize`, or a tuple of `usize` (or `Dyn`, typenum integers, `_`), one per mode of the grid of tiles"
)]
pub trait CoordText {
    fn text(&self) -> String;
}

macro_rules! leaf_text {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<$($g)*> CoordText for $t {
            fn text(&self) -> String {
                crate::tuple::IntTupleValue::cute_string(self)
            }
        }
    )*};
}
crate::arity::with_leaves!(leaf_text);
leaf_text!([] Dyn, [] usize);

impl CoordText for Underscore {
    fn text(&self) -> String {
        "_".to_string()
    }
}

macro_rules! tuple_text {
    ($($t:ident $v:ident),*) => {
        impl<$($t: CoordText),*> CoordText for ($($t,)*) {
            fn text(&self) -> String {
                let ($($v,)*) = self;
                let entries: Vec<String> = vec![$($v.text()),*];
                format!("({})", entries.join(","))
            }
        }
    };
}
crate::arity::for_arities_named!(tuple_text);

/// The small type-level tables below, one impl per row: `[generics] Self, Param => Out`.
macro_rules! table {
    ($tr:ident: $([$($g:tt)*] $s:ty, $p:ty => $o:ty $(, where [$($w:tt)*])?;)*) => {$(
        impl<$($g)*> $tr<$p> for $s $(where $($w)*)? {
            type Out = $o;
        }
    )*};
}

/// The rank of a shape whose entries are `Self`: 1 for a leaf, the arity of a tuple.
pub trait Rank {
    type Out;
}
impl Rank for Leaf {
    type Out = U1;
}
impl Rank for UTerm {
    type Out = UTerm;
}
impl<U, B> Rank for UInt<U, B> {
    type Out = Self;
}

/// The entries of `T`: [`Leaf`] or a typenum number.
pub type EntriesOf<T> = <T as Entries>::N;
/// The rank of the shape `S`.
pub type RankOf<S> = <<S as Entries>::N as Rank>::Out;

/// The grid of tiles of a 1-D (leaf) tiler: one mode, indexed by an integer only.
pub struct LeafGrid;

/// The grid of tiles of a layout of rank `R` by a tiler with `Self` entries: [`LeafGrid`] for
/// a leaf tiler (the rest of the 1-D division), `R` for a tuple.
pub trait GridRank<R> {
    type Out;
}
table! { GridRank:
    [R] Leaf, R => LeafGrid;
    [R] UTerm, R => R;
    [U, B, R] UInt<U, B>, R => R;
}

/// `B1` when a tile coordinate with `Self` entries indexes the grid `G` (a rank, or
/// [`LeafGrid`]): an integer indexes any grid, a tuple one of at least its rank (CuTe appends
/// `_` for the modes it leaves out, [`FillGrid`]).
pub trait CoordFits<G> {
    type Out;
}
table! { CoordFits:
    [G] Leaf, G => B1;
    [G] UTerm, G => B0;
    [U, B] UInt<U, B>, LeafGrid => B0;
    [U, B] UInt<U, B>, UTerm => B0;
    [U, B, V, C] UInt<U, B>, UInt<V, C> => <UInt<U, B> as IsLessOrEqual<UInt<V, C>>>::Output,
        where [UInt<U, B>: IsLessOrEqual<UInt<V, C>>];
}

/// `B1` when a tiler (or thread layout) with `Self` entries has at most `R` modes.
pub trait AtMost<R> {
    type Out;
}
table! { AtMost:
    [R] Leaf, R => B1;
    [R] UTerm, R => B1;
    [U, B, R] UInt<U, B>, R => <UInt<U, B> as IsLessOrEqual<R>>::Output,
        where [UInt<U, B>: IsLessOrEqual<R>];
}

/// Whether the tiler `T` and `Self`, a tile coordinate, fit a layout `L`: `Ok` is
/// `(tiler fits, coordinate fits)`, `(B1, B1)` when both do.
pub trait TileFits<L, T> {
    type Ok;
    /// The entries of the tiler, of the coordinate, the layout's rank and the grid, for the
    /// errors.
    type TilerN;
    type CoordN;
    type Rank;
    type GridN;
}

impl<Crd, L, T> TileFits<L, T> for Crd
where
    L: AnyLayout,
    T: Tiler,
    Crd: Entries,
    T::Modes: Entries,
    L::Shape: Entries,
    EntriesOf<L::Shape>: Rank,
    EntriesOf<T::Modes>: AtMost<RankOf<L::Shape>>,
    EntriesOf<T::Modes>: GridRank<RankOf<L::Shape>>,
    EntriesOf<Crd>: CoordFits<Grid<T, L>>,
{
    type Ok = (
        <EntriesOf<T::Modes> as AtMost<RankOf<L::Shape>>>::Out,
        <EntriesOf<Crd> as CoordFits<Grid<T, L>>>::Out,
    );
    type TilerN = EntriesOf<T::Modes>;
    type CoordN = EntriesOf<Crd>;
    type Rank = RankOf<L::Shape>;
    type GridN = Grid<T, L>;
}

/// The rank of the grid of tiles of `L` by `T`.
type Grid<T, L> =
    <EntriesOf<<T as Tiler>::Modes> as GridRank<RankOf<<L as AnyLayout>::Shape>>>::Out;

/// A tile coordinate with `_` appended up to the rank `G` of the grid (CuTe's
/// `append<R>(coord, _)`): a tuple shorter than the grid keeps the grid's remaining modes
/// whole; an integer (a 1-D index into the grid) and `_` stay as they are.
pub trait FillGrid<G> {
    type Out: Copy;
    fn fill(self) -> Self::Out;
}

macro_rules! fill_leaf {
    ($([$($g:tt)*] $t:ty),*) => {$(
        impl<G, $($g)*> FillGrid<G> for $t {
            type Out = $t;
            #[inline(always)]
            fn fill(self) -> $t {
                self
            }
        }
    )*};
}
crate::arity::with_leaves!(fill_leaf);
fill_leaf!([] Dyn, [] usize, [] Underscore);

macro_rules! fill_grid {
    ($($r:ident: [$($i:tt $t:ident)*] [$($u:ident)*];)*) => {$(
        impl<$($t: Copy),*> FillGrid<typenum::$r> for ($($t,)*) {
            type Out = ($($t,)* $($u,)*);
            #[inline(always)]
            fn fill(self) -> Self::Out {
                ($(self.$i,)* $(fill_grid!(@v $u),)*)
            }
        }
    )*};
    (@v $u:ident) => { Underscore };
}
fill_grid! {
    U1: [0 T0] [];
    U2: [0 T0 1 T1] []; U2: [0 T0] [Underscore];
    U3: [0 T0 1 T1 2 T2] []; U3: [0 T0 1 T1] [Underscore]; U3: [0 T0] [Underscore Underscore];
    U4: [0 T0 1 T1 2 T2 3 T3] []; U4: [0 T0 1 T1 2 T2] [Underscore];
    U4: [0 T0 1 T1] [Underscore Underscore]; U4: [0 T0] [Underscore Underscore Underscore];
    U5: [0 T0 1 T1 2 T2 3 T3 4 T4] []; U5: [0 T0 1 T1 2 T2 3 T3] [Underscore];
    U5: [0 T0 1 T1 2 T2] [Underscore Underscore]; U5: [0 T0 1 T1] [Underscore Underscore Underscore];
    U5: [0 T0] [Underscore Underscore Underscore Underscore];
    U6: [0 T0 1 T1 2 T2 3 T3 4 T4 5 T5] [];
    U7: [0 T0 1 T1 2 T2 3 T3 4 T4 5 T5 6 T6] [];
    U8: [0 T0 1 T1 2 T2 3 T3 4 T4 5 T5 6 T6 7 T7] [];
}

/// Whether `Self`, a thread layout, fits a layout `L`: `Ok` is `B1` when it does.
pub trait ThreadsFit<L> {
    type Ok;
    /// The thread layout's rank and the layout's, for the error.
    type N;
    type Rank;
}

impl<Thr, L> ThreadsFit<L> for Thr
where
    L: AnyLayout,
    Thr: ThreadLayout,
    <Thr::Tiler as Tiler>::Modes: Entries,
    L::Shape: Entries,
    EntriesOf<L::Shape>: Rank,
    EntriesOf<<Thr::Tiler as Tiler>::Modes>: AtMost<RankOf<L::Shape>>,
{
    type Ok = <EntriesOf<<Thr::Tiler as Tiler>::Modes> as AtMost<RankOf<L::Shape>>>::Out;
    type N = EntriesOf<<Thr::Tiler as Tiler>::Modes>;
    type Rank = RankOf<L::Shape>;
}

/// The error of a tile coordinate with `N` entries (a typenum number) on the grid `Self`.
pub trait CoordError<N> {}
impl<N> CoordError<N> for LeafGrid where B0: TileCoordLeafGrid<N> {}
impl<N> CoordError<N> for UTerm where B0: TileCoordRank<N, UTerm> {}
impl<N, U, B> CoordError<N> for UInt<U, B> where B0: TileCoordRank<N, UInt<U, B>> {}

crate::decimal::decimal_check! {
    /// A tile coordinate has one entry per mode of the grid.
    #[diagnostic::on_unimplemented(
        message = "local_tile: the tile coordinate has {N} entries, more than the grid of tiles' {R} modes",
        label = "give at most one entry per mode of the grid (one per mode of the layout for a tuple tiler; CuTe appends `_` for the rest), or one integer: a 1-D index into the grid",
        note = "Num<N> is the number N"
    )]
    TileCoordRank / TileCoordRankFails<N, R>;
    /// The grid of a 1-D tiler is indexed by one integer.
    #[diagnostic::on_unimplemented(
        message = "local_tile: the tile coordinate has {N} entries, but the grid of tiles of a 1-D tiler is one mode, indexed by one integer",
        label = "give one integer, or a tuple tiler (one entry per mode of the layout) for a tuple coordinate",
        note = "Num<N> is the number N"
    )]
    TileCoordLeafGrid / TileCoordLeafGridFails<N>;
    /// A tiler has at most as many modes as the layout.
    #[diagnostic::on_unimplemented(
        message = "local_tile: the tiler has {N} modes, more than the layout's {R}",
        label = "a tiler has at most one mode per mode of the layout",
        note = "Num<N> is the number N"
    )]
    TileTilerRank / TileTilerRankFails<N, R>;
    /// A thread layout has at most as many modes as the layout it partitions.
    #[diagnostic::on_unimplemented(
        message = "local_partition: the thread layout has {N} modes, more than the layout's {R}",
        label = "a thread layout has at most one mode per mode of the partitioned layout",
        note = "Num<N> is the number N"
    )]
    ThreadRank / ThreadRankFails<N, R>;
}
