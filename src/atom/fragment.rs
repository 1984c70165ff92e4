//! Fragments: the register layouts a thread's partitions become (CuTe's `partition_fragment_*`
//! and `make_fragment_C` of a `ThrMMA`), and the partitions and fragments as types, for code
//! that names them (a kernel's layout parameters).

use super::operand::PartitionInput;
use super::tiled_mma::{PartitionAOp, PartitionBOp, PartitionCOp, ThrMMA, TiledMmaOp};
use super::MmaAtom;

type Left<S> = <S as crate::MakeLayoutLeftOp>::Output;

/// The operations whose errors name them (`{Op}` in the messages below).
#[doc(hidden)]
#[allow(non_camel_case_types)]
pub mod op {
    /// `partition_fragment_a`.
    pub struct partition_fragment_a;
    /// `partition_fragment_b`.
    pub struct partition_fragment_b;
    /// `make_fragment_A`.
    pub struct make_fragment_A;
    /// `make_fragment_B`.
    pub struct make_fragment_B;
}

/// A fragment laid out like the thread's part (CuTe's `make_fragment_like`).
#[doc(hidden)]
pub struct Like;
/// A column-major fragment of the part's shape (CuTe's accumulators).
#[doc(hidden)]
pub struct ColMajor;

/// The register fragment of kind `Kind` ([`Like`] or [`ColMajor`]) of a thread's part `P`,
/// when `Self` (whether the part's extents are all static) is `B1`.
#[doc(hidden)]
pub trait FragmentOf<P, Kind> {
    type Output: crate::AnyLayout + Default;
}
impl<P: crate::tensor::FragmentLikeOp> FragmentOf<P, Like> for typenum::B1 {
    type Output = crate::tensor::FragmentLike<P>;
}
impl<P: crate::AnyLayout> FragmentOf<P, ColMajor> for typenum::B1
where
    P::Shape: crate::MakeLayoutLeftOp,
    Left<P::Shape>: crate::AnyLayout + Default,
{
    type Output = Left<P::Shape>;
}

/// Passes for `B1`: the thread's part has static extents (one trait per operation, so that
/// the error names it).
macro_rules! static_fragment {
    ($($op:ident $message:literal;)*) => {$(
        #[diagnostic::on_unimplemented(
            message = $message,
            label = "the tensor's shape has run-time extents",
            note = "partition a tile with static extents (CuTe: \"Dynamic owning tensors not supported\")"
        )]
        #[doc(hidden)]
        pub trait $op<P, Kind> {
            type Output: crate::AnyLayout + Default;
        }
        impl<P, Kind> $op<P, Kind> for typenum::B1
        where
            typenum::B1: FragmentOf<P, Kind>,
        {
            type Output = <typenum::B1 as FragmentOf<P, Kind>>::Output;
        }
    )*};
}
static_fragment! {
    StaticFragmentA "partition_fragment_A: a register fragment needs static extents, and the thread's part of this tensor has run-time ones";
    StaticFragmentB "partition_fragment_B: a register fragment needs static extents, and the thread's part of this tensor has run-time ones";
    StaticFragmentC "partition_fragment_C: a register fragment needs static extents, and the thread's part of this tensor has run-time ones";
    StaticFragmentMakeA "make_fragment_A: a register fragment needs static extents, and this part of A has run-time ones";
    StaticFragmentMakeB "make_fragment_B: a register fragment needs static extents, and this part of B has run-time ones";
    StaticFragmentMakeC "make_fragment_C: a register fragment needs static extents, and this part of C has run-time ones";
}

