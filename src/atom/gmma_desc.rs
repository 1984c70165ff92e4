//! The fragments of GMMA operands in shared memory (CuTe's `GMMA::smem_desc` and
//! `make_gmma_desc`): a `wgmma` reads A and B from shared memory through a 64-bit descriptor
//! that encodes a *canonical* layout of 8-row core matrices, so a thread's "fragment" of such
//! an operand is one descriptor per MMA of its part: the part recast to 128-bit units with its
//! first mode (the atom's tile) replaced by `_1:_0`. The tile must be canonical, which CuTe
//! checks when it builds the descriptor; here the same checks are compile errors naming
//! `partition_fragment_A/B`. Plain layouts are GMMA's unswizzled (`INTERLEAVE`) kind.

use super::gmma::{MajorK, MajorMN};
use super::tiled_mma::Fragment;
use super::{Descriptors, Numeric};
use crate::swizzle::{Upcast, UpcastOp};
use crate::{Layout, LogicalDivide, LogicalDivideOp, ModeOf, ModeOp, ModeSizeOp};
use typenum::{Eq, IsEqual, Mod, Or, Quot, Unsigned, B1, U0, U1, U128, U2, U256, U4, U512, U8};

type Decimal<N> = <N as crate::decimal::Dec>::Out;
/// Values of `V` per 128-bit unit.
type PerUnit<V> = Quot<U128, <V as Numeric>::Bits>;
/// The atom's tile of the part, in 128-bit units: `(MN, K)`.
type Tile<P, V> = ModeOf<Upcast<P, PerUnit<V>>, U0>;
type SizeOf<L, I> = <L as ModeSizeOp<I>>::Output;

/// The descriptor fragment: the part in 128-bit units, its first mode `_1:_0`.
#[doc(hidden)]
pub trait DescriptorLayout {
    type Output: crate::AnyLayout + Default;
}
impl<S0, S1, S2, D0, D1, D2> DescriptorLayout for Layout<(S0, S1, S2), (D0, D1, D2)>
where
    Layout<(U1, S1, S2), (U0, D1, D2)>: crate::AnyLayout + Default,
{
    type Output = Layout<(U1, S1, S2), (U0, D1, D2)>;
}

/// A canonical tile divided into core matrices: `((a, b), (c, d))` with static leaves.
#[diagnostic::on_unimplemented(
    message = "{Op}: the thread's tile of this operand is not a canonical GMMA layout in shared memory: in 128-bit units it divides into `{Self}`",
    label = "GMMA reads this operand through a descriptor, which needs a canonical layout",
    note = "K-major: ((8,m),2):((1,SBO),LBO) in 128-bit units; MN-major: ((1,m),(8,k)):((X,SBO),(1,LBO)); all static (e.g. `tile_to_shape` of CuTe's `Layout_K_INTER_Atom`, `(_8,_8):(_8,_1)` for 16-bit values)"
)]
#[doc(hidden)]
pub trait CanonicalProfile<Op> {
    /// `stride<0,0>`.
    type S00;
    /// `stride<1,0>`.
    type S10;
}
impl<Op, A, B, C, D, SA, SB, SC, SD> CanonicalProfile<Op>
    for Layout<((A, B), (C, D)), ((SA, SB), (SC, SD))>
where
    A: Unsigned,
    B: Unsigned,
    C: Unsigned,
    D: Unsigned,
    SA: Unsigned,
    SB: Unsigned,
    SC: Unsigned,
    SD: Unsigned,
{
    type S00 = SA;
    type S10 = SC;
}

macro_rules! rules {
    ($($name:ident $message:literal;)*) => {$(
        #[diagnostic::on_unimplemented(message = $message, note = "Num<N> is the number N")]
        #[doc(hidden)]
        pub trait $name<Op, Have> {}
        impl<Op, Have> $name<Op, Have> for B1 {}
    )*};
}
rules! {
    KRows "{Op}: a K-major GMMA operand in shared memory has a multiple of 8 rows (M or N) per MMA; this tile has {Have} in 128-bit units";
    KWidth "{Op}: a K-major GMMA operand in shared memory is 2 units of 128 bits wide in K per MMA (4 for sparse); this tile is {Have} units wide";
    KCoreRows "{Op}: the 8 rows of a K-major GMMA core matrix are adjacent 128-bit units in an unswizzled layout; here they are {Have} units apart";
    MnDepth "{Op}: an MN-major GMMA operand in shared memory has 256 bits of K per MMA (16 values of 16 bits); this tile has {Have} values in K";
    MnCoreRows "{Op}: the 8 K-rows of an MN-major GMMA core matrix are adjacent 128-bit units in an unswizzled layout; here they are {Have} units apart";
}

type Canon<P, V, T> = LogicalDivide<Tile<P, V>, T>;
type KTiler = (Layout<U8, U1>, Layout<U2, U1>);
type MnTiler = (Layout<U1, U1>, Layout<U8, U1>);
type S00<P, V, T, Op> = <Canon<P, V, T> as CanonicalProfile<Op>>::S00;
type S10<P, V, T, Op> = <Canon<P, V, T> as CanonicalProfile<Op>>::S10;
type KWide<P, V> = SizeOf<Tile<P, V>, U1>;
type MnRows<P, V> = SizeOf<Tile<P, V>, U0>;

