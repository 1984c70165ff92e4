//! Identity (counting) tensors and `elem_less`: CuTe's predication of partial tiles.
//!
//! CuTe's `make_identity_tensor(shape)` is a tensor whose element at a coordinate is that
//! coordinate. Tiled like the data it stands for (`local_tile` with the same tiler and tile
//! coordinate), it tells each element of a tile where it sits in the whole matrix, and
//! `elem_less(coordinate, shape)` says whether that is inside: the predicate of a copy at the
//! edge of a matrix the tile does not divide.
//!
//! ```
//! use cute_layout::prelude::*;
//! use cute_layout::tensor::{elem_less, make_identity_tensor};
//! let (m, n) = (10usize, 7usize);
//! let id = make_identity_tensor(make_shape!((m, n)));
//! // The (4, 4) tile (2, 1): rows 8..12, columns 4..8 of a 10 x 7 matrix.
//! let tile = id.local_tile(make_shape!((_4, _4)), (2, 1));
//! assert_eq!(tile.get((1, 2)), (9, 6));
//! let inside = (0..4).flat_map(|j| (0..4).map(move |i| (i, j)))
//!     .filter(|&c| elem_less(tile.get(c), id.shape()))
//!     .count();
//! assert_eq!(inside, 2 * 3);
//! ```

use super::tiler::ThreadLayout;
use crate::tuple::LeafValue;

mod sealed {
    pub trait Sealed {}
}

/// A flat shape (a tuple of 1 to 4 integer leaves: typenum constants, [`Dyn`](crate::Dyn)
/// values, `usize`) or a coordinate of one: what identity tensors and [`elem_less`] take.
/// Sealed.
pub trait FlatShape: sealed::Sealed + Copy {
    /// A coordinate of the shape: one `usize` per mode.
    type Coord: Copy + PartialEq + core::fmt::Debug;
    /// The extents, as a coordinate (negative leaves read as 0).
    fn extents(&self) -> Self::Coord;
    /// Bit `i` is set where mode `i` is a constant (printed `_N`).
    #[doc(hidden)]
    fn static_modes(&self) -> u8;
}

/// CuTe's identity tensor over a flat shape: the element at coordinate `c` is
/// `origin + step * c`, entry by entry (the origin is 0 for [`make_identity_tensor`], the
/// tile's first coordinate for a tile, the thread's for a partition; the step is 1 but for a
/// thread's partition, where it is the thread layout's shape).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct IdentityTensor<S: FlatShape> {
    shape: S,
    origin: S::Coord,
    step: S::Coord,
    /// Which modes of the shape CuTe would hold as constants, and which entries of the origin
    /// are its constant `_0` (a bit per mode; a tile's origin is a run-time coordinate, a
    /// thread's too but where its thread layout has one thread along the mode).
    static_shape: u8,
    static_origin: u8,
    /// Which entries of the step are constants (all but where a run-time thread layout
    /// partitioned the mode).
    static_step: u8,
    /// A tile or a thread's part: CuTe builds its layout by division, which writes the stride
    /// of a static extent-1 mode as `_0` (the whole tensor keeps its basis stride).
    divided: bool,
}

/// CuTe's `make_identity_tensor(shape)`: the tensor whose element at each coordinate of
/// `shape` is that coordinate.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::make_identity_tensor;
/// let id = make_identity_tensor(make_shape!((300usize, _4)));
/// assert_eq!(id.get((299, 3)), (299, 3));
/// ```
pub fn make_identity_tensor<S: FlatShape>(shape: S) -> IdentityTensor<S>
where
    S::Coord: Default + FlatCoord,
{
    IdentityTensor {
        shape,
        origin: S::Coord::default(),
        step: S::Coord::splat(1),
        static_shape: shape.static_modes(),
        static_origin: !0,
        static_step: !0,
        divided: false,
    }
}