crate::decimal::decimal_check! {
    /// CuTe's `rank(ctensor) >= 3` in `make_fragment_C`.
    #[diagnostic::on_unimplemented(
        message = "make_fragment_C: the tensor has {R} modes; CuTe's make_fragment_C takes a thread's part of C, (values, M, N), of rank 3 or more",
        label = "CuTe's static_assert: rank(ctensor) >= Int<3>{{}}",
        note = "pass the thread's part from `partition_c`; Num<N> is the number N"
    )]
    FragmentCRank / FragmentCRankFails<R>;
    /// CuTe's `size<0>(ctensor) == size<1>(LayoutC_TV)` in `make_fragment_C`.
    #[diagnostic::on_unimplemented(
        message = "make_fragment_C: mode 0 of the tensor has {Have} values, and the MMA atom gives each thread {Want} values of C",
        label = "CuTe's static_assert: size<0>(ctensor) == size<1>(LayoutC_TV{{}})",
        note = "pass the thread's part from `partition_c`; Num<N> is the number N"
    )]
    FragmentCValues / FragmentCValuesFails<Have, Want>;
    /// CuTe's `rank(atensor) >= 3` in `make_fragment_A`.
    #[diagnostic::on_unimplemented(
        message = "make_fragment_A: the tensor has {R} modes; CuTe's make_fragment_A takes a thread's part of A, (values, M, K), of rank 3 or more",
        label = "CuTe's static_assert: rank(atensor) >= Int<3>{{}}",
        note = "pass the thread's part from `partition_a`; Num<N> is the number N"
    )]
    FragmentARank / FragmentARankFails<R>;
    /// CuTe's `size<0>(atensor) == size<1>(LayoutA_TV)` in `make_fragment_A`.
    #[diagnostic::on_unimplemented(
        message = "make_fragment_A: mode 0 of the tensor has {Have} values, and the MMA atom gives each thread {Want} values of A",
        label = "CuTe's static_assert: size<0>(atensor) == size<1>(LayoutA_TV{{}})",
        note = "pass the thread's part from `partition_a`; Num<N> is the number N"
    )]
    FragmentAValues / FragmentAValuesFails<Have, Want>;
    /// CuTe's `rank(btensor) >= 3` in `make_fragment_B`.
    #[diagnostic::on_unimplemented(
        message = "make_fragment_B: the tensor has {R} modes; CuTe's make_fragment_B takes a thread's part of B, (values, N, K), of rank 3 or more",
        label = "CuTe's static_assert: rank(btensor) >= Int<3>{{}}",
        note = "pass the thread's part from `partition_b`; Num<N> is the number N"
    )]
    FragmentBRank / FragmentBRankFails<R>;
    /// CuTe's `size<0>(btensor) == size<1>(LayoutB_TV)` in `make_fragment_B`.
    #[diagnostic::on_unimplemented(
        message = "make_fragment_B: mode 0 of the tensor has {Have} values, and the MMA atom gives each thread {Want} values of B",
        label = "CuTe's static_assert: size<0>(btensor) == size<1>(LayoutB_TV{{}})",
        note = "pass the thread's part from `partition_b`; Num<N> is the number N"
    )]
    FragmentBValues / FragmentBValuesFails<Have, Want>
}
/// The number of modes of a part.
type PartRank<P> = crate::modes::Rank<<P as crate::AnyLayout>::Shape>;
/// The values in mode 0 of a part (of its shape, so that a swizzled part has them too).
type PartVals<P> = <<P as crate::AnyLayout>::Shape as crate::ModeSizeOp<typenum::U0>>::Output;
/// The values of C an MMA atom gives each thread, `size<1>(LayoutC_TV)`.
type AtomValsC<T> =
    <<<T as TiledMmaOp>::Atom as MmaAtom>::CLayout as crate::ModeSizeOp<typenum::U1>>::Output;
/// The values of A an MMA atom gives each thread, `size<1>(LayoutA_TV)`.
type AtomValsA<T> =
    <<<T as TiledMmaOp>::Atom as MmaAtom>::ALayout as crate::ModeSizeOp<typenum::U1>>::Output;
/// The values of B an MMA atom gives each thread, `size<1>(LayoutB_TV)`.
type AtomValsB<T> =
    <<<T as TiledMmaOp>::Atom as MmaAtom>::BLayout as crate::ModeSizeOp<typenum::U1>>::Output;

