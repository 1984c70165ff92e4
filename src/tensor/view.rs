//! The tensor type's constructors, element access and views: indexing by coordinate, slicing
//! with `_`, and the same storage seen through a divided or composed layout.

use core::ops::{Index, IndexMut};

use super::engine::{check_storage, Engine, EngineMut, StorageError};
use super::Tensor;
use crate::layout::StaticLayout;
use crate::Crd2IdxOp;

/// Asserts, when the program is built, that the layout `R` a tensor of layout `L` is seen
/// through stays inside `L`'s storage: `cosize(R) <= cosize(L)` and no negative offset.
macro_rules! assert_fits {
    ($op:literal, $r:ty, $l:ty) => {
        const {
            assert!(
                <$r as StaticLayout>::COSIZE <= <$l as StaticLayout>::COSIZE
                    && <$r as StaticLayout>::MIN_OFFSET >= 0,
                concat!(
                    "Tensor::",
                    $op,
                    ": the resulting layout reaches past the tensor's layout (its cosize is larger)"
                )
            );
        }
    };
}

impl<'a, T, L: StaticLayout> Tensor<&'a [T], L> {
    /// A read-only tensor over `data`; fails if `data` is shorter than `cosize(L)` (or `L`
    /// has negative strides).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let data = [1u8; 32];
    /// assert!(Tensor::<_, layout!((4, 8):(8, 1))>::new(&data[..]).is_ok());
    /// assert!(Tensor::<_, layout!((4, 8):(8, 1))>::new(&data[..31]).is_err());
    /// ```
    pub fn new(data: &'a [T]) -> Result<Self, StorageError> {
        check_storage::<L>(data.len())?;
        Ok(Tensor::from_engine(data))
    }

    /// A read-only tensor over an array, whose length is checked against `cosize(L)` when the
    /// program is built (a constant assertion).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let t = Tensor::<_, layout!((2, 2):(1, 2))>::from_array(&[1, 2, 3, 4]);
    /// assert_eq!(t[(1, 1)], 4);
    /// ```
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
        Tensor::from_engine(data)
    }
}

impl<'a, T, L: StaticLayout> Tensor<&'a mut [T], L> {
    /// A writable tensor over `data`; fails if `data` is shorter than `cosize(L)` (or `L`
    /// has negative strides).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let mut data = [0u8; 4];
    /// Tensor::<_, layout!((2, 2):(2, 1))>::new_mut(&mut data[..]).unwrap()[(1, 0)] = 9;
    /// assert_eq!(data, [0, 0, 9, 0]);
    /// ```
    pub fn new_mut(data: &'a mut [T]) -> Result<Self, StorageError> {
        check_storage::<L>(data.len())?;
        Ok(Tensor::from_engine(data))
    }

    /// A writable tensor over an array, length checked when the program is built.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let mut data = [0u8; 4];
    /// Tensor::<_, layout!((2, 2):(2, 1))>::from_array_mut(&mut data)[(0, 1)] = 9;
    /// assert_eq!(data, [0, 9, 0, 0]);
    /// ```
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
        Tensor::from_engine(data)
    }
}

/// The panic message of an index outside the shape.
const OUTSIDE: &str = "tensor index: the coordinate is outside the layout's shape";
/// The panic message of a slice at a coordinate outside the shape.
pub(super) const SLICE_OUTSIDE: &str = "slice: the coordinate is outside the layout's shape";

impl<E: Engine, L: StaticLayout> Tensor<E, L> {
    /// Number of coordinates (the layout's size, not the storage's length).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// assert_eq!(Tensor::<&[u8], layout!((2, 3):(1, 4))>::SIZE, 6);
    /// ```
    pub const SIZE: usize = L::SIZE;
}

impl<E: Engine, L: crate::AnyLayout> Tensor<E, L> {
    /// The layout value (zero-sized for a static layout; its run-time leaves otherwise).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let t = Tensor::<_, layout!((2, 2):(1, 2))>::from_array(&[0u8; 4]);
    /// assert_eq!(t.layout().to_string(), "(_2,_2):(_1,_2)");
    /// ```
    pub fn layout(&self) -> L {
        self.layout
    }