/// CuTe's `make_identity_layout(shape)`: the layout that maps each coordinate of `shape` to
/// itself, with CuTe's basis strides (`_1@0` is one step along entry 0 of the result).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::make_identity_layout;
/// let (m, n) = (6usize, 4usize);
/// let l = make_identity_layout(make_shape!((m, n)));
/// assert_eq!(l.to_string(), "(6,4):(_1@0,_1@1)");
/// assert_eq!((l.size(), l.get((5, 3)), l.get_index(7)), (24, (5, 3), (1, 1)));
/// ```
pub fn make_identity_layout<S: FlatShape>(shape: S) -> IdentityLayout<S>
where
    S::Coord: Default + FlatCoord,
{
    make_identity_tensor(shape).layout()
}

/// CuTe's identity layout: a flat shape whose strides are basis elements, so that its value
/// at a coordinate is the coordinate (scaled by the steps of a thread's part). What
/// [`make_identity_layout`] gives and [`IdentityTensor::layout`] returns.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct IdentityLayout<S: FlatShape>(IdentityTensor<S>);

impl<S: FlatShape> IdentityLayout<S>
where
    S::Coord: FlatCoord,
{
    /// The shape.
    pub fn shape(&self) -> S {
        self.0.shape()
    }
    /// The number of coordinates (the product of the shape).
    pub fn size(&self) -> usize {
        self.0.size()
    }
    /// The value at `crd` (CuTe's `layout(crd)`): `step * crd`, a coordinate.
    pub fn get(&self, crd: S::Coord) -> S::Coord {
        self.0.get(crd)
    }
    /// The value at the 1-D coordinate `i`, the first mode fastest.
    pub fn get_index(&self, i: usize) -> S::Coord {
        self.0.get_index(i)
    }

    /// The identity tensor whose layout this is.
    pub(super) fn tensor(&self) -> &IdentityTensor<S> {
        &self.0
    }
}

/// CuTe's `print(layout)` of an identity layout: `shape:stride`, the strides written `_k@i`
/// (a constant `k` along entry `i`; `_0` for a divided mode of static extent 1, as CuTe's).
impl<S: FlatShape> core::fmt::Display for IdentityLayout<S>
where
    S::Coord: FlatCoord,
{
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let t = &self.0;
        let shape = cute_tuple(&t.shape.extents(), t.static_shape, false);
        let zero = t.zero_strides();
        let strides: Vec<String> = (t.step.entries().iter().enumerate())
            .map(
                |(i, k)| match (zero & (1 << i) != 0, t.static_step & (1 << i) != 0) {
                    (true, _) => "_0".to_string(),
                    (false, true) => format!("_{k}@{i}"),
                    (false, false) => format!("{k}@{i}"),
                },
            )
            .collect();
        write!(f, "{shape}:({})", strides.join(","))
    }
}

/// CuTe's `elem_less(a, b)`: every entry of `a` is below the entry of `b` in the same mode
/// (for a coordinate `a` and a shape `b`: `a` is inside `b`).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::elem_less;
/// let (m, n) = (10usize, 7usize);
/// assert!(elem_less((9usize, 6usize), make_shape!((m, n))));
/// assert!(!elem_less((9usize, 7usize), make_shape!((m, n))));
/// assert!(elem_less((3usize, 0usize), make_shape!((_4, _1))));
/// ```
pub fn elem_less<A: FlatShape, B: FlatShape<Coord = A::Coord>>(a: A, b: B) -> bool
where
    A::Coord: FlatCoord,
{
    a.extents().less(&b.extents())
}

/// A coordinate of a flat shape (one `usize` per mode): entry-wise comparison and arithmetic.
/// Sealed.
pub trait FlatCoord: sealed::Sealed + Copy {
    /// Every entry of `self` is below the entry of `other`.
    fn less(&self, other: &Self) -> bool;
    /// `self + other`, entry by entry.
    fn add(&self, other: &Self) -> Self;
    /// `self * other`, entry by entry.
    fn mul(&self, other: &Self) -> Self;
    /// The coordinate of index `i` in a shape of these extents, the first mode fastest (CuTe's
    /// `idx2crd` with the compact column-major order); each entry is taken modulo its extent.
    fn from_index(i: usize, extents: &Self) -> Self;
    /// The product of the entries.
    fn product(&self) -> usize;
    /// Every entry `v`.
    fn splat(v: usize) -> Self;
    /// `ceil(self / other)`, entry by entry (0 where `other` is 0).
    fn ceil_div(&self, other: &Self) -> Self;
    /// The entries, mode 0 first.
    fn entries(&self) -> Vec<usize>;
    /// The coordinate of entries `e`, then `fill` where `e` is short.
    #[doc(hidden)]
    fn from_entries(e: &[usize], fill: usize) -> Self;
}

