//! Register tensors: owned storage of exactly `cosize(L)` elements, a `GenericArray` on the
//! stack (CuTe's `make_tensor<T>(layout)`).

use generic_array::{ArrayLength, GenericArray};

use super::sealed::Sealed;
use super::Tensor;
use crate::algebra::complement::{CosizeOf, CotargetFor, OwnCosize};
use crate::layout::{Layout, StaticLayout};
use crate::list;
use crate::tuple::AllStatic;
use typenum::{B0, B1};

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
    Layout<S, D>: StaticLayout + AllStatic,
    <Self as AllStatic>::Output: CosizeIfStatic<Self>,
{
    type Cosize = <<Self as AllStatic>::Output as CosizeIfStatic<Self>>::Cosize;
}

/// The cosize of `L` as a type when `L` is all-static (`Self` is `B1`); a layout with run-time
/// leaves (`B0`) has only the error left as a bound, so that it is the message.
pub trait CosizeIfStatic<L> {
    type Cosize: ArrayLength;
}

impl<L> CosizeIfStatic<L> for B1
where
    L: list::Internal,
    OwnCosize: CotargetFor<list::Repr<L>>,
    CosizeOf<list::Repr<L>>: ArrayLength,
{
    type Cosize = CosizeOf<list::Repr<L>>;
}

impl<L> CosizeIfStatic<L> for B0
where
    (): RunTimeRegisters<L>,
{
    type Cosize = typenum::U0;
}

/// A register tensor of a layout with run-time leaves.
#[diagnostic::on_unimplemented(
    message = "register tensor: the layout has run-time leaves (`Dyn`), so its cosize (the array's length) is not known when the program is built",
    label = "a register tensor (RegTensor, make_fragment_like, partition_fragment_*) needs a static layout",
    note = "write the layout with static extents (`layout!`, typenum integers); keep run-time extents for tensors over slices (`Tensor::with_layout`)"
)]
pub trait RunTimeRegisters<L> {}

/// A register tensor (CuTe's `make_tensor<T>(layout)`): owned storage of exactly
/// `cosize(L)` elements, a `GenericArray` on the stack (beside it, as in every tensor, the
/// position of the layout's offset 0 in the storage, a `usize`, here 0).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::RegTensor;
/// let mut r = RegTensor::<f64, layout!((2, 2):(1, 4))>::new_registers();
/// r[(1, 1)] = 3.5;
/// assert_eq!(r.data(), &[0.0, 0.0, 0.0, 0.0, 0.0, 3.5]);
/// assert_eq!(core::mem::size_of_val(&r), 6 * 8 + core::mem::size_of::<usize>());
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

/// The register layout of CuTe's `make_fragment_like(layout)`: a compact layout of the same
/// (static) shape. Mode 0 (a copy's or an MMA's values) is column-major, its stride-0 leaves
/// kept at stride 0; the other modes follow in the order of their strides (CuTe's
/// `make_ordered_layout`, a run-time stride counting as larger than every static one). A
/// layout of rank 1 is column-major. A tile or a partition of a tensor with run-time strides
/// has static extents, so its values fit in registers. Sealed: every layout whose shape is all
/// static has one.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{FragmentLike, FragmentLikeOp};
/// type P = layout!((_4,_4):(_32,2400)); // a thread's values of a tile with a run-time stride
/// // As in CuTe, the second mode of a rank-2 layout comes back as a tuple of one mode.
/// assert_eq!(FragmentLike::<P>::default().to_string(), "(_4,(_4)):(_1,(_4))");
/// // Mode 0 column-major with its repeated leaf at stride 0, the others by stride order.
/// type Q = layout!(((2,4),3,5):((0,8),1,40));
/// assert_eq!(FragmentLike::<Q>::default().to_string(), "((_2,_4),_3,_5):((_0,_1),_4,_12)");
/// type R = layout!((2,3,4):(12,4,1));
/// assert_eq!(FragmentLike::<R>::default().to_string(), "(_2,_3,_4):(_1,_8,_2)");
/// ```
#[diagnostic::on_unimplemented(
    message = "make_fragment_like: the shape of `{Self}` is not all static",
    label = "a register fragment needs static extents",
    note = "tile or partition the tensor by static tiles first (local_tile, local_partition)",
    note = "in generic code, bound the layout: `L: cute_layout::tensor::FragmentLikeOp`"
)]
pub trait FragmentLikeOp: crate::AnyLayout + Sealed {
    /// The compact layout of the shape.
    type Output: RegLayout;

