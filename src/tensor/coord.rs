//! A rank-2 identity tensor past the flat form: what CuTe's `thr_mma.partition_C(cC)` or
//! `thr_copy.partition_S(cA)` gives for `cC = make_identity_tensor(shape)` (the coordinates of
//! the elements the thread's part of the data holds: the predicates of a tile at a matrix's
//! edge), and what `local_tile(cA, tiler, make_coord(m, _))` gives (a tile that keeps the k
//! tiles as a mode), with its thread partitions.
//!
//! The atoms and the tilers partition a layout; an identity tensor is partitioned as the layout
//! `(M, N):(_1, _4294967296)` ([`IdLayout`]), which has the identity's shape and, like CuTe's
//! basis strides `(_1@0, _1@1)`, never merges its two modes (so the partition has CuTe's
//! shape). An offset `s` of the part is then the coordinate `(s % 2^32, s / 2^32)`, also past
//! the shape where a tile the shape does not divide reaches, and each stride of the part is
//! one basis element, printed as CuTe prints it (`_8@0`: 8 along mode 0).

use super::identity::{FlatCoord, FlatShape, IdentityTensor};
use super::local::{no_such_thread, LocalPartitionInput, LocalTileInput};
use super::local::{LocalPartition, LocalPartitionOp, LocalTile, LocalTileOp};
use super::tiler::ThreadLayout;
use super::Loops;
use crate::layout::Layout;
use crate::tuple::Underscore;
use crate::{AnyLayout, Crd2IdxOp, SliceOp};
use cute_layout_dynamic::IntTuple;

/// The stride of mode 1 of [`IdLayout`]: more than any mode-0 coordinate a part reaches.
const BASE: u64 = 1 << 32;

/// The layout an atom partitions for a rank-2 identity tensor of shape `(S0, S1)`:
/// `(S0, S1):(_1, _4294967296)`.
pub(crate) type IdLayout<S0, S1> = Layout<(S0, S1), (typenum::U1, typenum::U4294967296)>;

impl<S0: Copy, S1: Copy> IdentityTensor<(S0, S1)>
where
    (S0, S1): FlatShape<Coord = (usize, usize)>,
{
    /// The layout a TiledMMA or a TiledCopy partitions for this tensor ([`IdLayout`]).
    pub(crate) fn id_layout(&self) -> IdLayout<S0, S1> {
        let shape = self.shape();
        Layout::from_parts(shape, (typenum::U1::new(), typenum::U4294967296::new()))
    }

    /// CuTe's `identity(_, j)`: the modes kept by `_` ([`Underscore`](crate::Underscore)), a
    /// [`CoordTensor`] (see its [`try_slice`](CoordTensor::try_slice)).
    ///
    /// # Panics
    /// If the coordinate is outside the shape.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::make_identity_tensor;
    /// let c = make_identity_tensor(make_shape!((_8, _4)));
    /// assert_eq!(c.slice((Underscore, 1)).to_string(), "ArithTuple(_0,1) o (_8):(_1@0)");
    /// assert_eq!(c.slice((2, Underscore)).to_string(), "ArithTuple(2,_0) o (_4):(_1@1)");
    /// ```
    #[track_caller]
    pub fn slice<C: Copy>(&self, coord: C) -> CoordTensor<<IdLayout<S0, S1> as SliceOp<C>>::Output>
    where
        IdLayout<S0, S1>: SliceOp<C>,
    {
        self.as_coords().slice(coord)
    }

    /// The whole tensor as a [`CoordTensor`] over [`IdLayout`], for the operations whose
    /// results leave the flat form (a tile with a `_` mode, an atom's partition).
    pub(crate) fn as_coords(&self) -> CoordTensor<IdLayout<S0, S1>> {
        CoordTensor {
            part: self.id_layout(),
            origin: self.origin(),
            step: self.step(),
            static_origin: self.static_origin() & 3,
        }
    }
}

/// A tile coordinate of a rank-2 identity tensor with a `_` (CuTe's `make_coord(m, _)`): the
/// tile keeps that mode's grid of tiles as a mode of its own. Sealed.
#[doc(hidden)] // machinery bound of `local_tile`'s impls; the coordinates are in its docs
#[diagnostic::on_unimplemented(
    message = "local_tile: `{Self}` is not a tile coordinate of a rank-2 identity tensor",
    label = "a tile coordinate has one `usize` (or `_`) per mode of the tensor",
    note = "a tiler and coordinate of 3 modes (a GEMM's CTA tiler) need the projection: `local_tile_step(&t, tiler, coord, (U1::new(), X::default(), U1::new()))`"
)]
pub trait RestCoord2: Copy + rest_seal::Sealed {
    /// Bit `i` set where entry `i` is `_`.
    const REST: u8;
}