impl<S: FlatShape> IdentityTensor<S>
where
    S::Coord: FlatCoord,
{
    /// The shape.
    pub fn shape(&self) -> S {
        self.shape
    }

    /// The coordinate of its first element in the tensor it was tiled from (0 for the whole).
    pub fn origin(&self) -> S::Coord {
        self.origin
    }

    /// Its layout (CuTe's `tensor.layout()`): the shape and the basis strides, without the
    /// origin.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::make_identity_tensor;
    /// let id = make_identity_tensor(make_shape!((10usize, _8)));
    /// assert_eq!(id.layout().to_string(), "(10,_8):(_1@0,_1@1)");
    /// // CuTe keeps the origin's column `_0`: one static tile spans the 8 columns.
    /// let tile = id.local_tile(make_shape!((_4, _8)), (1, 0));
    /// assert_eq!(tile.to_string(), "ArithTuple(4,_0) o (_4,_8):(_1@0,_1@1)");
    /// assert_eq!(tile.layout().get((1, 2)), (1, 2));
    /// ```
    pub fn layout(&self) -> IdentityLayout<S> {
        let mut whole = *self;
        whole.origin = S::Coord::splat(0);
        IdentityLayout(whole)
    }

    /// Which entries of its origin are CuTe's constant `_0` (bit per mode).
    pub(super) fn static_origin(&self) -> u8 {
        self.static_origin
    }

    /// Which modes of its shape are static (bit per mode).
    pub(super) fn static_shape(&self) -> u8 {
        self.static_shape
    }

    /// Which entries of every element are CuTe's constant `_0`: those of the origin that no
    /// stride moves.
    pub(super) fn element_statics(&self) -> u8 {
        self.static_origin & self.zero_strides()
    }

    /// The modes whose stride CuTe writes `_0`: a divided mode of static extent 1 (bit per
    /// mode).
    fn zero_strides(&self) -> u8 {
        if self.divided {
            ones(&self.shape.extents()) & self.static_shape
        } else {
            0
        }
    }

    /// The coordinate steps of its modes (1 but for a thread's `local_partition`).
    pub(super) fn step(&self) -> S::Coord {
        self.step
    }

    /// The element at `crd`: `origin + step * crd`, the coordinate in the whole tensor.
    pub fn get(&self, crd: S::Coord) -> S::Coord {
        self.origin.add(&self.step.mul(&crd))
    }

    /// The element at the 1-D coordinate `i` (CuTe's `tensor(i)`): index `i` of the shape, the
    /// first mode fastest, as for every tensor of this shape (a tile of the data taken with the
    /// same tiler numbers its elements the same way).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::make_identity_tensor;
    /// let id = make_identity_tensor(make_shape!((10usize, 7usize)));
    /// let tile = id.local_tile(make_shape!((_4, _4)), (2, 1));
    /// assert_eq!(tile.get_index(0), (8, 4));
    /// assert_eq!(tile.get_index(5), (9, 5)); // coordinate (1, 1) of the tile
    /// assert_eq!(tile.size(), 16);
    /// ```
    pub fn get_index(&self, i: usize) -> S::Coord {
        self.get(S::Coord::from_index(i, &self.shape.extents()))
    }

    /// Element `i` as CuTe prints it (`print(cA(i))`): an entry that is CuTe's constant `_0`
    /// in the origin and that no stride moves prints as `_0`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::make_identity_tensor;
    /// let id = make_identity_tensor(make_shape!((_8, _8)));
    /// assert_eq!(id.cute_string_at(9), "(1,1)");
    /// // CuTe: ArithTuple(4,0) o (_4,_1):(_1@0,_0) (a run-time tile coordinate), element 2 (6,0).
    /// let tile = id.local_tile(make_shape!((_4, _1)), (1, 0));
    /// assert_eq!(tile.to_string(), "ArithTuple(4,0) o (_4,_1):(_1@0,_0)");
    /// assert_eq!(tile.cute_string_at(2), "(6,0)");
    /// ```
    pub fn cute_string_at(&self, i: usize) -> String {
        cute_tuple(&self.get_index(i), self.element_statics(), false)
    }

    /// The number of elements (the product of the shape).
    pub fn size(&self) -> usize {
        self.shape.extents().product()
    }

    /// Whether `crd` is inside the shape.
    pub fn contains(&self, crd: S::Coord) -> bool {
        crd.less(&self.shape.extents())
    }

    /// CuTe's `local_tile(identity, tiler, coord)`: the tile `coord` of the `tiler` tiling, an
    /// identity tensor of the tiler's shape whose elements are coordinates of the whole (those
    /// of a partial tile at the edge run past the whole's shape: test them with
    /// [`elem_less`]).
    pub fn local_tile<T: FlatShape<Coord = S::Coord>>(
        &self,
        tiler: T,
        coord: S::Coord,
    ) -> IdentityTensor<T> {
        // CuTe's origin entry stays the constant `_0` where the grid has one static tile along
        // the mode (the coordinate indexes a static extent 1); elsewhere it is run-time.
        let grid = self.shape.extents().ceil_div(&tiler.extents());
        let one_tile = ones(&grid) & self.static_shape & tiler.static_modes();
        IdentityTensor {
            shape: tiler,
            origin: self.get(coord.mul(&tiler.extents())),
            step: self.step,
            static_shape: tiler.static_modes(),
            static_origin: self.static_origin & one_tile,
            static_step: self.static_step,
            divided: true,
        }
    }

    /// CuTe's `local_partition(identity, thr_layout, thread)`, as
    /// [`local_partition`](super::local_partition) partitions data: the elements of every
    /// `shape(thr)` tile that `thread` owns, where element `j` is the coordinate
    /// `thread's coordinate + j * shape(thr)` of this tensor (its shape: this shape divided by
    /// the thread layout's, rounded up). A thread layout of lower rank splits the leading
    /// modes and leaves the others whole, as in CuTe.
    ///
    /// # Panics
    /// If `thread >= size(thr)`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::{local_partition, make_identity_tensor, Tensor};
    /// let data: Vec<usize> = (0..64).collect();
    /// let m = Tensor::<_, layout!((8, 8):(1, 8))>::new(&data[..]).unwrap();
    /// let id = make_identity_tensor(make_shape!((_8, _8)));
    /// // 2x4 threads, row-major: thread 5 sits at row 1, column 1.
    /// let thr = <layout!((2, 4):(4, 1))>::new();
    /// let p = local_partition(&m, thr, 5);
    /// let c = id.local_partition(thr, 5);
    /// assert_eq!(c.shape(), (4, 2));
    /// for i in 0..8 {
    ///     let (r, col) = c.get_index(i);
    ///     assert_eq!(p[i], r + 8 * col); // the element at that coordinate of m
    /// }
    /// // Four threads along the rows only (CuTe prints the same for both).
    /// let rows = id.local_partition(<layout!(4:1)>::new(), 3);
    /// assert_eq!(rows.to_string(), "ArithTuple(3,_0) o (_2,_8):(_4@0,_1@1)");
    /// assert_eq!(local_partition(&m, <layout!(4:1)>::new(), 3).layout().to_string(), "(_2,_8):(_4,_8)");
    /// ```
    #[track_caller]
    pub fn local_partition<Thr>(&self, thr: Thr, thread: usize) -> IdentityTensor<S::Coord>
    where
        Thr: ThreadLayout<Coord: PadCoord<S::Coord>>,
        S::Coord: FlatShape<Coord = S::Coord>,
    {
        self.partition_among(thr, thread, thr.threads())
    }

    /// [`local_partition`](Self::local_partition) for `thread` of `threads` (more than
    /// `size(Thr)` where `Thr` is a projection of the thread layout).
    #[track_caller]
    pub(super) fn partition_among<Thr>(
        &self,
        thr: Thr,
        thread: usize,
        threads: usize,
    ) -> IdentityTensor<S::Coord>
    where
        Thr: ThreadLayout<Coord: PadCoord<S::Coord>>,
        S::Coord: FlatShape<Coord = S::Coord>,
    {
        assert!(
            thread < threads,
            "local_partition: thread {thread} is not below the thread layout's size {threads}"
        );
        // A thread layout of lower rank splits the leading modes; the others are whole.
        let extents = thr.extents();
        let t = S::Coord::from_entries(&extents.iter().map(|&(e, _)| e).collect::<Vec<_>>(), 1);
        // A mode (and its step) stays a constant where it was one and the thread layout's
        // extent along it is a constant (or the thread layout leaves it whole).
        let run_time =
            (extents.iter().enumerate()).fold(0u8, |m, (i, &(_, s))| m | (u8::from(!s) << i));
        IdentityTensor {
            shape: self.shape.extents().ceil_div(&t),
            origin: self.get(thr.coord(thread).pad()),
            step: self.step.mul(&t),
            static_shape: self.static_shape & !run_time,
            static_step: self.static_step & !run_time,
            // A mode the thread layout does not split (a constant extent 1) keeps the
            // thread's coordinate `_0`.
            static_origin: self.static_origin & ones(&t) & !run_time,
            divided: true,
        }
    }
}