/// `B1` when the part's extents are all static.
type ShapeStatic<P> = <<P as crate::AnyLayout>::Shape as crate::tuple::AllStatic>::Output;
/// The accumulators' fragment of a thread's part `P` of C.
type AccumulatorsOf<P> = <ShapeStatic<P> as StaticFragmentC<P, ColMajor>>::Output;

/// The fragment of an operand held as `Self` ([`Registers`](super::Registers): a register
/// tensor like the part `P`; [`Descriptors`](super::Descriptors): one GMMA descriptor per MMA,
/// `super::gmma_desc`).
#[doc(hidden)]
pub trait Fragment<P, Op> {
    type Output: crate::AnyLayout + Default;
}
macro_rules! register_fragment {
    ($($op:ident $check:ident;)*) => {$(
        impl<P: crate::AnyLayout> Fragment<P, op::$op> for super::Registers
        where
            P::Shape: crate::tuple::AllStatic,
            ShapeStatic<P>: $check<P, Like>,
        {
            type Output = <ShapeStatic<P> as $check<P, Like>>::Output;
        }
    )*};
}
register_fragment! {
    partition_fragment_a StaticFragmentA;
    partition_fragment_b StaticFragmentB;
    make_fragment_A StaticFragmentMakeA;
    make_fragment_B StaticFragmentMakeB;
}