    /// CuTe's `size(tensor)`: the number of coordinates, the layout's size (not the storage's
    /// length). `cosize`, `rank` and `depth` are the layout's too; the forms with CuTe's
    /// static-ness are the layout's (`t.layout().size_leaf()`).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let data = [0u8; 64];
    /// let t = make_tensor(&data[..], make_layout!((_4, (8, _2)):(_2, (_8, 0)))).unwrap();
    /// assert_eq!((t.size(), t.cosize(), t.rank(), t.depth()), (64, 63, 2, 2));
    /// ```
    pub fn size(&self) -> usize {
        self.layout.size()
    }

    /// CuTe's `cosize(tensor)`: one past the largest offset of the layout.
    pub fn cosize(&self) -> usize {
        self.layout.cosize()
    }

    /// CuTe's `rank(tensor)`: the number of top-level modes.
    pub fn rank(&self) -> usize {
        self.layout.rank()
    }

    /// CuTe's `depth(tensor)`: the nesting depth of the shape.
    pub fn depth(&self) -> usize {
        self.layout.depth()
    }

    /// CuTe's `tensor<I>(t)`: mode `I` of the tensor as a tensor over the same storage, from
    /// the same first element.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let data: Vec<u32> = (0..32).collect();
    /// let t = make_tensor(&data[..], make_layout!((_8, 4):(4, _1))).unwrap();
    /// let rows = t.mode::<U0>();
    /// assert_eq!(rows.layout().to_string(), "_8:4");
    /// assert_eq!(rows[3usize], 12);
    /// ```
    pub fn mode<I>(&self) -> Tensor<E::View<'_>, crate::ModeOf<L, I>>
    where
        L: crate::ModeOp<I>,
    {
        let mode = <L as crate::ModeOp<I>>::get(self.layout);
        Tensor::from_parts_at(self.engine.view_data(0), mode, self.origin)
    }
}

impl<E: Engine, S: Copy, D: Copy> Tensor<E, crate::Layout<S, D>> {
    /// CuTe's `shape(tensor)`: the layout's shape, with its run-time leaves.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::IntTupleValue;
    /// let data = [0.0f32; 48];
    /// let t = make_tensor(&data[..], make_layout!((_8, 6):(6, _1))).unwrap();
    /// assert_eq!((t.shape().cute_string(), t.stride().cute_string()), ("(_8,6)".into(), "(6,_1)".into()));
    /// ```
    pub fn shape(&self) -> S {
        *self.layout.shape()
    }

    /// CuTe's `stride(tensor)`: the layout's stride, with its run-time leaves.
    pub fn stride(&self) -> D {
        *self.layout.stride()
    }

    /// CuTe's `size<I>(tensor)`: the number of coordinates of mode `I`.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let data = [0.0f32; 48];
    /// let t = make_tensor(&data[..], make_layout!((_8, 6):(6, _1))).unwrap();
    /// assert_eq!((t.size_of::<U0>(), t.size_of::<U1>()), (8, 6));
    /// ```
    pub fn size_of<I>(&self) -> usize
    where
        crate::Layout<S, D>: crate::ModeSizeOp<I, Output: crate::IntTupleValue>,
    {
        self.layout.size_of::<I>()
    }

    /// CuTe's `domain_offset(coord, tensor)` of a tensor with a plain layout: the same layout
    /// from the element at `coord` (a view whose first element is that one). `None` when the
    /// coordinate is outside the shape (CuTe does not check). CuTe's form for a swizzled layout,
    /// which moves the offset inside the swizzle, is not offered.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let data: Vec<u32> = (0..64).collect();
    /// let t = make_tensor(&data[..], make_layout!((_4, 8):(_1, 4))).unwrap();
    /// let moved = t.domain_offset((1usize, 2usize)).unwrap();
    /// assert_eq!(moved.layout(), t.layout());
    /// assert_eq!((moved[(0usize, 0usize)], moved.data()[0]), (9, 9));
    /// assert!(t.domain_offset((4usize, 0usize)).is_none());
    /// ```
    pub fn domain_offset<C>(&self, coord: C) -> Option<Tensor<E::View<'_>, crate::Layout<S, D>>>
    where
        crate::Layout<S, D>: crate::Crd2IdxOp<C>,
    {
        use crate::Crd2IdxOp;
        if !self.layout.contains(&coord) {
            return None;
        }
        let start = self
            .origin()
            .checked_add_signed(self.layout.crd2idx(coord))?;
        // The view keeps what the layout reaches below its offset 0, as this tensor does.
        Some(self.view_from(self.layout, start, self.origin()))
    }
}

