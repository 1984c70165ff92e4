//! Storage: the engines a tensor reads and writes, and the one-time check that storage holds
//! a layout.

use generic_array::{ArrayLength, GenericArray};

use crate::layout::StaticLayout;

/// Seals [`Engine`]: slices and register arrays only.
mod seal {
    use generic_array::{ArrayLength, GenericArray};
    pub trait Sealed {}
    impl<T> Sealed for &[T] {}
    impl<T> Sealed for &mut [T] {}
    impl<T, N: ArrayLength> Sealed for GenericArray<T, N> {}
}

/// Storage a tensor reads: a slice of elements.
///
/// Implemented for `&[T]`, `&mut [T]` and [`GenericArray`] (register tensors); sealed, so that
/// it can grow without breaking anyone (other storage is viewed through a slice of it).
///
/// ```
/// use cute_layout::tensor::Engine;
/// fn first<E: Engine>(e: &E) -> Option<&E::Elem> { e.as_slice().first() }
/// assert_eq!(first(&&[3, 4][..]), Some(&3));
/// ```
#[diagnostic::on_unimplemented(
    message = "tensor storage: `{Self}` is not a slice or a register array",
    label = "a tensor's storage is a slice of its elements",
    note = "pass `&data[..]` (read-only) or `&mut data[..]` (writable) for a `Vec` or an array"
)]
pub trait Engine: seal::Sealed {
    /// The element type.
    type Elem;
    /// The storage of a read-only view (a slice, a tile, a thread's part) of a tensor borrowed
    /// for `'r`: the same slice, with its own lifetime, for a `&'a [T]` tensor (so a view of a
    /// view outlives the temporary it was taken from, as in CuTe's
    /// `partition_S(local_tile(gA, ..))`), a borrow of the elements for any other storage.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::{local_partition, local_tile, Tensor};
    /// let data: Vec<u32> = (0..64).collect();
    /// let m = Tensor::<_, layout!((8, 8):(1, 8))>::new(&data[..]).unwrap();
    /// // The tile is a temporary; the part lives on.
    /// let part = local_partition(&local_tile(&m, make_shape!((_4, _4)), (1usize, 1usize)), <layout!((2, 2):(1, 2))>::new(), 3);
    /// assert_eq!(part[(0usize, 0usize)], 4 + 1 + 8 * (4 + 1));
    /// ```
    type View<'r>: Engine<Elem = Self::Elem> + Copy
    where
        Self: 'r;
    /// The elements.
    fn as_slice(&self) -> &[Self::Elem];
    /// The storage of a read-only view (see [`View`](Engine::View)), from element `from` on
    /// (none past the end).
    #[doc(hidden)]
    fn view_data(&self, from: usize) -> Self::View<'_>;
    /// Whether the tensor owns its elements (a register tensor): CuTe prints the pointer of
    /// such a tensor of `bool`s, which it packs as bits, as `subptr[1b](address.0)`.
    #[doc(hidden)]
    const OWNS: bool = false;
}

/// Storage a tensor writes (sealed, like [`Engine`]).
///
/// ```
/// use cute_layout::tensor::EngineMut;
/// fn zero<E: EngineMut<Elem = u8>>(e: &mut E) { e.as_mut_slice().fill(0) }
/// let mut v = [1u8, 2];
/// zero(&mut &mut v[..]);
/// assert_eq!(v, [0, 0]);
/// ```
pub trait EngineMut: Engine {
    /// The elements, mutably.
    fn as_mut_slice(&mut self) -> &mut [Self::Elem];
}

impl<'a, T> Engine for &'a [T] {
    type Elem = T;
    type View<'r>
        = &'a [T]
    where
        Self: 'r;
    fn as_slice(&self) -> &[T] {
        self
    }
    fn view_data(&self, from: usize) -> &'a [T] {
        &self[from.min(self.len())..]
    }
}

impl<T> Engine for &mut [T] {
    type Elem = T;
    type View<'r>
        = &'r [T]
    where
        Self: 'r;
    fn as_slice(&self) -> &[T] {
        self
    }
    fn view_data(&self, from: usize) -> &[T] {
        &self[from.min(self.len())..]
    }
}

impl<T> EngineMut for &mut [T] {
    fn as_mut_slice(&mut self) -> &mut [T] {
        self
    }
}

impl<T, N: ArrayLength> Engine for GenericArray<T, N> {
    const OWNS: bool = true;
    type Elem = T;
    type View<'r>
        = &'r [T]
    where
        Self: 'r;
    fn as_slice(&self) -> &[T] {
        GenericArray::as_slice(self)
    }
    fn view_data(&self, from: usize) -> &[T] {
        &self[from.min(self.len())..]
    }
}

impl<T, N: ArrayLength> EngineMut for GenericArray<T, N> {
    fn as_mut_slice(&mut self) -> &mut [T] {
        GenericArray::as_mut_slice(self)
    }
}

/// Why storage cannot hold a layout: the error of [`Tensor::new`](super::Tensor::new).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{StorageError, Tensor};
/// let short = [0u8; 31];
/// let err = Tensor::<_, layout!((4, 8):(8, 1))>::new(&short[..]).unwrap_err();
/// assert_eq!(err, StorageError::TooShort { len: 31, needed: 32 });
/// ```
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
    /// A run-time extent of the layout is negative.
    NegativeExtent,
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
            StorageError::NegativeExtent => {
                write!(f, "the layout has a negative run-time extent")
            }
            StorageError::NegativeOffsets { min_offset } => {
                write!(f, "the layout reaches offset {min_offset}: a tensor over a slice needs non-negative strides")
            }
        }
    }
}

impl std::error::Error for StorageError {}

/// Checks once that `len` elements hold every offset of `L`.
pub(super) fn check_storage<L: StaticLayout>(len: usize) -> Result<(), StorageError> {
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