/// `ThrMMA::make_fragment_a`/`make_fragment_b`: CuTe's checks that the argument is a thread's
/// part (rank 3 or more, mode 0 the atom's values of the operand), then the operand's fragment
/// of that part, as `partition_fragment_*` builds it.
macro_rules! make_fragment_ab {
    ($(#[$doc:meta])* $method:ident, $op:ident, $frag:ident, $lay:ident, $vals:ident, $rank:ident, $values:ident) => {
        impl<T: Copy> ThrMMA<T> {
            $(#[$doc])*
            pub fn $method<X: PartitionInput>(
                &self,
                part: X,
            ) -> <<T::Atom as MmaAtom>::$frag as Fragment<X::Layout, op::$op>>::Output
            where
                T: TiledMmaOp,
                <T::Atom as MmaAtom>::$lay: crate::ModeSizeOp<typenum::U1>,
                <T::Atom as MmaAtom>::$frag: Fragment<X::Layout, op::$op>,
                X::Layout: crate::AnyLayout,
                <X::Layout as crate::AnyLayout>::Shape:
                    crate::modes::Modes + crate::ModeSizeOp<typenum::U0>,
                PartRank<X::Layout>: typenum::IsGreaterOrEqual<typenum::U3>,
                typenum::GrEq<PartRank<X::Layout>, typenum::U3>: $rank<PartRank<X::Layout>>,
                $vals<T>: typenum::IsEqual<PartVals<X::Layout>>,
                typenum::Eq<$vals<T>, PartVals<X::Layout>>: $values<PartVals<X::Layout>, $vals<T>>,
            {
                let _ = part;
                Default::default()
            }
        }
    };
}
make_fragment_ab!(
    /// CuTe's `thr_mma.make_fragment_A(tCsA)`: the registers of A for a part of A that
    /// [`partition_a`](ThrMMA::partition_a) already cut, laid out like that part (for a GMMA
    /// atom reading shared memory, its descriptors). CuTe's two checks are compile errors: a
    /// part of rank 3 or more, whose mode 0 holds the atom's values of A.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::atom::{TiledMMA, SM80_16x8x16_F32F16F16F32_TN};
    /// type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
    /// let thr = Mma::default().get_slice(5);
    /// let sa = <layout!((64,32):(32,1))>::default();
    /// let (tcsa, _) = thr.partition_a(sa);
    /// assert_eq!(thr.make_fragment_a(tcsa).to_string(), "((_2,_2,_2),_2,_2):((_1,_2,_4),_16,_8)");
    /// assert_eq!(thr.make_fragment_a(tcsa), thr.partition_fragment_a(sa));
    /// ```
    make_fragment_a, make_fragment_A, FragmentA, ALayout, AtomValsA, FragmentARank, FragmentAValues
);
make_fragment_ab!(
    /// CuTe's `thr_mma.make_fragment_B(tCsB)`: as [`make_fragment_a`](ThrMMA::make_fragment_a)
    /// for a part of B from [`partition_b`](ThrMMA::partition_b).
    make_fragment_b, make_fragment_B, FragmentB, BLayout, AtomValsB, FragmentBRank, FragmentBValues
);

impl<T: Copy> ThrMMA<T> {
    /// CuTe's `partition_fragment_A`: the layout of the register fragment that holds the
    /// thread's part of A, for a tile of A given as a layout or a tensor. For a GMMA atom that
    /// reads A from shared memory, one descriptor per MMA of the part: the part in 128-bit units with its first mode `_1:_0` (CuTe's
    /// `GMMA::smem_desc`); the tile must then be a static canonical GMMA layout, plain
    /// (unswizzled) or tiled from one of GMMA's layout atoms
    /// ([`gmma::Layout_K_SW128_Atom`](super::gmma::Layout_K_SW128_Atom) and the others), and
    /// anything else is a compile error naming the rule.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::atom::{TiledMMA, SM80_16x8x16_F32F16F16F32_TN};
    /// type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
    /// let thr = Mma::default().get_slice(5);
    /// let frg = thr.partition_fragment_a(<layout!((64,32):(32,1))>::default());
    /// assert_eq!(frg.to_string(), "((_2,_2,_2),_2,_2):((_1,_2,_4),_16,_8)");
    /// // Of a tensor, as CuTe's `partition_fragment_A(sA)`: the same fragment.
    /// let data = vec![0u16; 64 * 32];
    /// let sa = make_tensor(&data[..], <layout!((64,32):(32,1))>::default()).unwrap();
    /// assert_eq!(thr.partition_fragment_a(&sa), frg);
    ///
    /// // A warpgroup MMA reads A from a 128-byte-swizzled tile: 4 descriptors, 2 units of 128
    /// // bits apart in K.
    /// use cute_layout::atom::{gmma, Half, SM90_64x64x16_F32F16F16_SS};
    /// use cute_layout::swizzle::TileToShape;
    /// type Wgmma = TiledMMA<SM90_64x64x16_F32F16F16_SS<gmma::MajorK, gmma::MajorK>, layout!((2,1,1):(1,0,0))>;
    /// type SmemA = TileToShape<gmma::Layout_K_SW128_Atom<Half>, shape!((128, 64))>;
    /// let thr = Wgmma::default().get_slice(130);
    /// assert_eq!(thr.partition_fragment_a(SmemA::default()).to_string(), "(_1,_1,_4):(_0,_0,_2)");
    /// let (part, start) = thr.partition_a(SmemA::default());
    /// assert_eq!(part.layout_b().to_string(), "((_64,_16),_1,_4):((_64,_1),_0,_16)");
    /// assert_eq!(start, 4096);
    /// ```
    pub fn partition_fragment_a<X: PartitionInput>(
        &self,
        x: X,
    ) -> <<T::Atom as MmaAtom>::FragmentA as Fragment<
        PartitionA<T, X::Layout>,
        op::partition_fragment_a,
    >>::Output
    where
        T: PartitionAOp<X::Layout>,
        <T::Atom as MmaAtom>::FragmentA:
            Fragment<PartitionA<T, X::Layout>, op::partition_fragment_a>,
    {
        let _ = x;
        Default::default()
    }

    /// CuTe's `partition_fragment_B`: as [`partition_fragment_a`](ThrMMA::partition_fragment_a)
    /// for B.
    pub fn partition_fragment_b<X: PartitionInput>(
        &self,
        x: X,
    ) -> <<T::Atom as MmaAtom>::FragmentB as Fragment<
        PartitionB<T, X::Layout>,
        op::partition_fragment_b,
    >>::Output
    where
        T: PartitionBOp<X::Layout>,
        <T::Atom as MmaAtom>::FragmentB:
            Fragment<PartitionB<T, X::Layout>, op::partition_fragment_b>,
    {
        let _ = x;
        Default::default()
    }

    /// CuTe's `partition_fragment_C`: the compact (column-major) layout of the accumulators,
    /// shaped as the thread's part of C.
    pub fn partition_fragment_c<X: PartitionInput>(
        &self,
        x: X,
    ) -> AccumulatorsOf<PartitionC<T, X::Layout>>
    where
        T: PartitionCOp<X::Layout>,
        <PartitionC<T, X::Layout> as crate::AnyLayout>::Shape: crate::tuple::AllStatic,
        ShapeStatic<PartitionC<T, X::Layout>>: StaticFragmentC<PartitionC<T, X::Layout>, ColMajor>,
    {
        let _ = x;
        Default::default()
    }

    /// CuTe's `thr_mma.make_fragment_C(tCgC)`: the accumulators' layout for a part of C that
    /// [`partition_c`](ThrMMA::partition_c) already cut, compact (column-major) in its shape.
    /// [`partition_fragment_c`](ThrMMA::partition_fragment_c) of the whole tile is the same.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::atom::{TiledMMA, SM80_16x8x16_F32F16F16F32_TN};
    /// type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
    /// let thr = Mma::default().get_slice(5);
    /// let data = vec![0.0f32; 64 * 32];
    /// let gc = make_tensor(&data[..], <layout!((64,32):(1,64))>::new()).unwrap();
    /// let tcgc = thr.partition_c(&gc);
    /// assert_eq!(thr.make_fragment_c(&tcgc).to_string(), "((_2,_2),_2,_2):((_1,_2),_4,_8)");
    /// assert_eq!(thr.make_fragment_c(&tcgc), thr.partition_fragment_c(&gc));
    /// ```
    pub fn make_fragment_c<X: PartitionInput>(
        &self,
        part: X,
    ) -> <ShapeStatic<X::Layout> as StaticFragmentMakeC<X::Layout, ColMajor>>::Output
    where
        T: TiledMmaOp,
        <T::Atom as MmaAtom>::CLayout: crate::ModeSizeOp<typenum::U1>,
        X::Layout: crate::AnyLayout,
        <X::Layout as crate::AnyLayout>::Shape:
            crate::tuple::AllStatic + crate::modes::Modes + crate::ModeSizeOp<typenum::U0>,
        // CuTe's two checks: a part of rank 3 or more, whose mode 0 holds the atom's values.
        PartRank<X::Layout>: typenum::IsGreaterOrEqual<typenum::U3>,
        typenum::GrEq<PartRank<X::Layout>, typenum::U3>: FragmentCRank<PartRank<X::Layout>>,
        AtomValsC<T>: typenum::IsEqual<PartVals<X::Layout>>,
        typenum::Eq<AtomValsC<T>, PartVals<X::Layout>>:
            FragmentCValues<PartVals<X::Layout>, AtomValsC<T>>,
        ShapeStatic<X::Layout>: StaticFragmentMakeC<X::Layout, ColMajor>,
    {
        let _ = part;
        Default::default()
    }
}

// The results above as types.

/// The type of `get_slice(t).partition_a(L)`'s part (the same for every thread of a static `L`).
pub type PartitionA<M, L> = <M as PartitionAOp<L>>::Output;
/// The type of `get_slice(t).partition_b(L)`'s part.
pub type PartitionB<M, L> = <M as PartitionBOp<L>>::Output;
/// The type of `get_slice(t).partition_c(L)`'s part.
pub type PartitionC<M, L> = <M as PartitionCOp<L>>::Output;
/// The type of `get_slice(t).partition_fragment_a(L)`: the thread's registers of A.
pub type FragmentA<M, L> = <<<M as TiledMmaOp>::Atom as MmaAtom>::FragmentA as Fragment<
    PartitionA<M, L>,
    op::partition_fragment_a,
>>::Output;
/// The type of `get_slice(t).partition_fragment_b(L)`: the thread's registers of B.
pub type FragmentB<M, L> = <<<M as TiledMmaOp>::Atom as MmaAtom>::FragmentB as Fragment<
    PartitionB<M, L>,
    op::partition_fragment_b,
>>::Output;
/// The type of `get_slice(t).partition_fragment_c(L)`: the thread's accumulators.
pub type FragmentC<M, L> =
    <ShapeStatic<PartitionC<M, L>> as StaticFragmentC<PartitionC<M, L>, ColMajor>>::Output;

// CuTe's static forms: the thread's part of a tile given by its shape.

/// The static forms `partition_shape_a/b/c`: the shape of thread 0's part of the column-major
/// layout of `shape`.
macro_rules! partition_shape {
    ($($(#[$doc:meta])* $name:ident $op:ident $method:ident;)*) => {$(
        $(#[$doc])*
        pub fn $name<T, S, Sh: Clone, St>(mma: T, shape: S) -> Sh
        where
            S: crate::MakeLayoutLeftOp<Output: crate::AnyLayout>,
            T: $op<Left<S>, Output = crate::Layout<Sh, St>> + Copy,
        {
            let (part, _) = ThrMMA::new(mma, 0).$method(shape.make_layout_left());
            part.shape().clone()
        }
    )*};
}
partition_shape! {
    /// CuTe's `partition_shape_A(mma, shape_MK)`: the shape of a thread's part of an `M x K` tile
    /// of A of this shape (laid out column-major; every thread's part has the same shape):
    /// `(values, tiles along M, tiles along K)`. Run-time extents stay run-time.
    ///
    /// ```
    /// use cute_layout::prelude::*;
    /// use cute_layout::atom::{partition_shape_a, partition_shape_c, TiledMMA, SM80_16x8x16_F32F16F16F32_TN};
    /// use cute_layout::IntTupleValue;
    /// type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
    /// assert_eq!(partition_shape_c(Mma::default(), make_shape!((_128, _128))).cute_string(), "((_2,_2),_4,_8)");
    /// assert_eq!(partition_shape_a(Mma::default(), make_shape!((_128, 64))).cute_string(), "((_2,_2,_2),_4,4)");
    /// ```
    partition_shape_a PartitionAOp partition_a;
    /// CuTe's `partition_shape_B(mma, shape_NK)`: as [`partition_shape_a`] for an `N x K` tile
    /// of B.
    partition_shape_b PartitionBOp partition_b;
    /// CuTe's `partition_shape_C(mma, shape_MN)`: as [`partition_shape_a`] for an `M x N` tile
    /// of C.
    partition_shape_c PartitionCOp partition_c;
}

/// CuTe's free `partition_fragment_C(mma, shape_MN)`: the accumulators' layout of a thread's
/// part of an `M x N` tile of that (static) shape, compact column-major in
/// [`partition_shape_c`]'s shape; the same as a thread's
/// [`partition_fragment_c`](ThrMMA::partition_fragment_c) of the tile.
///
/// ```
/// use cute_layout::prelude::*;
/// use cute_layout::atom::{partition_fragment_c, TiledMMA, SM80_16x8x16_F32F16F16F32_TN};
/// type Mma = TiledMMA<SM80_16x8x16_F32F16F16F32_TN, layout!((2,2,1):(1,2,0))>;
/// let frg = partition_fragment_c(Mma::default(), make_shape!((_128, _128)));
/// assert_eq!(frg.to_string(), "((_2,_2),_4,_8):((_1,_2),_4,_16)");
/// ```
pub fn partition_fragment_c<T, S>(mma: T, shape: S) -> FragmentC<T, Left<S>>
where
    S: crate::MakeLayoutLeftOp<Output: crate::AnyLayout>,
    T: PartitionCOp<Left<S>>,
    <PartitionC<T, Left<S>> as crate::AnyLayout>::Shape: crate::tuple::AllStatic,
    ShapeStatic<PartitionC<T, Left<S>>>: StaticFragmentC<PartitionC<T, Left<S>>, ColMajor>,
{
    let _ = (mma, shape);
    Default::default()
}