    /// CuTe's `make_fragment_like(layout)` on a layout value: [`FragmentLike`] of its type.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::tensor::FragmentLikeOp;
    /// let ld = std::hint::black_box(2400usize);
    /// let part = make_layout!((_4, _4):(_32, ld));
    /// assert_eq!(part.make_fragment_like().to_string(), "(_4,(_4)):(_1,(_4))");
    /// ```
    fn make_fragment_like(&self) -> Self::Output {
        Default::default()
    }
}

/// The register layout of `make_fragment_like` for a tensor of layout `L`.
pub type FragmentLike<L> = <L as FragmentLikeOp>::Output;

#[doc(hidden)] // machinery bounds; the rule is in the trait's docs
impl<S, D> FragmentLikeOp for Layout<S, D>
where
    Layout<S, D>: crate::AnyLayout + Sealed,
    S: crate::IntTuple + by_rank::ByRank<D>,
    <S as by_rank::ByRank<D>>::Output: RegLayout,
{
    type Output = <S as by_rank::ByRank<D>>::Output;
}

/// `make_fragment_like` by the rank of the shape.
mod by_rank {
    use crate::layout::Layout;
    use typenum::{U0, U1};

    type Left<S> = <S as crate::MakeLayoutLeftOp>::Output;
    type Mode0<L> = crate::ModeOf<L, U0>;
    /// Mode 0 column-major over its leaves of non-zero stride.
    type FirstCompact<L> = Layout<
        crate::ShapeOf<Mode0<L>>,
        crate::StrideOf<Left<crate::ShapeOf<crate::FilterZeros<Mode0<L>>>>>,
    >;
    type Ordered<R> = <crate::ShapeOf<R> as crate::MakeOrderedLayoutOp<crate::StrideOf<R>>>::Output;

    /// The fragment layout of a layout of shape `Self` and stride `D`.
    pub trait ByRank<D> {
        type Output;
    }

    impl<U: typenum::Unsigned, B: typenum::Bit, D> ByRank<D> for typenum::UInt<U, B>
    where
        Self: crate::MakeLayoutLeftOp,
    {
        type Output = Left<Self>;
    }

    impl<T0: Copy, D> ByRank<D> for (T0,)
    where
        (T0,): crate::MakeLayoutLeftOp,
    {
        type Output = Left<(T0,)>;
    }

