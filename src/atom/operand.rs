//! What a thread's `partition_a/b/c` (a TiledMMA's) and `partition_s/d` (a TiledCopy's) take,
//! as in CuTe: a tensor, giving the view of the thread's part, a layout, giving the layout
//! of the part and the offset of its first element, or an identity tensor, giving the
//! coordinates of the part's elements. Also what `retile_s/d` take: a fragment's layout or a
//! tensor ([`RetileInput`]).

use crate::tensor::coord::IdLayout;
use crate::tensor::{CoordTensor, Engine, EngineMut, FlatShape};
use crate::tensor::{IdentityTensor, Tensor};
use crate::AnyLayout;

/// An argument of a thread's `partition_*`: a layout (`Layout`, a swizzled layout), `&Tensor`,
/// `&mut Tensor`, a rank-2 `&IdentityTensor` or a `&CoordTensor` (a tile of one that keeps the
/// k tiles; the part of either is a [`CoordTensor`](crate::tensor::CoordTensor): the
/// coordinates of the part's elements, CuTe's `partition_C(make_identity_tensor(shape))`).
/// Sealed.
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
/// the layout `Part`: `(Part, offset)` for a layout, a view with layout `Part` for a tensor, a
/// [`CoordTensor`](crate::tensor::CoordTensor) for an identity tensor.
pub trait PartitionOutput<Part>: PartitionInput {
    /// The thread's part.
    type Output;
    /// The part, from its layout and the offset of its first element. `thread_strides` gives,
    /// when asked, the strides along which the threads' first elements lie: an identity
    /// tensor's part prints a coordinate no thread moves as a constant, as CuTe does.
    #[doc(hidden)]
    fn into_part(
        self,
        part: Part,
        offset: isize,
        thread_strides: impl FnOnce() -> Vec<i64>,
    ) -> Self::Output;
}

/// The strides of the leaves of mode `path` of a layout that have more than one coordinate:
/// where a partition's thread mode moves the threads' first elements.
pub(crate) fn mode_strides<L: AnyLayout>(layout: &L, path: &[usize]) -> Vec<i64> {
    let Ok(mut l) = layout.as_dynamic() else {
        return Vec::new();
    };
    for &i in path {
        match l.mode(i) {
            Ok(m) => l = m,
            Err(_) => return Vec::new(),
        }
    }
    crate::tensor::coord::moving_strides(&l)
}

mod sealed {
    pub trait Sealed {}
    impl<L: crate::AnyLayout> Sealed for L {}
    impl<E, L> Sealed for &crate::tensor::Tensor<E, L> {}
    impl<E, L> Sealed for &mut crate::tensor::Tensor<E, L> {}
    impl<S: crate::tensor::FlatShape> Sealed for &crate::tensor::IdentityTensor<S> {}
    impl<P> Sealed for &crate::tensor::CoordTensor<P> {}
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
    fn into_part(self, part: Part, offset: isize, _: impl FnOnce() -> Vec<i64>) -> (Part, isize) {
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
    type Output = Tensor<E::View<'a>, Part>;
    /// # Panics
    /// If the part starts past the tensor's storage.
    #[track_caller]
    fn into_part(self, part: Part, offset: isize, _: impl FnOnce() -> Vec<i64>) -> Self::Output {
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
    fn into_part(self, part: Part, offset: isize, _: impl FnOnce() -> Vec<i64>) -> Self::Output {
        let below = crate::swizzle::reach_below(&part);
        let start = crate::tensor::slot(self.origin(), offset);
        self.view_from_mut(part, start, below)
    }
}

/// An argument of a thread's `retile_s`/`retile_d` (CuTe's `retile_S`/`retile_D`): a fragment's
/// layout, giving the regrouped layout, or a tensor (`&Tensor`, `&mut Tensor`: a register
/// fragment), giving a view of the same values through the regrouped layout, as CuTe's
/// `retile_D(tensor)` gives `make_tensor(tensor.data(), retile(tensor.layout()))`. Sealed.
#[diagnostic::on_unimplemented(
    message = "retile_S/retile_D: `{Self}` is not a fragment's layout or a tensor",
    label = "retile takes a `Layout`, a `&Tensor` or a `&mut Tensor` (a register fragment)"
)]
pub trait RetileInput: PartitionInput {
    /// The retiled argument, for the regrouped layout `Part`.
    type Output<Part: AnyLayout>;
    /// The argument seen through `part`.
    #[doc(hidden)]
    fn retiled<Part: AnyLayout>(self, part: Part) -> Self::Output<Part>;
}

impl<S, D> RetileInput for crate::Layout<S, D>
where
    Self: AnyLayout,
{
    type Output<Part: AnyLayout> = Part;
    #[inline(always)]
    fn retiled<Part: AnyLayout>(self, part: Part) -> Part {
        part
    }
}

impl<'a, E: Engine, L: AnyLayout> RetileInput for &'a Tensor<E, L> {
    type Output<Part: AnyLayout> = Tensor<E::View<'a>, Part>;
    #[track_caller]
    fn retiled<Part: AnyLayout>(self, part: Part) -> Self::Output<Part> {
        self.into_part(part, 0, Vec::new)
    }
}

impl<'a, E: EngineMut, L: AnyLayout> RetileInput for &'a mut Tensor<E, L> {
    type Output<Part: AnyLayout> = Tensor<&'a mut [E::Elem], Part>;
    #[track_caller]
    fn retiled<Part: AnyLayout>(self, part: Part) -> Self::Output<Part> {
        self.into_part(part, 0, Vec::new)
    }
}

// An identity tensor is partitioned as `IdLayout` (its shape, modes that never merge); the part's
// offsets are coordinates (`tensor::coord`).
#[doc(hidden)] // machinery bounds; the argument kinds are in the trait's docs
impl<S0: Copy, S1: Copy> PartitionInput for &IdentityTensor<(S0, S1)>
where
    (S0, S1): FlatShape<Coord = (usize, usize)>,
{
    type Layout = IdLayout<S0, S1>;
    fn partitioned(&self) -> Self::Layout {
        self.id_layout()
    }
}

#[doc(hidden)] // machinery bounds; the argument kinds are in the trait's docs
impl<S0: Copy, S1: Copy, Part> PartitionOutput<Part> for &IdentityTensor<(S0, S1)>
where
    (S0, S1): FlatShape<Coord = (usize, usize)>,
{
    type Output = CoordTensor<Part>;
    fn into_part(
        self,
        part: Part,
        offset: isize,
        thread_strides: impl FnOnce() -> Vec<i64>,
    ) -> CoordTensor<Part> {
        self.as_coords().sub_part(part, offset, &thread_strides())
    }
}

// A tile of an identity tensor with a `_` mode (or a thread's part of one) is partitioned as
// the layout it already is.
#[doc(hidden)] // machinery bounds; the argument kinds are in the trait's docs
impl<P: AnyLayout> PartitionInput for &CoordTensor<P> {
    type Layout = P;
    fn partitioned(&self) -> P {
        *self.part()
    }
}

#[doc(hidden)] // machinery bounds; the argument kinds are in the trait's docs
impl<P: AnyLayout, Part> PartitionOutput<Part> for &CoordTensor<P> {
    type Output = CoordTensor<Part>;
    fn into_part(
        self,
        part: Part,
        offset: isize,
        thread_strides: impl FnOnce() -> Vec<i64>,
    ) -> CoordTensor<Part> {
        self.sub_part(part, offset, &thread_strides())
    }
}