impl<E: Engine, L: crate::AnyLayout> Tensor<E, L> {
    /// The storage. Its first element is the layout's offset 0 (CuTe's `t.data()`), but for a
    /// view of a swizzled layout whose slice decays to negative strides: such a view keeps the
    /// elements its layout reaches below offset 0, which then starts further in (the element
    /// at offset 0 is `t[zero coordinate]`; `print_tensor` and `Display` show its address).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let t = Tensor::<_, layout!(2:2)>::from_array(&[1, 2, 3]);
    /// assert_eq!(t.data(), &[1, 2, 3]);
    /// ```
    pub fn data(&self) -> &[E::Elem] {
        self.engine.as_slice()
    }

    /// The storage, giving the tensor up: for a view, the slice with the lifetime of the
    /// original borrow (where [`data`](Tensor::data) borrows the tensor).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::{local_tile, Tensor};
    /// let data: Vec<u8> = (0..16).collect();
    /// let m = Tensor::<_, layout!((4, 4):(1, 4))>::new(&data[..]).unwrap();
    /// // The tile's storage outlives the tile.
    /// let rest: &[u8] = local_tile(&m, make_shape!((_2, _2)), (1usize, 1usize)).into_data();
    /// assert_eq!(rest[0], 10);
    /// ```
    pub fn into_data(self) -> E {
        self.engine
    }

    /// A read-only view with the same layout.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::RegTensor;
    /// let mut r = RegTensor::<u8, layout!(2:1)>::default();
    /// r[1usize] = 5;
    /// assert_eq!(r.view()[1usize], 5);
    /// ```
    pub fn view(&self) -> Tensor<E::View<'_>, L> {
        Tensor::from_parts_at(self.engine.view_data(0), self.layout, self.origin())
    }

    /// The same tensor over a plain slice of its storage (for the crate's loops, which take
    /// `&[T]` storage whatever the tensor's).
    pub(crate) fn as_slice_view(&self) -> Tensor<&[E::Elem], L> {
        Tensor::from_parts_at(self.engine.as_slice(), self.layout, self.origin())
    }

    /// The element at a coordinate (a 1-D index, or a natural or coarser tuple), or `None`
    /// when the coordinate is outside the shape (an entry past its mode).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let data: Vec<u32> = (0..32).collect();
    /// let t = Tensor::<_, layout!((4, 8):(1, 4))>::new(&data[..]).unwrap();
    /// assert_eq!(t.get((1, 1)), Some(&5));
    /// assert_eq!(t.get((5, 0)), None); // row 5 of 4: refused, though offset 5 exists
    /// ```
    pub fn get<C>(&self, coord: C) -> Option<&E::Elem>
    where
        L: Crd2IdxOp<C>,
    {
        if !self.layout.contains(&coord) {
            return None;
        }
        let at = super::slot(self.origin(), self.layout.crd2idx(coord));
        self.engine.as_slice().get(at)
    }

    /// The same storage seen through `logical_divide(L, T)` (CuTe's `logical_divide(tensor,
    /// tiler)`): mode 0 of the result is the tile, mode 1 the tiles.
    ///
    /// The divided layout must stay inside `L` (`cosize` at most `L`'s), which is checked
    /// when the program is built.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let data: Vec<u32> = (0..8).collect();
    /// let t = Tensor::<_, layout!(8:1)>::new(&data[..]).unwrap();
    /// let d = t.logical_divide::<layout!(2:4)>();
    /// assert_eq!(d.layout().to_string(), "(_2,_4):(_4,_1)");
    /// assert_eq!(d[(1, 2)], 6);
    /// ```
    pub fn logical_divide<T>(&self) -> Tensor<E::View<'_>, crate::LogicalDivide<L, T>>
    where
        L: crate::algebra::divide::LogicalDivideOp<T> + StaticLayout,
        crate::LogicalDivide<L, T>: StaticLayout,
    {
        assert_fits!("logical_divide", crate::LogicalDivide<L, T>, L);
        Tensor::from_parts_at(self.engine.view_data(0), Default::default(), self.origin())
    }

    /// The same storage seen through `zipped_divide(L, T)`: `((tile), (tiles))`. Checked as
    /// [`logical_divide`](Tensor::logical_divide).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let data: Vec<u32> = (0..16).collect();
    /// let t = Tensor::<_, layout!((4, 4):(1, 4))>::new(&data[..]).unwrap();
    /// let z = t.zipped_divide::<shape!((2, 2))>();
    /// assert_eq!(z.layout().to_string(), "((_2,_2),(_2,_2)):((_1,_4),(_2,_8))");
    /// assert_eq!(z[(3, 1)], 1 + 4 + 2);
    /// ```
    pub fn zipped_divide<T>(&self) -> Tensor<E::View<'_>, crate::ZippedDivide<L, T>>
    where
        L: crate::algebra::divide::ZippedDivideOp<T> + StaticLayout,
        crate::ZippedDivide<L, T>: StaticLayout,
    {
        assert_fits!("zipped_divide", crate::ZippedDivide<L, T>, L);
        Tensor::from_parts_at(self.engine.view_data(0), Default::default(), self.origin())
    }

    /// CuTe's `tensor.compose(tiler)`: the same storage seen through `composition(L, tiler)`
    /// (the free [`composition`](super::composition), for any layout: static, with run-time
    /// leaves, or swizzled). Elements past the storage are refused when read, as in every view.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let data: Vec<u32> = (0..6).collect();
    /// let t = Tensor::<_, layout!((2, 3):(3, 1))>::new(&data[..]).unwrap();
    /// // The transpose: (3, 2) over the same storage.
    /// let c = t.compose(<layout!((3, 2):(2, 1))>::new());
    /// assert_eq!(c[(2, 1)], t[(1, 2)]);
    /// // A tiler of layouts and `_`, one per mode, over a tensor with run-time leaves.
    /// let m = make_tensor(&data[..], make_layout!((_2, 3usize):(3, 1))).unwrap();
    /// let c = m.compose(make_tile!(<layout!(2:1)>::new(), Underscore));
    /// assert_eq!(c.layout().to_string(), "(_2,3):(3,1)");
    /// ```
    pub fn compose<B>(&self, tiler: B) -> Tensor<E::View<'_>, crate::Composition<L, B>>
    where
        L: crate::algebra::compose::CompositionOp<B> + Copy,
    {
        super::composition(self, tiler)
    }

    /// CuTe's `tensor.tile(tiler)`: the same storage seen through `tiled_divide(L, tiler)`
    /// (the free [`tiled_divide`](super::tiled_divide), for any layout).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// let data: Vec<u32> = (0..24).collect();
    /// let t = make_tensor(&data[..], make_layout!((_4, 6usize):(6, 1))).unwrap();
    /// let tiles = t.tile(make_shape!((_2, _3)));
    /// assert_eq!(tiles.layout().to_string(), "((_2,_3),_2,2):((6,1),12,3)"); // CuTe's print
    /// ```
    pub fn tile<T>(&self, tiler: T) -> Tensor<E::View<'_>, crate::TiledDivide<L, T>>
    where
        L: crate::algebra::divide::TiledDivideOp<T> + Copy,
    {
        super::tiled_divide(self, tiler)
    }
}