/// A thread's coordinate in a thread layout of rank at most `C`'s, completed to `C`'s rank
/// with 0: a thread layout that splits only the leading modes of an identity tensor. Sealed.
#[doc(hidden)] // machinery bound of `local_partition`; the rule is in its docs
#[diagnostic::on_unimplemented(
    message = "local_partition: the thread layout has more modes than the identity tensor (its thread coordinate `{Self}` does not fit `{C}`)",
    label = "a thread layout may have at most as many modes as the tensor it partitions",
    note = "CuTe: logical_divide: too many modes in the tiler; project the thread layout with `local_partition_step(&t, thr, thread, (U1::new(), X::default(), ...))`"
)]
pub trait PadCoord<C>: Copy {
    /// `self`, then 0 in every missing entry.
    fn pad(self) -> C;
}

macro_rules! pad_coords {
    ($(($($i:tt)*) => [$($f:ident)*]),+ $(,)?) => {$(
        impl PadCoord<($(pad_coords!(@u $i),)* $(pad_coords!(@u $f),)*)> for ($(pad_coords!(@u $i),)*) {
            #[inline(always)]
            fn pad(self) -> ($(pad_coords!(@u $i),)* $(pad_coords!(@u $f),)*) {
                ($(self.$i,)* $(pad_coords!(@zero $f),)*)
            }
        }
    )+};
    (@u $t:tt) => { usize };
    (@zero $f:ident) => { 0 };
}
pad_coords!(
    (0) => [], (0) => [a], (0) => [a b], (0) => [a b c],
    (0 1) => [], (0 1) => [a], (0 1) => [a b],
    (0 1 2) => [], (0 1 2) => [a],
    (0 1 2 3) => [],
);