mod rest_seal {
    pub trait Sealed {}
}

macro_rules! rest_coords {
    ($($t:ty => $bits:expr),+) => {$(
        impl rest_seal::Sealed for $t {}
        impl RestCoord2 for $t {
            const REST: u8 = $bits;
        }
    )+};
}
rest_coords!(
    (usize, Underscore) => 0b10,
    (Underscore, usize) => 0b01,
    (Underscore, Underscore) => 0b11
);

/// CuTe's `local_tile(identity, tiler, make_coord(m, _))`: the tile with the `_` mode's tiles
/// kept, `(BM, BK, k)` for a tiler `(BM, BK)`; its entries are coordinates of the whole.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{local_tile, make_identity_tensor};
/// let ca = make_identity_tensor(make_shape!((300usize, 200usize)));
/// let t = local_tile(&ca, make_shape!((_128, _16)), (2usize, Underscore));
/// assert_eq!(t.to_string(), "ArithTuple(256,_0) o (_128,_16,13):(_1@0,_1@1,_16@1)");
/// assert_eq!(t.get((5, 3, 2)), Some((261, 35)));
/// ```
impl<S0: Copy, S1: Copy, T, C> LocalTileInput<T, C> for &IdentityTensor<(S0, S1)>
where
    (S0, S1): FlatShape<Coord = (usize, usize)>,
    C: RestCoord2,
    IdLayout<S0, S1>: LocalTileOp<T, C>,
{
    type Output = CoordTensor<LocalTile<IdLayout<S0, S1>, T, C>>;
    #[track_caller]
    fn tile(self, tiler: T, coord: C) -> Self::Output {
        let whole = self.as_coords();
        let (tile, start) = whole
            .part
            .tile_at(tiler, coord)
            .unwrap_or_else(|e| panic!("{e}"));
        // A run-time tile coordinate makes its entry of the origin a run-time value, but for
        // a grid mode of static extent 1 (CuTe's offset there is `_0`).
        let one_tile = single_tile_modes(self, &tile, C::REST);
        CoordTensor {
            part: tile,
            origin: whole.at_offset(start as isize),
            step: whole.step,
            static_origin: whole.static_origin & (C::REST | one_tile),
        }
    }
}

/// The modes of `whole` whose grid of tiles is one static tile (bit per mode): a static
/// extent within the tile's static extent. `tile` is the tile of `whole` with the tiler's
/// modes first, then the grid modes kept by `_` (bits `rest`); a mode the tiler leaves out
/// is its own tile.
fn single_tile_modes<S0, S1>(
    whole: &IdentityTensor<(S0, S1)>,
    tile: &impl AnyLayout,
    rest: u8,
) -> u8
where
    (S0, S1): FlatShape<Coord = (usize, usize)>,
{
    let Ok(shape) = tile.shape_dynamic() else {
        return 0;
    };
    let tiled = shape.rank().saturating_sub(rest.count_ones() as usize);
    let extents = whole.shape().extents();
    let mut ones = 0;
    for (i, extent) in [extents.0, extents.1].into_iter().enumerate() {
        let (tile_extent, tile_static) = match shape.mode(i) {
            Ok(m) if i < tiled => match m.product() {
                Ok(p) => (p.value as usize, m.is_static()),
                Err(_) => continue,
            },
            _ => (1, true),
        };
        let static_extent = whole.static_shape() & (1 << i) != 0;
        if static_extent && tile_static && extent <= tile_extent {
            ones |= 1 << i;
        }
    }
    ones
}

