//! Tensors over layout *values* (static, or with run-time [`Dyn`](crate::Dyn) leaves), built
//! from a layout value and checked once against the storage; tiled and partitioned by CuTe's
//! `local_tile` and `local_partition` (module `local`):
//!
//! ```
//! use cute_layout::prelude::*;
//! use cute_layout::tensor::{local_partition, local_tile, Tensor};
//! let (m, k) = (300usize, 200usize);
//! let data: Vec<f32> = (0..m * k).map(|i| i as f32).collect();
//! // A column-major M x K matrix with run-time M and K: (M,K):(_1,M).
//! let a = Tensor::with_layout(&data[..], make_layout!((m, k):(_1, m))).unwrap();
//! // The CTA tile (1, 2) of the (_128,_32) tiling: static extents, run-time stride.
//! let tile = local_tile(&a, make_shape!((_128, _32)), (1usize, 2usize));
//! assert_eq!(tile.layout().to_string(), "(_128,_32):(_1,300)");
//! assert_eq!(tile[(0usize, 0usize)], (128 + 64 * 300) as f32);
//! // Thread 9 of a 32x8 column-major thread layout: its (_4,_4) values of the tile.
//! let part = local_partition(&tile, <layout!((32, 8):(1, 32))>::new(), 9);
//! assert_eq!(part.layout().to_string(), "(_4,_4):(_32,2400)");
//! assert_eq!(part[(0usize, 0usize)], tile[(9usize, 0usize)]);
//! ```

use super::engine::{Engine, EngineMut, StorageError};
use super::Tensor;
use crate::layout::Layout;
use crate::AnyLayout;

/// Checks once that `len` elements hold every offset of `layout`.
fn check_value_storage<L: AnyLayout>(layout: &L, len: usize) -> Result<(), StorageError> {
    match layout.offset_range() {
        Ok(None) => Ok(()),
        Ok(Some((lo, _))) if lo < 0 => Err(StorageError::NegativeOffsets { min_offset: lo }),
        Ok(Some((_, hi))) => {
            let needed = usize::try_from(hi).map_or(usize::MAX, |h| h.saturating_add(1));
            if len < needed {
                Err(StorageError::TooShort { len, needed })
            } else {
                Ok(())
            }
        }
        Err(_) => Err(StorageError::NegativeExtent),
    }
}

/// CuTe's `make_tensor(ptr, layout)` and `make_tensor(ptr, shape)`: a tensor over `data` (a
/// slice, read-only `&data[..]` or writable `&mut data[..]`, or a register array) with the
/// layout value `layout` (static, with run-time leaves, or swizzled), or with the column-major
/// layout of a shape value (CuTe's default, `make_layout(shape)`); fails if `data` does not
/// hold every offset of the layout (or the layout reaches negative offsets).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::StorageError;
/// let (m, n) = (3usize, 4usize);
/// let data: Vec<f32> = (0..12).map(|i| i as f32).collect();
/// let a = make_tensor(&data[..], make_layout!((m, n):(n, _1))).unwrap();
/// assert_eq!(a[(2usize, 1usize)], 9.0);
/// let mut out = vec![0.0f32; 12];
/// let mut b = make_tensor(&mut out[..], make_layout!((_3, _4):(_1, _3))).unwrap();
/// b[(2usize, 1usize)] = 1.0;
/// assert_eq!(out[5], 1.0);
/// let short = make_tensor(&data[..6], make_layout!((m, n):(n, _1)));
/// assert_eq!(short.unwrap_err(), StorageError::TooShort { len: 6, needed: 12 });
/// // A shape: laid out column-major.
/// let c = make_tensor(&data[..], make_shape!((_3, n))).unwrap();
/// assert_eq!(c.layout().to_string(), "(_3,4):(_1,_3)");
/// // A plain integer: one run-time mode.
/// assert_eq!(make_tensor(&data[..], 12usize).unwrap().layout().to_string(), "12:_1");
/// ```
pub fn make_tensor<E: Engine, L: TensorLayoutArg>(
    data: E,
    layout: L,
) -> Result<Tensor<E, L::Layout>, StorageError> {
    let layout = layout.into_layout();
    check_value_storage(&layout, data.as_slice().len())?;
    Ok(Tensor::from_parts(data, layout))
}