// A leaf thread layout (`4:1`) has a bare `usize` coordinate: its one mode.
macro_rules! pad_leaf {
    ($($f:ident)*) => {
        impl PadCoord<(usize, $(pad_coords!(@u $f),)*)> for usize {
            #[inline(always)]
            fn pad(self) -> (usize, $(pad_coords!(@u $f),)*) {
                (self, $(pad_coords!(@zero $f),)*)
            }
        }
    };
}
pad_leaf!();
pad_leaf!(a);
pad_leaf!(a b);
pad_leaf!(a b c);

/// Bit `i` set where entry `i` of `c` is 1.
fn ones<C: FlatCoord>(c: &C) -> u8 {
    (c.entries().iter().enumerate()).fold(0, |m, (i, &v)| m | (u8::from(v == 1) << i))
}

/// A coordinate as CuTe prints it, `(a,b)`: entry `i` as `_a` where bit `i` of `statics` is
/// set, followed by `@i` with `at_mode` (a stride along entry `i`).
pub(super) fn cute_tuple<C: FlatCoord>(c: &C, statics: u8, at_mode: bool) -> String {
    let parts: Vec<String> = c
        .entries()
        .iter()
        .enumerate()
        .map(|(i, v)| {
            let under = if statics & (1 << i) != 0 { "_" } else { "" };
            let mode = if at_mode {
                format!("@{i}")
            } else {
                String::new()
            };
            format!("{under}{v}{mode}")
        })
        .collect();
    format!("({})", parts.join(","))
}