/// The panic of a coordinate inside the shape whose offset is outside the storage (an element
/// of a partial tile that `local_tile` cut at a matrix's edge).
#[cold]
#[track_caller]
fn past_storage(off: isize, origin: usize, len: usize) -> ! {
    // The view sees its storage from `origin` elements before its start on; say how far it
    // reaches from its start.
    let after = len.saturating_sub(origin);
    panic!(
        "tensor index: the coordinate is inside the shape, but its offset {off} lies past the \
         storage, which holds {after} elements from the view's start (a partial tile at a \
         matrix's edge: read it with Tensor::get, or predicate it)"
    )
}

/// Where a view that starts at `start` of a storage of `len` elements begins, and its origin
/// in it: the view keeps the `below` elements its layout reaches below its start (a decayed
/// swizzled slice's negative strides), as far as the storage has them. A view may start past
/// the storage (a slice, a tile or a thread's part at a matrix's edge, where CuTe computes a
/// pointer past the data): its origin then lies past its elements, and the elements it would
/// have there are refused by `get` and indexing, as every element past the storage is.
fn view_start(start: usize, below: usize, len: usize) -> (usize, usize) {
    let from = start.saturating_sub(below).min(len);
    (from, start - from)
}

impl<E: Engine, L> Tensor<E, L> {
    /// The storage seen through `layout`, whose offset 0 is at `start` of the storage and
    /// which reaches `below` elements below that (a slice, a tile, a partition).
    pub(crate) fn view_from<L2>(
        &self,
        layout: L2,
        start: usize,
        below: usize,
    ) -> Tensor<E::View<'_>, L2> {
        let (from, origin) = view_start(start, below, self.engine.as_slice().len());
        Tensor::from_parts_at(self.engine.view_data(from), layout, origin)
    }
}