/// What [`make_tensor`] lays its storage out by: a layout value (static, with run-time leaves,
/// or swizzled) as it is, or a shape value in its column-major layout (CuTe's
/// `make_tensor(ptr, shape)`).
#[diagnostic::on_unimplemented(
    message = "make_tensor: `{Self}` is neither a layout nor a shape",
    label = "a layout value (`make_layout!(...)`, `<layout!(...)>::new()`) or a shape value (`make_shape!(...)`)",
    note = "a shape is laid out column-major, as CuTe's make_tensor(ptr, shape); for another order pass the layout, e.g. `make_layout_right(shape)`"
)]
pub trait TensorLayoutArg: super::sealed::TensorArg {
    /// The layout.
    type Layout: AnyLayout;
    /// The layout value.
    #[doc(hidden)]
    fn into_layout(self) -> Self::Layout;
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D> TensorLayoutArg for Layout<S, D>
where
    Layout<S, D>: AnyLayout,
{
    type Layout = Self;
    fn into_layout(self) -> Self {
        self
    }
}

// A shape or layout by reference (`make_tensor(data, l.shape())`, where `shape()` lends the
// layout's shape) is the value.
#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<T: TensorLayoutArg + Copy> TensorLayoutArg for &T {
    type Layout = T::Layout;
    fn into_layout(self) -> Self::Layout {
        (*self).into_layout()
    }
}

macro_rules! shape_arg {
    ($([$($g:tt)*] $t:ty),* $(,)?) => {$(
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<$($g)*> TensorLayoutArg for $t
        where
            $t: crate::MakeLayoutLeftOp,
            <$t as crate::MakeLayoutLeftOp>::Output: AnyLayout,
        {
            type Layout = <$t as crate::MakeLayoutLeftOp>::Output;
            fn into_layout(self) -> Self::Layout {
                crate::MakeLayoutLeftOp::make_layout_left(self)
            }
        }
    )*};
}
// Positive static extents and run-time ones (`UTerm` and `NInt` are no extents).
shape_arg!([__U: typenum::Unsigned, __B: typenum::Bit] typenum::UInt<__U, __B>, [] crate::Dyn);
// A plain integer is a run-time extent, as in CuTe's `make_tensor(ptr, 12)`.
macro_rules! int_arg {
    ($($t:ty)*) => {$(
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl TensorLayoutArg for $t {
            type Layout = <crate::Dyn as crate::MakeLayoutLeftOp>::Output;
            fn into_layout(self) -> Self::Layout {
                crate::MakeLayoutLeftOp::make_layout_left(crate::Dyn::from(self))
            }
        }
    )*};
}
int_arg!(usize i32 i64 u32);
macro_rules! shape_tuple_arg {
    () => {};
    ($($t:ident)+) => { shape_arg!([$($t),+] ($($t,)+)); };
}
crate::arity::for_arities!(shape_tuple_arg);

impl<'a, T, L: AnyLayout> Tensor<&'a [T], L> {
    /// [`make_tensor`] of a read-only slice: a tensor over `data` with the layout value
    /// `layout` (static or with run-time leaves); fails if `data` does not hold every offset of
    /// the layout (or the layout reaches negative offsets).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::{StorageError, Tensor};
    /// let data = vec![0u8; 60000];
    /// let a = Tensor::with_layout(&data[..], make_layout!((300, 200):(_1, 300))).unwrap();
    /// assert_eq!(a.layout().size(), 60000);
    /// let short = Tensor::with_layout(&data[..100], make_layout!((300, 200):(_1, 300)));
    /// assert_eq!(short.unwrap_err(), StorageError::TooShort { len: 100, needed: 60000 });
    /// ```
    pub fn with_layout(data: &'a [T], layout: L) -> Result<Self, StorageError> {
        check_value_storage(&layout, data.len())?;
        Ok(Tensor::from_parts(data, layout))
    }
}