/// CuTe's `print(tensor)` of an identity tensor: its layout, `ArithTuple(origin) o
/// shape:stride` ([`print_tensor`](super::print_tensor) adds the elements).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::make_identity_tensor;
/// let id = make_identity_tensor(make_shape!((_8, _8)));
/// assert_eq!(id.to_string(), "ArithTuple(_0,_0) o (_8,_8):(_1@0,_1@1)");
/// let tile = id.local_tile(make_shape!((_4, _2)), (1, 2));
/// assert_eq!(tile.to_string(), "ArithTuple(4,4) o (_4,_2):(_1@0,_1@1)");
/// ```
impl<S: FlatShape> core::fmt::Display for IdentityTensor<S>
where
    S::Coord: FlatCoord,
{
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let origin = cute_tuple(&self.origin, self.static_origin, false);
        write!(f, "ArithTuple{origin} o {}", self.layout())
    }
}

fn extent<L: LeafValue>(l: &L) -> usize {
    usize::try_from(l.value()).unwrap_or(0)
}

macro_rules! flat {
    ($($t:ident $c:ident $i:tt),+) => {
        impl<$($t: LeafValue),+> sealed::Sealed for ($($t,)+) {}
        impl<$($t: LeafValue),+> FlatShape for ($($t,)+) {
            type Coord = ($(flat!(@usize $c),)+);
            #[inline(always)]
            fn extents(&self) -> Self::Coord {
                ($(extent(&self.$i),)+)
            }
            #[inline(always)]
            fn static_modes(&self) -> u8 {
                0 $(| (u8::from($t::STATIC) << $i))+
            }
        }
        impl FlatCoord for ($(flat!(@usize $c),)+) {
            #[inline(always)]
            fn less(&self, other: &Self) -> bool {
                true $(&& self.$i < other.$i)+
            }
            #[inline(always)]
            fn add(&self, other: &Self) -> Self {
                ($(self.$i + other.$i,)+)
            }
            #[inline(always)]
            fn mul(&self, other: &Self) -> Self {
                ($(self.$i * other.$i,)+)
            }
            #[inline(always)]
            #[allow(unused_assignments)] // the last entry's quotient
            fn from_index(i: usize, extents: &Self) -> Self {
                let mut rest = i;
                ($({
                    let e = extents.$i.max(1);
                    let c = rest % e;
                    rest /= e;
                    c
                },)+)
            }
            #[inline(always)]
            fn product(&self) -> usize {
                1 $(* self.$i)+
            }
            #[inline(always)]
            fn splat(v: usize) -> Self {
                ($(flat!(@v v $c),)+)
            }
            #[inline(always)]
            fn ceil_div(&self, other: &Self) -> Self {
                ($(self.$i.checked_div(other.$i).map_or(0, |q| q + usize::from(self.$i % other.$i != 0)),)+)
            }
            fn entries(&self) -> Vec<usize> {
                vec![$(self.$i),+]
            }
            #[inline]
            fn from_entries(e: &[usize], fill: usize) -> Self {
                ($(e.get($i).copied().unwrap_or(fill),)+)
            }
        }
    };
    (@usize $c:ident) => { usize };
    (@v $v:ident $c:ident) => { $v };
}

flat!(T0 C0 0);
flat!(T0 C0 0, T1 C1 1);
flat!(T0 C0 0, T1 C1 1, T2 C2 2);
flat!(T0 C0 0, T1 C1 1, T2 C2 2, T3 C3 3);
