//! Tensors over composed (swizzled) layouts: every offset goes through the swizzle.

use super::{ComposedLayout, ComposedOffset, OuterFn};
use crate::tensor::{StorageError, Tensor};

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<A: OuterFn, O: ComposedOffset, L, C> crate::Crd2IdxOp<C> for ComposedLayout<A, O, L>
where
    L: crate::StaticLayout + crate::Crd2IdxOp<C>,
{
    #[inline(always)]
    fn contains(&self, coord: &C) -> bool {
        L::default().contains(coord)
    }
    /// `A(O + L(c))`.
    #[inline(always)]
    fn crd2idx(&self, coord: C) -> isize {
        self.offset.apply::<A>(L::default().crd2idx(coord) as i64) as isize
    }
    #[inline(always)]
    fn crd2idx_at(&self, start: isize, coord: C) -> isize {
        let x = L::default().crd2idx(coord) as i64;
        self.offset.apply_at::<A>(start as i64, x) as isize
    }
}

impl<A, O, L> crate::tensor::sealed::Sealed for ComposedLayout<A, O, L> {}
impl<A, O, L> crate::tensor::sealed::TensorArg for ComposedLayout<A, O, L> {}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<A, O, L> crate::tensor::TensorLayoutArg for ComposedLayout<A, O, L>
where
    Self: crate::AnyLayout,
{
    type Layout = Self;
    fn into_layout(self) -> Self {
        self
    }
}

/// `make_fragment_like` of a swizzled tensor: registers are not swizzled, so the fragment is
/// the inner layout's (CuTe's rule).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::Swizzle;
/// use cute_layout::tensor::FragmentLike;
/// type Smem = Composition<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>;
/// assert_eq!(FragmentLike::<Smem>::default().to_string(), "(_8,(_64)):(_1,(_8))");
/// ```
#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<A: OuterFn, O: ComposedOffset, L> crate::tensor::FragmentLikeOp for ComposedLayout<A, O, L>
where
    Self: crate::AnyLayout,
    L: crate::tensor::FragmentLikeOp,
{
    type Output = crate::tensor::FragmentLike<L>;
}

/// A swizzled tensor's loops: the inner layout's loops, each offset through the swizzle (so
/// `iter`, `for_each` and `fill` visit a swizzled tensor in layout order).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::Swizzle;
/// use cute_layout::tensor::Tensor;
/// use cute_layout::typenum::U1;
/// type L = Composition<Swizzle<U1, U1, U1>, layout!((2,4):(4,1))>;
/// let data: Vec<u8> = (0..8).collect();
/// let t = Tensor::<_, L>::new_composed(&data[..]).unwrap();
/// assert_eq!(t.iter().copied().collect::<Vec<_>>(), [0, 6, 1, 7, 2, 4, 3, 5]);
/// ```
#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<A: OuterFn, O: ComposedOffset, L> crate::Loops for ComposedLayout<A, O, L>
where
    L: crate::StaticLayout + crate::Loops,
{
    #[inline(always)]
    fn for_each_offset<F: FnMut(isize)>(&self, f: &mut F) {
        let o = self.offset;
        L::default().for_each_offset(&mut |x| f(o.apply::<A>(x as i64) as isize));
    }
    #[inline(always)]
    fn offset_of_index(&self, i: usize) -> isize {
        self.offset
            .apply::<A>(L::default().offset_of_index(i) as i64) as isize
    }
}

/// A copy between a swizzled layout and any layout pairs the elements index by index (the
/// swizzle breaks the loops a plain layout has). The sizes are compared when the program is
/// built where both layouts are static (a swizzled layout always is), and when the copy runs
/// where one has run-time leaves.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::swizzle::Swizzle;
/// use cute_layout::tensor::copy;
/// type Smem = Composition<Swizzle<U1, U0, U1>, layout!((2,2):(2,1))>;
/// let src: Vec<u8> = (0..4).collect();
/// let mut dst = [0u8; 4];
/// copy(&make_tensor(&src[..], <layout!((2,2):(2,1))>::new()).unwrap(),
///      &mut make_tensor(&mut dst[..], Smem::default()).unwrap());
/// assert_eq!(dst, [0, 1, 3, 2]);
/// ```
macro_rules! zip_by_index {
    ($([$($g:ident),*] $dst:ty => $dst_in:ty, $src:ty => $src_in:ty;)*) => {$(
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<$($g),*> crate::tensor::ZipWalk<$src> for $dst
        where
            $dst: crate::AnyLayout + crate::Loops,
            $src: crate::AnyLayout + crate::Loops,
        {
            fn walk_pairs<F: FnMut(isize, isize)>(&self, src: &$src, f: &mut F) {
                let (n, m) = (crate::AnyLayout::size(self), crate::AnyLayout::size(src));
                if n != m {
                    crate::tensor::size_mismatch(n, m);
                }
                for i in 0..n {
                    f(crate::Loops::offset_of_index(self, i), crate::Loops::offset_of_index(src, i));
                }
            }
            fn walk_pair_runs<F: FnMut(isize, isize, usize, isize, isize)>(
                &self,
                src: &$src,
                f: &mut F,
            ) {
                self.walk_pairs(src, &mut |a, b| f(a, b, 1, 0, 0));
            }
            fn src_size(src: &$src) -> usize {
                crate::AnyLayout::size(src)
            }
        }
        /// The sizes are those of the inner layouts: static ones are compared by the compiler.
        #[doc(hidden)] // machinery bounds; the rule is in the trait's docs
        impl<$($g),*> crate::ZipLoops<$src> for $dst
        where
            $dst: crate::tensor::ZipWalk<$src>,
            $dst_in: crate::tuple::AllStatic,
            $src_in: crate::tuple::AllStatic,
            crate::tuple::BothStatic<$src_in, $dst_in>: crate::tensor::SizesAgree<$dst_in, $src_in>,
        {
        }
    )*};
}
zip_by_index! {
    [A, O, L, S, D] ComposedLayout<A, O, L> => L, crate::Layout<S, D> => crate::Layout<S, D>;
    [S, D, A, O, L] crate::Layout<S, D> => crate::Layout<S, D>, ComposedLayout<A, O, L> => L;
    [A, O, L, A2, O2, L2] ComposedLayout<A, O, L> => L, ComposedLayout<A2, O2, L2> => L2;
}