/// CuTe's `local_partition(tensor, thr, thread)` of a [`CoordTensor`] (a tile with a `_`
/// mode, CuTe's `local_partition(cta_cA, tA, tid)`), and with a projection through
/// [`local_partition_step`](super::local_partition_step).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{local_partition, local_tile_step, make_identity_tensor, X};
/// let ca = make_identity_tensor(make_shape!((300usize, 200usize)));
/// let cta = local_tile_step(&ca, make_shape!((_128, _64, _16)), (2usize, 1usize, Underscore),
///     (U1::new(), X::default(), U1::new()));
/// let t = local_partition(&cta, <layout!((32, 8):(1, 32))>::new(), 37);
/// assert_eq!(t.to_string(), "ArithTuple(261,1) o (_4,_2,13):(_32@0,_8@1,_16@1)");
/// assert_eq!(t.get((1, 0, 2)), Some((293, 33)));
/// ```
impl<P, Thr> LocalPartitionInput<Thr> for &CoordTensor<P>
where
    P: LocalPartitionOp<Thr> + AnyLayout,
    Thr: ThreadLayout,
{
    type Output = CoordTensor<LocalPartition<P, Thr>>;
    #[track_caller]
    fn part(self, thr: Thr, thread: usize) -> Self::Output {
        self.part_among(thr, thread, thr.threads())
    }
    #[track_caller]
    fn part_among(self, thr: Thr, thread: usize, threads: usize) -> Self::Output {
        let tiler: Vec<usize> = thr.extents().iter().map(|&(e, _)| e).collect();
        let Some((part, start)) = self.part.partition_among(thr, thread, threads) else {
            panic!("{}", no_such_thread(thread, threads))
        };
        self.sub_part(part, start as isize, &thread_strides(&self.part, &tiler))
    }
}

/// The strides along which the threads of a partition of `layout` by the tiler `tiler` (one
/// extent per leading mode) start: mode 0 of `zipped_divide(layout, tiler)`, whose coordinate
/// is the thread's.
fn thread_strides<P: AnyLayout>(layout: &P, tiler: &[usize]) -> Vec<i64> {
    let tiler = IntTuple::tuple(tiler.iter().map(|&t| IntTuple::from(t as i64)));
    let divided = (layout.as_dynamic().ok())
        .and_then(|l| cute_layout_dynamic::algebra::zipped_divide(&l, &(&tiler).into()).ok());
    match divided.as_ref().map(|z| z.mode(0)) {
        Some(Ok(threads)) => moving_strides(&threads),
        // Every entry moves where the division cannot be formed.
        _ => vec![1, BASE as i64],
    }
}

/// The strides of the leaves of `l` with more than one coordinate: the directions in which a
/// mode of threads moves their first elements.
pub(crate) fn moving_strides(l: &cute_layout_dynamic::Layout) -> Vec<i64> {
    let (shape, stride) = (l.shape().leaves(), l.stride().leaves());
    (shape.iter().zip(stride))
        .filter(|(s, _)| **s > 1)
        .map(|(_, d)| d)
        .collect()
}

/// Bit `i` set where one of `strides` (offsets of [`IdLayout`]) moves entry `i`.
fn moved_entries(strides: &[i64]) -> u8 {
    strides.iter().fold(0u8, |m, &d| {
        let (a, b) = offset_coord(d as isize);
        m | u8::from(a != 0) | (u8::from(b != 0) << 1)
    })
}

/// The coordinate of an offset of [`IdLayout`].
fn offset_coord(offset: isize) -> (usize, usize) {
    let s = u64::try_from(offset).unwrap_or(0);
    ((s % BASE) as usize, (s / BASE) as usize)
}

/// A part of a rank-2 identity tensor (a TiledMMA's `partition_a/b/c` or a TiledCopy's
/// `partition_s/d` of an [`IdentityTensor`], a `local_tile` with a `_` coordinate, and their
/// `local_partition`s): the element at index `i` is the coordinate, in the identity tensor's
/// whole shape, of the element at index `i` of the same part of the data. CuTe prints it as an `ArithTuple` origin composed with a layout of
/// basis strides.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{TiledMMA, SM80_16x8x16_F32F16F16F32_TN};
/// use cute_layout::tensor::{elem_less, make_identity_tensor};
/// type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
/// let cc = make_identity_tensor(make_shape!((_64, _32)));
/// let tc = Mma::default().get_slice(5).partition_c(&cc);
/// // CuTe: ArithTuple(1,2) o ((_2,_2),_2,_2):((_1@1,_8@0),_32@0,_16@1)
/// assert_eq!(tc.to_string(), "ArithTuple(1,2) o ((_2,_2),_2,_2):((_1@1,_8@0),_32@0,_16@1)");
/// assert_eq!((tc.get_index(1), tc.get_index(5)), ((1, 3), (33, 3)));
/// // The predicate of the thread's accumulators in a 40 x 30 matrix: rows 1, 9, 33 (not 41)
/// // and columns 2, 3, 18, 19 are inside.
/// let inside = (0..tc.size()).filter(|&i| elem_less(tc.get_index(i), (40usize, 30usize))).count();
/// assert_eq!(inside, 3 * 4);
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CoordTensor<P> {
    part: P,
    /// The coordinate of the first element, and the coordinate steps of the partitioned
    /// identity tensor (1 but for a thread's `local_partition` of one).
    origin: (usize, usize),
    step: (usize, usize),
    /// Bit `i`: entry `i` of the origin is a constant (printed `_0`).
    static_origin: u8,
}