impl<E: EngineMut, L> Tensor<E, L> {
    /// Writable [`view_from`](Tensor::view_from).
    pub(crate) fn view_from_mut<L2>(
        &mut self,
        layout: L2,
        start: usize,
        below: usize,
    ) -> Tensor<&mut [E::Elem], L2> {
        let data = self.engine.as_mut_slice();
        let (from, origin) = view_start(start, below, data.len());
        Tensor::from_parts_at(&mut data[from..], layout, origin)
    }
}

/// Slicing (the layout is static: its slice, `L::Output`, is a static layout; the slice of a
/// tensor whose layout has run-time leaves is `None`).
impl<E: Engine, L> Tensor<E, L> {
    /// CuTe's `tensor(coord)` with `_` ([`Underscore`](crate::Underscore)) in the coordinate:
    /// the sub-tensor of the modes kept by `_`, starting at the offset of the coordinate;
    /// `None` when the coordinate is outside the shape (as [`get`](Tensor::get)).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let data: Vec<u32> = (0..32).collect();
    /// let t = Tensor::<_, layout!((4, 8):(1, 4))>::new(&data[..]).unwrap();
    /// assert_eq!(t.try_slice((1, Underscore)).unwrap()[2usize], 9);
    /// assert!(t.try_slice((5, Underscore)).is_none());
    /// ```
    pub fn try_slice<C: Copy>(&self, coord: C) -> Option<Tensor<E::View<'_>, L::Output>>
    where
        L: crate::SliceOp<C>,
    {
        if !self.layout.slice_contains(&coord) {
            return None;
        }
        let (layout, off) = self.layout.slice_and_offset(coord);
        let start = self.origin().checked_add_signed(off)?;
        let below = L::reach_below(&layout);
        Some(self.view_from(layout, start, below))
    }

    /// [`try_slice`](Tensor::try_slice) that panics outside the shape.
    ///
    /// # Panics
    /// If the coordinate is outside the shape (an entry past its mode). CuTe does not check;
    /// it would return a view at another offset.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let data: Vec<u32> = (0..32).collect();
    /// let t = Tensor::<_, layout!((4, 8):(1, 4))>::new(&data[..]).unwrap();
    /// let row = t.slice((2, Underscore));
    /// assert_eq!(row.layout().to_string(), "(_8):(_4)");
    /// assert_eq!(row[1usize], 6);
    /// ```
    pub fn slice<C: Copy>(&self, coord: C) -> Tensor<E::View<'_>, L::Output>
    where
        L: crate::SliceOp<C>,
    {
        self.try_slice(coord).expect(SLICE_OUTSIDE)
    }
}

/// Writable slicing.
impl<E: EngineMut, L> Tensor<E, L> {
    /// Writable [`try_slice`](Tensor::try_slice).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::RegTensor;
    /// let mut r = RegTensor::<u8, layout!((2, 2):(1, 2))>::default();
    /// assert!(r.try_slice_mut((2, Underscore)).is_none());
    /// r.try_slice_mut((1, Underscore)).unwrap()[1usize] = 8;
    /// assert_eq!(r.data(), &[0, 0, 0, 8]);
    /// ```
    pub fn try_slice_mut<C: Copy>(&mut self, coord: C) -> Option<Tensor<&mut [E::Elem], L::Output>>
    where
        L: crate::SliceOp<C>,
    {
        if !self.layout.slice_contains(&coord) {
            return None;
        }
        let (layout, off) = self.layout.slice_and_offset(coord);
        let start = self.origin().checked_add_signed(off)?;
        let below = L::reach_below(&layout);
        Some(self.view_from_mut(layout, start, below))
    }

    /// Writable [`slice`](Tensor::slice).
    ///
    /// # Panics
    /// If the coordinate is outside the shape.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::RegTensor;
    /// let mut r = RegTensor::<u8, layout!((2, 2):(1, 2))>::default();
    /// r.slice_mut((Underscore, 1))[0usize] = 8;
    /// assert_eq!(r.data(), &[0, 0, 8, 0]);
    /// ```
    pub fn slice_mut<C: Copy>(&mut self, coord: C) -> Tensor<&mut [E::Elem], L::Output>
    where
        L: crate::SliceOp<C>,
    {
        self.try_slice_mut(coord).expect(SLICE_OUTSIDE)
    }
}

