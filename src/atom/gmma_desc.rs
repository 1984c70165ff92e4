//! The fragments of GMMA operands in shared memory (CuTe's `GMMA::smem_desc` and
//! `make_gmma_desc`): a `wgmma` reads A and B from shared memory through a 64-bit descriptor
//! that encodes a *canonical* layout of 8-row core matrices, so a thread's "fragment" of such
//! an operand is one descriptor per MMA of its part: the part recast to 128-bit units with its
//! first mode (the atom's tile) replaced by `_1:_0`. The tile must be canonical, which CuTe
//! checks when it builds the descriptor; here the same checks are compile errors naming
//! `partition_fragment_A/B`. A plain layout is GMMA's unswizzled (`INTERLEAVE`) kind; a GMMA
//! layout atom's swizzle of bytes (`Sw<B,4,3> o smem_ptr[..] o L`, tiled from
//! [`gmma::Layout_K_SW128_Atom`](super::gmma::Layout_K_SW128_Atom) and the others) is the
//! 32-, 64- or 128-byte kind (`B` = 1, 2, 3), whose core matrices are `W = 2^B` units wide.

use super::fragment::Fragment;
use super::gmma::{MajorK, MajorMN};
use super::{Descriptors, Numeric};
use crate::swizzle::{Upcast, UpcastOp};
use crate::{Layout, LogicalDivide, LogicalDivideOp, ModeOf, ModeOp, ModeSizeOp};
use typenum::{
    Eq, IsEqual, IsLess, Mod, Or, Quot, Unsigned, B1, U0, U1, U128, U2, U256, U4, U512, U8,
};

type Decimal<N> = <N as crate::decimal::Dec>::Out;
/// Values of `V` per 128-bit unit.
type PerUnit<V> = Quot<U128, <V as Numeric>::Bits>;
/// The atom's tile of the part, in 128-bit units: `(MN, K)`.
type Tile<P, V> = ModeOf<Upcast<P, PerUnit<V>>, U0>;
type SizeOf<L, I> = <L as ModeSizeOp<I>>::Output;

/// The descriptor fragment: the part in 128-bit units, its first mode `_1:_0` (the modes
/// after the tiles along MN and K, such as a pipeline's stages, kept as they are).
#[doc(hidden)]
pub trait DescriptorLayout {
    type Output: crate::AnyLayout + Default;
}
impl<S, D> DescriptorLayout for Layout<S, D>
where
    Layout<S, D>: crate::ReplaceOp<U0, Layout<U1, U0>>,
    <Layout<S, D> as crate::ReplaceOp<U0, Layout<U1, U0>>>::Output: crate::AnyLayout + Default,
{
    type Output = <Layout<S, D> as crate::ReplaceOp<U0, Layout<U1, U0>>>::Output;
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
    KCoreRows "{Op}: the 8 rows of a K-major GMMA core matrix are W 128-bit units apart (W = 1 unswizzled, 2, 4, 8 for the 32-, 64-, 128-byte swizzles); here they are {Have} units apart";
    KSwizzledUnits "{Op}: in a swizzled K-major GMMA layout the 2 units of 128 bits of a row are adjacent; here they are {Have} units apart";
    MnDepth "{Op}: an MN-major GMMA operand in shared memory has 256 bits of K per MMA (16 values of 16 bits); this tile has {Have} values in K";
    MnCoreRows "{Op}: the 8 K-rows of an MN-major GMMA core matrix are W 128-bit units apart (W = 1 unswizzled, 2, 4, 8 for the 32-, 64-, 128-byte swizzles); here they are {Have} units apart";
    MnSwizzledUnits "{Op}: in a swizzled MN-major GMMA layout the W units of 128 bits along MN are adjacent; here they are {Have} units apart";
}

