//! Register tensors: owned storage of exactly `cosize(L)` elements, a `GenericArray` on the
//! stack (CuTe's `make_tensor<T>(layout)`).

use generic_array::{ArrayLength, GenericArray};

use super::sealed::Sealed;
use super::Tensor;
use crate::algebra::complement::{CosizeOf, CotargetFor, OwnCosize};
use crate::layout::{Layout, StaticLayout};
use crate::list;

/// A static layout whose cosize is known as a type, so that a register tensor of it is an
/// array of exactly that length: the one bound a generic [`RegTensor<T, L>`] needs.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{RegLayout, RegTensor};
/// /// A register tensor of any layout, filled with ones.
/// fn ones<L: RegLayout + Loops>() -> RegTensor<f32, L> {
///     let mut r = RegTensor::<f32, L>::new_registers();
///     r.fill(1.0);
///     r
/// }
/// let r = ones::<layout!((2, 2):(1, 4))>();
/// assert_eq!(r.data(), &[1.0, 1.0, 0.0, 0.0, 1.0, 1.0]);
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a layout a register tensor can be sized by",
    label = "a register tensor holds cosize(L) elements, a length known when the program is built",
    note = "in generic code, add the bound `RegLayout` on this layout"
)]
pub trait RegLayout: StaticLayout + Sealed {
    /// The cosize (largest offset + 1), as a typenum integer: the length of the array (CuTe's
    /// `cosize_t`).
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::typenum::Unsigned;
    /// assert_eq!(<<layout!((2, 2):(1, 4)) as RegLayout>::Cosize as Unsigned>::USIZE, 6);
    /// ```
    type Cosize: ArrayLength;
}

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D> RegLayout for Layout<S, D>
where
    Layout<S, D>: StaticLayout,
    OwnCosize: CotargetFor<list::Repr<Layout<S, D>>>,
    CosizeOf<list::Repr<Layout<S, D>>>: ArrayLength,
{
    type Cosize = CosizeOf<list::Repr<Layout<S, D>>>;
}

/// A register tensor (CuTe's `make_tensor<T>(layout)`): owned storage of exactly
/// `cosize(L)` elements, a `GenericArray` on the stack.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::RegTensor;
/// let mut r = RegTensor::<f64, layout!((2, 2):(1, 4))>::new_registers();
/// r[(1, 1)] = 3.5;
/// assert_eq!(r.data(), &[0.0, 0.0, 0.0, 0.0, 0.0, 3.5]);
/// assert_eq!(core::mem::size_of_val(&r), 6 * 8);
/// ```
pub type RegTensor<T, L> = Tensor<GenericArray<T, <L as RegLayout>::Cosize>, L>;

impl<T: Default, L: RegLayout> Tensor<GenericArray<T, L::Cosize>, L> {
    /// A register tensor of default values.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::RegTensor;
    /// let r = RegTensor::<u8, layout!(3:2)>::new_registers();
    /// assert_eq!(r.data(), &[0; 5]);
    /// ```
    pub fn new_registers() -> Self {
        Tensor::from_engine(GenericArray::default())
    }
}

impl<T: Default, L: RegLayout> Default for Tensor<GenericArray<T, L::Cosize>, L> {
    fn default() -> Self {
        Self::new_registers()
    }
}

/// The register layout of CuTe's `make_fragment_like(tensor)`: the compact column-major layout
/// of a layout's (static) shape, as `make_layout(shape)` builds it (a size-1 mode gets stride
/// `_0`). A tile or a partition of a tensor with run-time strides has static extents, so its
/// values fit in registers. Sealed: every layout whose shape is all static has one.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{FragmentLike, FragmentLikeOp};
/// type P = layout!((_4,_4):(_32,2400)); // a thread's values of a tile with a run-time stride
/// assert_eq!(FragmentLike::<P>::default().to_string(), "(_4,_4):(_1,_4)");
/// assert_eq!(FragmentLike::<layout!(((2,1),3):((8,0),1))>::default().to_string(), "((_2,_1),_3):((_1,_0),_2)");
/// ```
#[diagnostic::on_unimplemented(
    message = "make_fragment_like: the shape of `{Self}` is not all static",
    label = "a register fragment needs static extents",
    note = "tile or partition the tensor by static tiles first (local_tile, local_partition)"
)]
pub trait FragmentLikeOp: crate::AnyLayout + Sealed {
    /// The compact column-major layout of the shape.
    type Output: RegLayout;
}

/// The register layout of `make_fragment_like` for a tensor of layout `L`.
pub type FragmentLike<L> = <L as FragmentLikeOp>::Output;

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D> FragmentLikeOp for Layout<S, D>
where
    Layout<S, D>: crate::AnyLayout,
    S: list::Internal,
    S::Repr: compact::Compact<typenum::U1>,
    Layout<S::Repr, <S::Repr as compact::Compact<typenum::U1>>::Stride>: list::Public,
    list::Pub<Layout<S::Repr, <S::Repr as compact::Compact<typenum::U1>>::Stride>>: RegLayout,
{
    type Output = list::Pub<Layout<S::Repr, <S::Repr as compact::Compact<typenum::U1>>::Stride>>;
}

/// Compact column-major strides of an internal static shape.
mod compact {
    use crate::int::{If, IfThen, UMul};
    use crate::list::{C, E};

    /// The strides of shape `Self` when its first element has stride `P`, and the stride after.
    pub trait Compact<P> {
        type Stride;
        type Next;
    }

    crate::arity::for_unsigned!([__P: UMul<Self> + typenum::Unsigned] Compact<__P> where [
        Self: typenum::IsEqual<typenum::U1>,
        typenum::Eq<Self, typenum::U1>: If<typenum::U0, __P>,
    ] {
        type Stride = IfThen<typenum::Eq<Self, typenum::U1>, typenum::U0, __P>;
        type Next = <__P as UMul<Self>>::Output;
    });

    impl<P> Compact<P> for E {
        type Stride = E;
        type Next = P;
    }

    impl<H: Compact<P>, T: Compact<H::Next>, P> Compact<P> for C<H, T> {
        type Stride = C<H::Stride, T::Stride>;
        type Next = T::Next;
    }
}

impl<T: Default, L: RegLayout> Tensor<GenericArray<T, L::Cosize>, L> {
    /// CuTe's `make_fragment_like(tensor)`: a register tensor of default values whose layout is
    /// the compact column-major layout of `tensor`'s (static) shape.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::{local_partition, local_tile, RegTensor, Tensor};
    /// let (m, k) = (64usize, 16usize);
    /// let data: Vec<f32> = (0..m * k).map(|i| i as f32).collect();
    /// let a = Tensor::with_layout(&data[..], make_layout!((m, k):(_1, m))).unwrap();
    /// let cta = local_tile(&a, make_shape!((_64, _16)), (0usize, 0usize));
    /// let mine = local_partition(&cta, <layout!((16, 4):(1, 16))>::new(), 5);
    /// let mut regs = RegTensor::fragment_like(&mine);
    /// assert_eq!(regs.layout().to_string(), "(_4,_4):(_1,_4)");
    /// regs.copy_from(&mine);
    /// assert_eq!(regs[(1usize, 2usize)], mine[(1usize, 2usize)]);
    /// ```
    pub fn fragment_like<E2, L2>(tensor: &Tensor<E2, L2>) -> Self
    where
        L2: FragmentLikeOp<Output = L>,
    {
        let _ = tensor;
        Self::new_registers()
    }
}