/// The storage a composed layout needs: one past its largest offset (the swizzle may move
/// offsets past the inner layout's cosize).
fn check<A: OuterFn, O: ComposedOffset, L: crate::StaticLayout>(
    len: usize,
) -> Result<(), StorageError> {
    use crate::AnyLayout;
    let range = ComposedLayout::<A, O, L>::default()
        .offset_range()
        .map_err(|_| StorageError::NegativeExtent)?;
    match range {
        Some((lo, _)) if lo < 0 => Err(StorageError::NegativeOffsets { min_offset: lo }),
        Some((_, hi)) if (hi as usize) >= len => Err(StorageError::TooShort {
            len,
            needed: hi as usize + 1,
        }),
        _ => Ok(()),
    }
}

impl<'a, T, A: OuterFn, O: ComposedOffset, L: crate::StaticLayout>
    Tensor<&'a [T], ComposedLayout<A, O, L>>
{
    /// A read-only tensor over `data` with a swizzled layout; fails if `data` does not hold
    /// every swizzled offset. Indexing and the loops (`iter`, `fill`) go through the swizzle.
    /// Slicing, `local_tile` and `local_partition`, at static coordinates ([`crd!`](crate::crd)
    /// values) or run-time ones, give CuTe's slice (a composed layout, or the plain layout it
    /// decays to) starting where CuTe's `slice_and_offset` says; a decayed slice may have
    /// negative strides (CuTe reaches below the slice's start through its pointer), and the
    /// view keeps the storage they reach.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::swizzle::Swizzle;
    /// use cute_layout::tensor::Tensor;
    /// use cute_layout::typenum::U3;
    /// type Atom = Composition<Swizzle<U3, U3, U3>, layout!((8,64):(64,1))>;
    /// let data: Vec<u32> = (0..512).collect();
    /// let t = Tensor::<_, Atom>::new_composed(&data[..]).unwrap();
    /// assert_eq!(t[(1usize, 0usize)], 72); // row 1's first vector is stored at 64 + 8
    /// assert_eq!(t[(1usize, 8usize)], 64); // and its second at 64
    /// // Column 0 decays to a plain layout: the swizzle is linear on it.
    /// let col = t.slice(<crd!((_, 0))>::default());
    /// assert_eq!(col.layout().to_string(), "(_8):(_72)");
    /// assert_eq!(col[3usize], 216);
    /// // Row 3 decays too, with negative strides, from offset 216 (CuTe's slice_and_offset).
    /// let (row, start) = SliceOp::slice_and_offset(Atom::default(), <crd!((3, _))>::default());
    /// assert_eq!((row.to_string().as_str(), start), ("((_8,_4,_2)):((_1,_-8,_32))", 216));
    /// let row = t.slice(<crd!((3, _))>::default());
    /// assert_eq!(row[8usize], 208); // 8 below the row's start
    /// ```
    pub fn new_composed(data: &'a [T]) -> Result<Self, StorageError> {
        check::<A, O, L>(data.len())?;
        Ok(Tensor::from_parts(data, ComposedLayout::default()))
    }
}

impl<'a, T, A: OuterFn, O: ComposedOffset, L: crate::StaticLayout>
    Tensor<&'a mut [T], ComposedLayout<A, O, L>>
{
    /// A writable tensor over `data` with a swizzled layout (see
    /// [`new_composed`](Tensor::new_composed)).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::swizzle::Swizzle;
    /// use cute_layout::tensor::Tensor;
    /// use cute_layout::typenum::{U1, U2};
    /// type L = Composition<Swizzle<U1, U1, U1>, layout!((2,4):(4,1))>;
    /// let mut data = [0u8; 8];
    /// let mut t = Tensor::<_, L>::new_composed_mut(&mut data[..]).unwrap();
    /// t[(1usize, 0usize)] = 9;
    /// assert_eq!(data, [0, 0, 0, 0, 0, 0, 9, 0]);
    /// ```
    pub fn new_composed_mut(data: &'a mut [T]) -> Result<Self, StorageError> {
        check::<A, O, L>(data.len())?;
        Ok(Tensor::from_parts(data, ComposedLayout::default()))
    }
}