impl<P: Loops> CoordTensor<P> {
    /// The number of elements.
    pub fn size(&self) -> usize {
        self.part.size()
    }

    /// The element at the 1-D coordinate `i` (CuTe's `tensor(i)`): a coordinate of the whole
    /// identity tensor.
    pub fn get_index(&self, i: usize) -> (usize, usize) {
        self.at_offset(self.part.offset_of_index(i))
    }

    /// The element at a coordinate of the part (CuTe's `tAcA(0, m, k)`): a 1-D index, or a
    /// natural or coarser tuple; `None` when an entry is past its mode.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::atom::{TiledMMA, SM80_16x8x16_F32F16F16F32_TN};
    /// use cute_layout::tensor::make_identity_tensor;
    /// type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
    /// let tc = Mma::default().get_slice(5).partition_c(&make_identity_tensor(make_shape!((_64, _32))));
    /// // ArithTuple(1,2) o ((_2,_2),_2,_2):((_1@1,_8@0),_32@0,_16@1): (1,2) + 1@1 + 32@0
    /// assert_eq!(tc.get(((1, 0), 1, 0)), Some((33, 3)));
    /// assert_eq!(tc.get(((1, 0), 1, 0)), Some(tc.get_index(5)));
    /// assert_eq!(tc.get((0, 2, 0)), None);
    /// ```
    pub fn get<C>(&self, coord: C) -> Option<(usize, usize)>
    where
        P: Crd2IdxOp<C>,
    {
        if !self.part.contains(&coord) {
            return None;
        }
        Some(self.at_offset(self.part.crd2idx(coord)))
    }

    /// The coordinate origin: the coordinate of element 0.
    pub fn origin(&self) -> (usize, usize) {
        self.origin
    }

    /// Element `i` as CuTe prints it (`print(tAcA(i))`): an entry that is CuTe's constant `_0`
    /// in the origin and that no stride of the part moves prints as `_0`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::atom::{TiledMMA, UniversalFMA};
    /// use cute_layout::tensor::make_identity_tensor;
    /// type Mma = TiledMMA<UniversalFMA<f64, f64, f64, f64>, layout!((8,8,1):(1,8,0))>;
    /// // CuTe: ArithTuple(0,_0) o (_1,_1,_1):(_0,_0,_0), whose element prints (0,_0).
    /// let ta = Mma::default().get_slice(24).partition_a(&make_identity_tensor(make_shape!((_8, _1))));
    /// assert_eq!(ta.cute_string_at(0), "(0,_0)");
    /// ```
    pub fn cute_string_at(&self, i: usize) -> String
    where
        P: AnyLayout,
    {
        super::identity::cute_tuple(&self.get_index(i), self.element_statics(), false)
    }
}

/// Slicing (CuTe's `tAcA(_, _, _, k)`): the modes kept by `_`, from the coordinate's element.
impl<P: AnyLayout> CoordTensor<P> {
    /// The part of the modes kept by `_` ([`Underscore`](crate::Underscore)), starting at the
    /// element of the coordinate; `None` when the coordinate is outside the shape. An entry of
    /// the origin that the coordinate moves is a run-time value, as in CuTe.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::{local_tile, make_identity_tensor};
    /// let ca = make_identity_tensor(make_shape!((300usize, 200usize)));
    /// let t = local_tile(&ca, make_shape!((_128, _16)), (2usize, Underscore));
    /// // CuTe's t(_,_,2) and t(3,_,2):
    /// let k2 = t.try_slice((Underscore, Underscore, 2)).unwrap();
    /// assert_eq!(k2.to_string(), "ArithTuple(256,32) o (_128,_16):(_1@0,_1@1)");
    /// assert_eq!(t.slice((3, Underscore, 2)).to_string(), "ArithTuple(259,32) o (_16):(_1@1)");
    /// assert!(t.try_slice((Underscore, Underscore, 13)).is_none());
    /// ```
    pub fn try_slice<C: Copy>(&self, coord: C) -> Option<CoordTensor<P::Output>>
    where
        P: SliceOp<C>,
    {
        if !self.part.slice_contains(&coord) {
            return None;
        }
        let (part, offset) = self.part.slice_and_offset(coord);
        let removed = removed_strides(&leaf_strides(&self.part), &leaf_strides(&part));
        Some(self.sub_part(part, offset, &removed))
    }

