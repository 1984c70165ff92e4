//! What a thread's `partition_a/b/c` (a TiledMMA's) and `partition_s/d` (a TiledCopy's) take,
//! as in CuTe: a tensor, giving the view of the thread's part, or a layout, giving the layout
//! of the part and the offset of its first element.

use crate::tensor::{Engine, EngineMut, Tensor};
use crate::AnyLayout;

/// An argument of a thread's `partition_*`: a layout (`Layout`, a swizzled layout), `&Tensor`
/// or `&mut Tensor`. Sealed.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{TiledMMA, SM80_16x8x16_F32F16F16F32_TN};
/// type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
/// let thr = Mma::default().get_slice(5);
/// let data: Vec<u16> = (0..64 * 32).map(|x| x as u16).collect();
/// let sa = Tensor::<_, layout!((64,32):(32,1))>::new(&data[..]).unwrap();
/// // A tensor gives the view of the thread's part ...
/// let part = thr.partition_a(&sa);
/// // ... a layout, the part's layout and where it starts.
/// let (layout, start) = thr.partition_a(sa.layout());
/// assert_eq!(part.layout().to_string(), layout.to_string());
/// assert_eq!(part[0usize], data[start as usize]);
/// ```
pub trait PartitionInput: sealed::Sealed {
    /// The layout that is partitioned.
    type Layout;
    /// That layout.
    #[doc(hidden)]
    fn partitioned(&self) -> Self::Layout;
}

/// What a thread's `partition_*` gives for an argument of [`PartitionInput`], whose part has
/// the layout `Part`: `(Part, offset)` for a layout, a view with layout `Part` for a tensor.
pub trait PartitionOutput<Part>: PartitionInput {
    /// The thread's part.
    type Output;
    /// The part, from its layout and the offset of its first element.
    #[doc(hidden)]
    fn into_part(self, part: Part, offset: isize) -> Self::Output;
}

mod sealed {
    pub trait Sealed {}
    impl<L: crate::AnyLayout> Sealed for L {}
    impl<E, L> Sealed for &crate::tensor::Tensor<E, L> {}
    impl<E, L> Sealed for &mut crate::tensor::Tensor<E, L> {}
}

impl<L: AnyLayout> PartitionInput for L {
    type Layout = L;
    fn partitioned(&self) -> L {
        *self
    }
}

impl<L: AnyLayout, Part> PartitionOutput<Part> for L {
    type Output = (Part, isize);
    #[inline]
    fn into_part(self, part: Part, offset: isize) -> (Part, isize) {
        (part, offset)
    }
}

impl<E: Engine, L: AnyLayout> PartitionInput for &Tensor<E, L> {
    type Layout = L;
    fn partitioned(&self) -> L {
        self.layout()
    }
}

impl<'a, E: Engine, L: AnyLayout, Part: AnyLayout> PartitionOutput<Part> for &'a Tensor<E, L> {
    type Output = Tensor<&'a [E::Elem], Part>;
    /// # Panics
    /// If the part starts past the tensor's storage.
    #[track_caller]
    fn into_part(self, part: Part, offset: isize) -> Self::Output {
        let below = crate::swizzle::reach_below(&part);
        self.view_from(part, crate::tensor::slot(self.origin(), offset), below)
    }
}

impl<E: EngineMut, L: AnyLayout> PartitionInput for &mut Tensor<E, L> {
    type Layout = L;
    fn partitioned(&self) -> L {
        self.layout()
    }
}

impl<'a, E: EngineMut, L: AnyLayout, Part: AnyLayout> PartitionOutput<Part>
    for &'a mut Tensor<E, L>
{
    type Output = Tensor<&'a mut [E::Elem], Part>;
    /// # Panics
    /// If the part starts past the tensor's storage.
    #[track_caller]
    fn into_part(self, part: Part, offset: isize) -> Self::Output {
        let below = crate::swizzle::reach_below(&part);
        let start = crate::tensor::slot(self.origin(), offset);
        self.view_from_mut(part, start, below)
    }
}