    macro_rules! by_rank {
        ($r:ty; $($t:ident)*) => {
            impl<T0, $($t,)* D> ByRank<D> for (T0, $($t,)*)
            where
                Layout<(T0, $($t,)*), D>: crate::ModeOp<U0> + crate::TakeOp<U1, $r>,
                Mode0<Layout<(T0, $($t,)*), D>>: crate::AnyLayout + crate::FilterZerosOp,
                crate::ShapeOf<crate::FilterZeros<Mode0<Layout<(T0, $($t,)*), D>>>>:
                    crate::MakeLayoutLeftOp,
                Left<crate::ShapeOf<crate::FilterZeros<Mode0<Layout<(T0, $($t,)*), D>>>>>:
                    crate::AnyLayout,
                <Layout<(T0, $($t,)*), D> as crate::TakeOp<U1, $r>>::Output: crate::AnyLayout,
                crate::ShapeOf<<Layout<(T0, $($t,)*), D> as crate::TakeOp<U1, $r>>::Output>:
                    crate::MakeOrderedLayoutOp<
                        crate::StrideOf<<Layout<(T0, $($t,)*), D> as crate::TakeOp<U1, $r>>::Output>,
                    >,
                FirstCompact<Layout<(T0, $($t,)*), D>>: crate::TiledProductOp<
                    Ordered<<Layout<(T0, $($t,)*), D> as crate::TakeOp<U1, $r>>::Output>,
                >,
            {
                type Output = crate::TiledProduct<
                    FirstCompact<Layout<(T0, $($t,)*), D>>,
                    Ordered<<Layout<(T0, $($t,)*), D> as crate::TakeOp<U1, $r>>::Output>,
                >;
            }
        };
    }
    by_rank!(typenum::U2; T1);
    by_rank!(typenum::U3; T1 T2);
    by_rank!(typenum::U4; T1 T2 T3);
    by_rank!(typenum::U5; T1 T2 T3 T4);
    by_rank!(typenum::U6; T1 T2 T3 T4 T5);
    by_rank!(typenum::U7; T1 T2 T3 T4 T5 T6);
    by_rank!(typenum::U8; T1 T2 T3 T4 T5 T6 T7);
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
    /// assert_eq!(regs.layout().to_string(), "(_4,(_4)):(_1,(_4))");
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

/// CuTe's `make_tensor<T>(layout)`: a register tensor of default values over a static layout
/// value (a fragment's layout from `partition_fragment_a/b/c`, or a predicate's), or over the
/// column-major layout of a static shape (CuTe's `make_tensor<T>(shape)`).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{TiledMMA, SM80_16x8x16_F32F16F16F32_TN};
/// use cute_layout::tensor::make_register_tensor;
/// type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
/// let frag = Mma::default().get_slice(5).partition_fragment_c(<layout!((64,32):(1,64))>::new());
/// let mut acc = make_register_tensor::<f32, _>(frag);
/// assert_eq!(acc.layout().to_string(), "((_2,_2),_2,_2):((_1,_2),_4,_8)"); // as CuTe
/// acc[3usize] = 1.5;
/// // A predicate of one flag per copy: CuTe's make_tensor<bool>(Shape<_4,_2>{}, Stride<_1,_0>{}).
/// let pred = make_register_tensor::<bool, _>(<layout!((4, 2):(1, 0))>::new());
/// assert_eq!(pred.data().len(), 4);
/// // A shape: CuTe's make_tensor<float>(Shape<_4,_8>{}).
/// let r = make_register_tensor::<f32, _>(make_shape!((_4, _8)));
/// assert_eq!(r.layout().to_string(), "(_4,_8):(_1,_4)");
/// ```
pub fn make_register_tensor<T: Default, L>(layout: L) -> RegTensor<T, L::Layout>
where
    L: super::TensorLayoutArg<Layout: RegLayout>,
{
    let _ = layout;
    RegTensor::new_registers()
}

/// CuTe's `make_tensor_like(tensor)`: a register tensor of default values, with `tensor`'s
/// element type and its shape, compact in the order of its strides
/// ([`make_layout_like`](crate::MakeLayoutLikeOp)). CuTe's `sgemm_1` holds a thread's
/// accumulators in one: `tCrC = make_tensor_like(tCgC)`.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::{local_partition, local_tile, make_tensor_like, Tensor};
/// let (m, n) = (200usize, 136usize);
/// let data = vec![0f32; m * n];
/// let c = Tensor::with_layout(&data[..], make_layout!((m, n):(_1, m))).unwrap();
/// let gc = local_tile(&c, make_shape!((_128, _128)), (0usize, 0usize));
/// let tcgc = local_partition(&gc, <layout!((16, 16):(1, 16))>::new(), 37);
/// assert_eq!(tcgc.layout().to_string(), "(_8,_8):(_16,3200)");
/// let tcrc = make_tensor_like(&tcgc);
/// assert_eq!(tcrc.layout().to_string(), "(_8,_8):(_1,_8)"); // CuTe prints the same
/// ```
#[allow(clippy::type_complexity)] // the register tensor's type, spelled out for rustdoc
pub fn make_tensor_like<E, L>(
    tensor: &Tensor<E, L>,
) -> RegTensor<E::Elem, <L as crate::MakeLayoutLikeOp>::Output>
where
    E: super::Engine,
    E::Elem: Default,
    L: crate::MakeLayoutLikeOp<Output: RegLayout>,
{
    let _ = tensor;
    RegTensor::new_registers()
}

/// CuTe's `make_fragment_like(tensor)`: [`RegTensor::fragment_like`] with the element type
/// of `tensor` (default values).
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::tensor::make_fragment_like;
/// let data: Vec<f32> = (0..32).map(|i| i as f32).collect();
/// let t = make_tensor(&data[..], <layout!((4,8):(8,1))>::new()).unwrap();
/// let mut regs = make_fragment_like(&t);
/// assert_eq!(regs.layout().to_string(), "(_4,(_8)):(_1,(_4))"); // CuTe prints the same
/// regs.copy_from(&t);
/// assert_eq!(regs[(1usize, 2usize)], 10.0);
/// ```
pub fn make_fragment_like<E, L>(tensor: &Tensor<E, L>) -> RegTensor<E::Elem, FragmentLike<L>>
where
    E: super::Engine,
    E::Elem: Default,
    L: FragmentLikeOp,
{
    RegTensor::fragment_like(tensor)
}