    /// [`try_slice`](Self::try_slice) that panics outside the shape.
    ///
    /// # Panics
    /// If the coordinate is outside the shape.
    #[track_caller]
    pub fn slice<C: Copy>(&self, coord: C) -> CoordTensor<P::Output>
    where
        P: SliceOp<C>,
    {
        self.try_slice(coord).expect(super::view::SLICE_OUTSIDE)
    }
}

/// The strides of a layout's leaves, mode 0 first.
fn leaf_strides<P: AnyLayout>(layout: &P) -> Vec<i64> {
    layout
        .as_dynamic()
        .map_or_else(|_| Vec::new(), |l| l.stride().leaves())
}

/// The strides of `before` that `after` (a slice of it) no longer has: the sliced-out leaves.
fn removed_strides(before: &[i64], after: &[i64]) -> Vec<i64> {
    let mut kept = after.to_vec();
    let mut removed = Vec::new();
    for &d in before {
        match kept.iter().position(|&k| k == d) {
            Some(i) => {
                kept.swap_remove(i);
            }
            None => removed.push(d),
        }
    }
    removed
}

impl<S: Copy, D> CoordTensor<Layout<S, D>> {
    /// The shape (CuTe's `shape(tAcA)`).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::{local_tile, make_identity_tensor};
    /// use cute_layout::IntTupleValue;
    /// let ca = make_identity_tensor(make_shape!((300usize, 200usize)));
    /// let t = local_tile(&ca, make_shape!((_128, _16)), (2usize, Underscore));
    /// assert_eq!(t.shape().cute_string(), "(_128,_16,13)");
    /// assert_eq!((t.size_of::<U0>(), t.size_of::<U2>()), (128, 13));
    /// ```
    pub fn shape(&self) -> S {
        *self.part.shape()
    }

    /// CuTe's `size<I>(tensor)`: the number of coordinates of mode `I`.
    pub fn size_of<I>(&self) -> usize
    where
        Layout<S, D>: crate::modes::ModeSizeOp<I, Output: crate::IntTupleValue>,
    {
        self.part.size_of::<I>()
    }
}

/// CuTe's `print` of the part: `ArithTuple(origin) o shape:stride`, each stride a basis element.
impl<P: AnyLayout> core::fmt::Display for CoordTensor<P> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let origin = super::identity::cute_tuple(&self.origin, self.static_origin, false);
        write!(f, "ArithTuple{origin} o ")?;
        self.write_layout(f)
    }
}

/// The layout of a [`CoordTensor`] (CuTe's `tensor.layout()`, its origin left out), and what a
/// divide or composition of a rank-2 [`IdentityLayout`](super::IdentityLayout) gives: a layout
/// whose strides are basis elements (`_4@0` is 4 along entry 0), so that its value at a
/// coordinate is a coordinate of the identity.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{local_tile, make_identity_layout, make_identity_tensor, zipped_divide};
/// // CuTe 4.2 prints the same for zipped_divide(make_identity_layout(...), ...):
/// let il = make_identity_layout(make_shape!((_4, _8)));
/// let z = zipped_divide(&il, make_shape!((_2, _4)));
/// assert_eq!(z.to_string(), "((_2,_4),(_2,_2)):((_1@0,_1@1),(_2@0,_4@1))");
/// assert_eq!(z.get(((1usize, 3usize), (1usize, 1usize))), Some((3, 7)));
/// // ... and for local_tile(make_identity_tensor((10, 7)), (_4, _2), (1, _)).layout():
/// let t = local_tile(&make_identity_tensor(make_shape!((10usize, 7usize))), make_shape!((_4, _2)), (1usize, Underscore));
/// assert_eq!(t.layout().to_string(), "(_4,_2,4):(_1@0,_1@1,_2@1)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CoordLayout<P>(CoordTensor<P>);