/// The descriptor fragment of a part `P` with static leaves (implemented for `B1`, whether
/// every leaf of the part is static), for the operation `Op`, the major `Mj` and values `V`.
#[diagnostic::on_unimplemented(
    message = "{Op}: GMMA reads this operand from shared memory through descriptors, which need a static layout, and the thread's part of this tensor has run-time extents or strides",
    label = "the tensor's layout has run-time leaves",
    note = "a GMMA descriptor encodes the shared-memory layout when the kernel is built (CuTe: a static canonical layout)"
)]
#[doc(hidden)]
pub trait StaticDescriptor<Op, P, Mj, V> {
    type Output: crate::AnyLayout + Default;
}

#[doc(hidden)] // machinery bounds; the rule is in `StaticDescriptor`'s docs
impl<P, Op, Mj, V> Fragment<P, Op> for Descriptors<Mj, V>
where
    P: crate::AnyLayout,
    P::Stride: crate::tuple::AllStatic,
    P::Shape: crate::tuple::AllStatic,
    crate::tuple::BothStatic<P::Stride, P::Shape>: StaticDescriptor<Op, P, Mj, V>,
{
    type Output =
        <crate::tuple::BothStatic<P::Stride, P::Shape> as StaticDescriptor<Op, P, Mj, V>>::Output;
}

#[doc(hidden)] // machinery bounds; the rules are in the module docs
impl<P, Op, V: Numeric> StaticDescriptor<Op, P, MajorK, V> for B1
where
    U128: core::ops::Div<V::Bits>,
    P: UpcastOp<PerUnit<V>>,
    Upcast<P, PerUnit<V>>: ModeOp<U0> + DescriptorLayout,
    Tile<P, V>: ModeSizeOp<U0> + ModeSizeOp<U1> + LogicalDivideOp<KTiler>,
    MnRows<P, V>: core::ops::Rem<U8> + crate::decimal::Dec,
    Mod<MnRows<P, V>, U8>: IsEqual<U0>,
    Eq<Mod<MnRows<P, V>, U8>, U0>: KRows<Op, Decimal<MnRows<P, V>>>,
    KWide<P, V>: IsEqual<U2> + IsEqual<U4> + crate::decimal::Dec,
    Eq<KWide<P, V>, U2>: core::ops::BitOr<Eq<KWide<P, V>, U4>>,
    Or<Eq<KWide<P, V>, U2>, Eq<KWide<P, V>, U4>>: KWidth<Op, Decimal<KWide<P, V>>>,
    Canon<P, V, KTiler>: CanonicalProfile<Op>,
    S00<P, V, KTiler, Op>: IsEqual<U1> + crate::decimal::Dec,
    Eq<S00<P, V, KTiler, Op>, U1>: KCoreRows<Op, Decimal<S00<P, V, KTiler, Op>>>,
{
    type Output = <Upcast<P, PerUnit<V>> as DescriptorLayout>::Output;
}

/// K values of `V` that an MN-major operand spans per MMA: 256 bits (128 or 512 for sparse).
type Depth<V, Bits> = Quot<Bits, <V as Numeric>::Bits>;

#[doc(hidden)] // machinery bounds; the rules are in the module docs
impl<P, Op, V: Numeric> StaticDescriptor<Op, P, MajorMN, V> for B1
where
    U128: core::ops::Div<V::Bits>,
    U256: core::ops::Div<V::Bits>,
    U512: core::ops::Div<V::Bits>,
    P: UpcastOp<PerUnit<V>>,
    Upcast<P, PerUnit<V>>: ModeOp<U0> + DescriptorLayout,
    Tile<P, V>: ModeSizeOp<U1> + LogicalDivideOp<MnTiler>,
    KWide<P, V>: IsEqual<Depth<V, U256>> + IsEqual<Depth<V, U128>> + IsEqual<Depth<V, U512>>,
    KWide<P, V>: crate::decimal::Dec,
    Eq<KWide<P, V>, Depth<V, U256>>: core::ops::BitOr<Eq<KWide<P, V>, Depth<V, U128>>>,
    Or<Eq<KWide<P, V>, Depth<V, U256>>, Eq<KWide<P, V>, Depth<V, U128>>>:
        core::ops::BitOr<Eq<KWide<P, V>, Depth<V, U512>>>,
    Or<
        Or<Eq<KWide<P, V>, Depth<V, U256>>, Eq<KWide<P, V>, Depth<V, U128>>>,
        Eq<KWide<P, V>, Depth<V, U512>>,
    >: MnDepth<Op, Decimal<KWide<P, V>>>,
    Canon<P, V, MnTiler>: CanonicalProfile<Op>,
    S10<P, V, MnTiler, Op>: IsEqual<U1> + crate::decimal::Dec,
    Eq<S10<P, V, MnTiler, Op>, U1>: MnCoreRows<Op, Decimal<S10<P, V, MnTiler, Op>>>,
{
    type Output = <Upcast<P, PerUnit<V>> as DescriptorLayout>::Output;
}