/// Where a descriptor reads an operand: the inner layout `Inner` of the part and the width `W`
/// of its core matrices in 128-bit units (1 for a plain layout; `2^B` for a GMMA layout atom's
/// `Sw<B,4,3>` over bytes).
#[diagnostic::on_unimplemented(
    message = "{Op}: GMMA reads this operand from shared memory through descriptors, which encode a plain layout or a GMMA layout atom's swizzle of bytes (`Sw<B,4,3> o smem_ptr[..] o L`), and this tensor's layout is neither",
    label = "not a layout a GMMA descriptor encodes",
    note = "tile a GMMA layout atom (`gmma::Layout_K_SW128_Atom<T>` and the others: `Sw<B,4,3> o smem_ptr[..b](unset) o L`) to the operand's shape with `tile_to_shape`, or use a plain canonical layout; a swizzle of element offsets (`Sw<3,3,3> o _0 o L`) is SM80's, not GMMA's"
)]
#[doc(hidden)]
pub trait DescriptorSource<Op, V> {
    type Inner;
    type W;
}
impl<Op, V, S, D> DescriptorSource<Op, V> for Layout<S, D> {
    type Inner = Self;
    type W = U1;
}
impl<Op, V: Numeric, B, Bits, L> DescriptorSource<Op, V>
    for crate::swizzle::ComposedLayout<
        crate::swizzle::Swizzle<B, U4, typenum::U3>,
        crate::swizzle::SmemPtrFlag<Bits>,
        L,
    >
where
    B: crate::swizzle::Exp2 + IsLess<U4>,
    typenum::Le<B, U4>: SwizzleKind<Op>,
    Bits: IsEqual<V::Bits> + crate::decimal::Dec,
    V::Bits: crate::decimal::Dec,
    Eq<Bits, V::Bits>: AtomBits<Op, Decimal<Bits>, Decimal<V::Bits>>,
{
    type Inner = L;
    type W = crate::swizzle::Pow2<B>;
}

#[diagnostic::on_unimplemented(
    message = "{Op}: GMMA's swizzles of shared memory are Sw<0,4,3>, Sw<1,4,3>, Sw<2,4,3> and Sw<3,4,3> over bytes",
    note = "tile one of the GMMA layout atoms (`gmma::Layout_K_SW128_Atom<T>`, ...)"
)]
#[doc(hidden)]
pub trait SwizzleKind<Op> {}
impl<Op> SwizzleKind<Op> for B1 {}

#[diagnostic::on_unimplemented(
    message = "{Op}: the GMMA layout atom of this operand is for {A}-bit values, and the atom's values are {V}-bit",
    note = "tile the layout atom of the operand's value type (`gmma::Layout_K_SW128_Atom<Half>` for halves)"
)]
#[doc(hidden)]
pub trait AtomBits<Op, A, V> {}
impl<Op, A, V> AtomBits<Op, A, V> for B1 {}

type Canon<P, V, T> = LogicalDivide<Tile<P, V>, T>;
type KTiler = (Layout<U8, U1>, Layout<U2, U1>);
type MnTiler<W> = (Layout<W, U1>, Layout<U8, U1>);
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
pub trait StaticDescriptor<Op, P, Mj, V, W> {
    type Output: crate::AnyLayout + Default;
}

/// The inner layout of a descriptor's part, and its core matrices' width.
type Inner<P, Op, V> = <P as DescriptorSource<Op, V>>::Inner;
type WOf<P, Op, V> = <P as DescriptorSource<Op, V>>::W;
type BothOf<I> =
    crate::tuple::BothStatic<<I as crate::AnyLayout>::Stride, <I as crate::AnyLayout>::Shape>;

#[doc(hidden)] // machinery bounds; the rule is in `StaticDescriptor`'s docs
impl<P, Op, Mj, V> Fragment<P, Op> for Descriptors<Mj, V>
where
    P: DescriptorSource<Op, V>,
    Inner<P, Op, V>: crate::AnyLayout,
    <Inner<P, Op, V> as crate::AnyLayout>::Stride: crate::tuple::AllStatic,
    <Inner<P, Op, V> as crate::AnyLayout>::Shape: crate::tuple::AllStatic,
    BothOf<Inner<P, Op, V>>: StaticDescriptor<Op, Inner<P, Op, V>, Mj, V, WOf<P, Op, V>>,
{
    type Output = <BothOf<Inner<P, Op, V>> as StaticDescriptor<
        Op,
        Inner<P, Op, V>,
        Mj,
        V,
        WOf<P, Op, V>,
    >>::Output;
}