impl<E: EngineMut, L: crate::AnyLayout> Tensor<E, L> {
    /// The storage, mutably.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::RegTensor;
    /// let mut r = RegTensor::<u8, layout!(3:1)>::default();
    /// r.data_mut()[2] = 1;
    /// assert_eq!(r[2usize], 1);
    /// ```
    pub fn data_mut(&mut self) -> &mut [E::Elem] {
        self.engine.as_mut_slice()
    }

    /// A writable view with the same layout.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::RegTensor;
    /// let mut r = RegTensor::<u8, layout!(3:1)>::default();
    /// r.view_mut()[0usize] = 4;
    /// assert_eq!(r.data(), &[4, 0, 0]);
    /// ```
    pub fn view_mut(&mut self) -> Tensor<&mut [E::Elem], L> {
        let (layout, origin) = (self.layout, self.origin());
        Tensor::from_parts_at(self.engine.as_mut_slice(), layout, origin)
    }

    /// The element at a coordinate, mutably (`None` outside the shape).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::RegTensor;
    /// let mut r = RegTensor::<u8, layout!((2, 2):(1, 2))>::default();
    /// *r.get_mut((1, 0)).unwrap() = 3;
    /// assert!(r.get_mut((2, 0)).is_none());
    /// assert_eq!(r.data(), &[0, 3, 0, 0]);
    /// ```
    pub fn get_mut<C>(&mut self, coord: C) -> Option<&mut E::Elem>
    where
        L: Crd2IdxOp<C>,
    {
        if !self.layout.contains(&coord) {
            return None;
        }
        let at = super::slot(self.origin(), self.layout.crd2idx(coord));
        self.engine.as_mut_slice().get_mut(at)
    }

    /// Writable [`logical_divide`](Tensor::logical_divide), checked the same way.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::RegTensor;
    /// let mut r = RegTensor::<u8, layout!(8:1)>::default();
    /// r.logical_divide_mut::<layout!(2:4)>()[(1, 0)] = 1;
    /// assert_eq!(r[4usize], 1);
    /// ```
    pub fn logical_divide_mut<T>(&mut self) -> Tensor<&mut [E::Elem], crate::LogicalDivide<L, T>>
    where
        L: crate::algebra::divide::LogicalDivideOp<T> + StaticLayout,
        crate::LogicalDivide<L, T>: StaticLayout,
    {
        assert_fits!("logical_divide_mut", crate::LogicalDivide<L, T>, L);
        let origin = self.origin();
        Tensor::from_parts_at(self.engine.as_mut_slice(), Default::default(), origin)
    }
}

impl<E: Engine, L: Crd2IdxOp<C>, C> Index<C> for Tensor<E, L> {
    type Output = E::Elem;
    /// The element at a coordinate.
    ///
    /// # Panics
    /// If the coordinate lies outside the shape (an entry past its mode, e.g. an index
    /// `>= SIZE`), like a slice index past the end. [`Tensor::get`] returns `None` instead.
    #[track_caller]
    fn index(&self, coord: C) -> &E::Elem {
        assert!(self.layout.contains(&coord), "{}", OUTSIDE);
        let off = self.layout.crd2idx(coord);
        let (data, at) = (self.engine.as_slice(), super::slot(self.origin(), off));
        match data.get(at) {
            Some(v) => v,
            None => past_storage(off, self.origin(), data.len()),
        }
    }
}

impl<E: EngineMut, L: Crd2IdxOp<C>, C> IndexMut<C> for Tensor<E, L> {
    /// # Panics
    /// As [`Index`]: if the coordinate lies outside the shape.
    #[track_caller]
    fn index_mut(&mut self, coord: C) -> &mut E::Elem {
        assert!(self.layout.contains(&coord), "{}", OUTSIDE);
        let off = self.layout.crd2idx(coord);
        let (origin, at) = (self.origin(), super::slot(self.origin(), off));
        let data = self.engine.as_mut_slice();
        let len = data.len();
        match data.get_mut(at) {
            Some(v) => v,
            None => past_storage(off, origin, len),
        }
    }
}

impl<T, L: Copy> Clone for Tensor<&[T], L> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T, L: Copy> Copy for Tensor<&[T], L> {}

impl<E: Engine, L: crate::AnyLayout> core::fmt::Debug for Tensor<E, L> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(
            f,
            "Tensor({}: {} elements over a storage of {})",
            self.layout,
            self.layout.size(),
            self.engine.as_slice().len()
        )
    }
}
