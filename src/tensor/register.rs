//! Register tensors: owned storage of exactly `cosize(L)` elements, a `GenericArray` on the
//! stack (CuTe's `make_tensor<T>(layout)`).

use generic_array::{ArrayLength, GenericArray};

use super::sealed::Sealed;
use super::Tensor;
use crate::algebra::complement::detail::CosizeT;
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
    list::Repr<Layout<S, D>>: CosizeT,
    <list::Repr<Layout<S, D>> as CosizeT>::Output: ArrayLength,
{
    type Cosize = <list::Repr<Layout<S, D>> as CosizeT>::Output;
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