#[doc(hidden)] // machinery bounds; the rules are in the module docs
impl<P, Op, V: Numeric, W> StaticDescriptor<Op, P, MajorK, V, W> for B1
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
    S00<P, V, KTiler, Op>: IsEqual<W> + crate::decimal::Dec,
    Eq<S00<P, V, KTiler, Op>, W>: KCoreRows<Op, Decimal<S00<P, V, KTiler, Op>>>,
    W: IsEqual<U1>,
    S10<P, V, KTiler, Op>: IsEqual<U1> + crate::decimal::Dec,
    Eq<W, U1>: core::ops::BitOr<Eq<S10<P, V, KTiler, Op>, U1>>,
    Or<Eq<W, U1>, Eq<S10<P, V, KTiler, Op>, U1>>:
        KSwizzledUnits<Op, Decimal<S10<P, V, KTiler, Op>>>,
{
    type Output = <Upcast<P, PerUnit<V>> as DescriptorLayout>::Output;
}

/// K values of `V` that an MN-major operand spans per MMA: 256 bits (128 or 512 for sparse).
type Depth<V, Bits> = Quot<Bits, <V as Numeric>::Bits>;

#[doc(hidden)] // machinery bounds; the rules are in the module docs
impl<P, Op, V: Numeric, W> StaticDescriptor<Op, P, MajorMN, V, W> for B1
where
    U128: core::ops::Div<V::Bits>,
    U256: core::ops::Div<V::Bits>,
    U512: core::ops::Div<V::Bits>,
    P: UpcastOp<PerUnit<V>>,
    Upcast<P, PerUnit<V>>: ModeOp<U0> + DescriptorLayout,
    Tile<P, V>: ModeSizeOp<U1> + LogicalDivideOp<MnTiler<W>>,
    KWide<P, V>: IsEqual<Depth<V, U256>> + IsEqual<Depth<V, U128>> + IsEqual<Depth<V, U512>>,
    KWide<P, V>: crate::decimal::Dec,
    Eq<KWide<P, V>, Depth<V, U256>>: core::ops::BitOr<Eq<KWide<P, V>, Depth<V, U128>>>,
    Or<Eq<KWide<P, V>, Depth<V, U256>>, Eq<KWide<P, V>, Depth<V, U128>>>:
        core::ops::BitOr<Eq<KWide<P, V>, Depth<V, U512>>>,
    Or<
        Or<Eq<KWide<P, V>, Depth<V, U256>>, Eq<KWide<P, V>, Depth<V, U128>>>,
        Eq<KWide<P, V>, Depth<V, U512>>,
    >: MnDepth<Op, Decimal<KWide<P, V>>>,
    Canon<P, V, MnTiler<W>>: CanonicalProfile<Op>,
    S10<P, V, MnTiler<W>, Op>: IsEqual<W> + crate::decimal::Dec,
    Eq<S10<P, V, MnTiler<W>, Op>, W>: MnCoreRows<Op, Decimal<S10<P, V, MnTiler<W>, Op>>>,
    W: IsEqual<U1>,
    S00<P, V, MnTiler<W>, Op>: IsEqual<U1> + crate::decimal::Dec,
    Eq<W, U1>: core::ops::BitOr<Eq<S00<P, V, MnTiler<W>, Op>, U1>>,
    Or<Eq<W, U1>, Eq<S00<P, V, MnTiler<W>, Op>, U1>>:
        MnSwizzledUnits<Op, Decimal<S00<P, V, MnTiler<W>, Op>>>,
{
    type Output = <Upcast<P, PerUnit<V>> as DescriptorLayout>::Output;
}