impl<'a, T, L: AnyLayout> Tensor<&'a mut [T], L> {
    /// Writable [`with_layout`](Tensor::with_layout).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::Tensor;
    /// let (m, n) = (3usize, 2usize);
    /// let mut data = vec![0u8; m * n];
    /// let mut c = Tensor::with_layout_mut(&mut data[..], make_layout!((m, n):(n, _1))).unwrap();
    /// c[(2usize, 1usize)] = 7;
    /// assert_eq!(data[5], 7);
    /// ```
    pub fn with_layout_mut(data: &'a mut [T], layout: L) -> Result<Self, StorageError> {
        check_value_storage(&layout, data.len())?;
        Ok(Tensor::from_parts(data, layout))
    }
}

impl<E: Engine, S, D: Copy> Tensor<E, Layout<S, D>> {
    /// The same storage and strides with the shape `shape` (CuTe's
    /// `make_tensor(t.data(), make_layout(shape, t.stride()))`), checked against the storage as
    /// [`with_layout`](Tensor::with_layout) is. Its use: the in-range part of a tile at the edge
    /// of a matrix that the tile does not divide, its extents clipped to the residue, so that a
    /// kernel runs the full tiles with static extents and the edge tiles with run-time ones.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::{local_tile, Tensor};
    /// let (m, n) = (10usize, 7usize);
    /// let data: Vec<u32> = (0..(m * n) as u32).collect();
    /// let a = Tensor::with_layout(&data[..], make_layout!((m, n):(n, _1))).unwrap();
    /// // The tile (2, 1) of the 4 x 4 tiling holds rows 8..10 and columns 4..7 of A.
    /// let t = local_tile(&a, make_shape!((_4, _4)), (2usize, 1usize));
    /// let (rm, rn) = (m - 8, n - 4);
    /// let part = t.with_shape(make_shape!((rm, rn))).unwrap();
    /// assert_eq!(part.layout().to_string(), "(2,3):(7,_1)");
    /// assert_eq!(part.iter().copied().collect::<Vec<_>>(), [60, 67, 61, 68, 62, 69]);
    /// // The full tile reaches past the storage.
    /// assert!(t.with_shape(make_shape!((_4, _4))).is_err());
    /// ```
    #[allow(clippy::type_complexity)] // the view's type, spelled out for rustdoc
    pub fn with_shape<S2>(
        &self,
        shape: S2,
    ) -> Result<Tensor<E::View<'_>, Layout<S2, D>>, StorageError>
    where
        Layout<S2, D>: AnyLayout,
    {
        let layout = Layout::from_parts(shape, *self.layout.stride());
        let data = self.engine.view_data(self.origin());
        check_value_storage(&layout, data.as_slice().len())?;
        Ok(Tensor::from_parts(data, layout))
    }
}

impl<E: EngineMut, S, D: Copy> Tensor<E, Layout<S, D>> {
    /// Writable [`with_shape`](Tensor::with_shape).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::{local_tile_mut, Tensor};
    /// let (m, n) = (3usize, 3usize);
    /// let mut data = vec![0u8; m * n];
    /// let mut c = Tensor::with_layout_mut(&mut data[..], make_layout!((m, n):(n, _1))).unwrap();
    /// let mut t = local_tile_mut(&mut c, make_shape!((_2, _2)), (1usize, 1usize));
    /// t.with_shape_mut(make_shape!((1usize, 1usize))).unwrap().fill(9);
    /// assert_eq!(data, [0, 0, 0, 0, 0, 0, 0, 0, 9]);
    /// ```
    #[allow(clippy::type_complexity)] // the view's type, spelled out for rustdoc
    pub fn with_shape_mut<S2>(
        &mut self,
        shape: S2,
    ) -> Result<Tensor<&mut [E::Elem], Layout<S2, D>>, StorageError>
    where
        Layout<S2, D>: AnyLayout,
    {
        let (stride, origin) = (*self.layout.stride(), self.origin());
        let data = self.engine.as_mut_slice();
        let len = data.len();
        Tensor::with_layout_mut(
            &mut data[origin.min(len)..],
            Layout::from_parts(shape, stride),
        )
    }
}