impl<P: Loops> CoordLayout<P> {
    /// The number of coordinates.
    pub fn size(&self) -> usize {
        self.0.size()
    }

    /// The value at the 1-D coordinate `i` (CuTe's `layout(i)`).
    pub fn get_index(&self, i: usize) -> (usize, usize) {
        self.0.get_index(i)
    }

    /// The value at a coordinate (a 1-D index, or a natural or coarser tuple); `None` when an
    /// entry is past its mode.
    pub fn get<C>(&self, coord: C) -> Option<(usize, usize)>
    where
        P: Crd2IdxOp<C>,
    {
        self.0.get(coord)
    }
}

/// CuTe's `print` of the layout: `shape:stride`, each stride a basis element.
impl<P: AnyLayout> core::fmt::Display for CoordLayout<P> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        self.0.write_layout(f)
    }
}

impl<P: Copy> CoordTensor<P> {
    /// The layout (CuTe's `tensor.layout()`): the strides as basis elements, without the
    /// origin.
    pub fn layout(&self) -> CoordLayout<P> {
        CoordLayout::from_zero(self.part, self.step)
    }
}

impl<P> CoordLayout<P> {
    /// The layout `part` over [`IdLayout`], its values scaled by `step`, from the origin.
    pub(super) fn from_zero(part: P, step: (usize, usize)) -> Self {
        CoordLayout(CoordTensor {
            part,
            origin: (0, 0),
            step,
            static_origin: 3,
        })
    }
}

impl<P> CoordTensor<P> {
    /// The element at an offset of the part's layout.
    fn at_offset(&self, offset: isize) -> (usize, usize) {
        let c = offset_coord(offset);
        self.origin.add(&self.step.mul(&c))
    }

    /// Which entries of every element are CuTe's constant `_0`: those of the origin that no
    /// stride of the part moves.
    pub(super) fn element_statics(&self) -> u8
    where
        P: AnyLayout,
    {
        let moved = match self.part.as_dynamic() {
            Ok(l) => moved_entries(&l.stride().leaves()),
            Err(_) => 3,
        };
        self.static_origin & !moved
    }

    /// The part of this one whose layout (over [`IdLayout`]) is `part`, its first element at
    /// `offset` of this one's layout, the threads' first elements along `thread_strides` (as
    /// [`IdentityTensor`]'s `coord_part`).
    pub(crate) fn sub_part<Q>(
        &self,
        part: Q,
        offset: isize,
        thread_strides: &[i64],
    ) -> CoordTensor<Q> {
        CoordTensor {
            part,
            origin: self.at_offset(offset),
            step: self.step,
            static_origin: self.static_origin & !moved_entries(thread_strides),
        }
    }

    /// The thread's part, a layout over [`IdLayout`].
    pub(crate) fn part(&self) -> &P {
        &self.part
    }

    /// `shape:stride` of the part, each stride a basis element.
    fn write_layout(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result
    where
        P: AnyLayout,
    {
        let (shape, stride) = match self.part.as_dynamic() {
            Ok(l) => l.into_parts(),
            Err(_) => return write!(f, "(empty)"),
        };
        write!(f, "{shape}:")?;
        self.write_basis(f, &stride)
    }

    /// A stride of the partitioned layout as a basis element: `_0`, `_k@0` or `_k@1` (`k@0`
    /// where the stride is run-time).
    fn write_basis(
        &self,
        f: &mut core::fmt::Formatter<'_>,
        stride: &IntTuple,
    ) -> core::fmt::Result {
        match stride {
            IntTuple::Int(leaf) => {
                let (a, b) = offset_coord(leaf.value as isize);
                let (a, b) = (a * self.step.0, b * self.step.1);
                // A stride a run-time thread layout formed is run-time, as in CuTe.
                let u = if leaf.is_static { "_" } else { "" };
                match (a, b) {
                    (0, 0) => write!(f, "_0"),
                    (a, 0) => write!(f, "{u}{a}@0"),
                    (0, b) => write!(f, "{u}{b}@1"),
                    (a, b) => write!(f, "({u}{a}@0+{u}{b}@1)"),
                }
            }
            IntTuple::Tuple(modes) => {
                write!(f, "(")?;
                for (i, m) in modes.iter().enumerate() {
                    if i > 0 {
                        write!(f, ",")?;
                    }
                    self.write_basis(f, m)?;
                }
                write!(f, ")")
            }
        }
    }
}
